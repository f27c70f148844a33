import { eq } from 'drizzle-orm';
import { TIMETABLE_MESSAGES as M } from '@diary/common';
import type { Database, Transaction } from '../../db/client';
import { isRequestTransaction, retryRaces, WriteRace } from '../../db/audited-writes';
import { isWriteRace, PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../db/errors';
import { schedules, type ScheduleRow } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-error';
import { clashFromTrigger } from './clashes';

/** A write refused by the exclusion constraint becomes a 409 with the given text. */
export function conflictOnOverlap(message: string) {
  return (error: unknown): never => {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw conflict(message);
    throw error;
  };
}

/** The triggers' refusal of a person's clash as its 409; a write race as WriteRace (in a request) or as itself. */
function refusalOf(error: unknown, message: string, inRequest: boolean): unknown {
  const clash = clashFromTrigger(error);
  if (clash) return clash;
  if (inRequest && isWriteRace(error)) return new WriteRace(conflict(message));
  return error;
}

/**
 * Runs a write transaction again when PostgreSQL aborted it to break a deadlock. The cabinets'
 * locks (lockCabinets) already order the timetable's writers, so this is the safety net for what
 * they do not cover. After the last attempt the client gets a 409 with the given text, never a 500.
 */
function retryOnDeadlock<T>(work: () => Promise<T>, message: string): Promise<T> {
  const refused = () =>
    work().catch((error: unknown) => {
      throw refusalOf(error, message, false);
    });
  return retryRaces(refused, (error) => (isWriteRace(error) ? conflict(message) : undefined));
}

/**
 * A write transaction, run again after a deadlock (409 with the message when it keeps failing).
 * In a write request it is the request's own transaction, which runs again whole after a deadlock.
 */
export function retryingTransaction<T>(db: Database, message: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (isRequestTransaction(db)) {
    return work(db as Transaction).catch((error: unknown) => {
      throw refusalOf(error, message, true);
    });
  }
  return retryOnDeadlock(() => db.transaction(work), message);
}

/** The row, locked for the rest of the transaction (student counts and edits of one lesson queue up). */
export async function lockLesson(tx: Database, id: number, message: string = M.lessonNotFound): Promise<ScheduleRow> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!row) throw notFound(message);
  return row;
}
