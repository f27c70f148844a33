import { asc, inArray } from 'drizzle-orm';
import { TIMETABLE_MESSAGES as M } from '@diary/common';
import type { Database } from '../../db/client';
import { cabinets } from '../../db/schema';
import { badRequest } from '../../errors/app-error';

/**
 * Locks the cabinets whose timetable a write changes, in id order. Every write that puts a lesson
 * into a cabinet or takes one out of it (create, edit, move, swap, archive, restore) holds these
 * locks before it touches the lesson, so the writers of one cabinet queue up. Without them,
 * concurrent writers wait on each other's uncommitted rows inside the exclusion constraint and
 * deadlock, and PostgreSQL breaks one such deadlock a second: under load, 20 concurrent creates
 * took more than 30 s. The constraint still refuses the overlap; the lock only orders the writers.
 * NO KEY UPDATE leaves the lessons' foreign-key checks (KEY SHARE) free.
 */
export async function lockCabinets(tx: Database, ids: readonly number[]): Promise<{ id: number; isArchived: boolean }[]> {
  return tx
    .select({ id: cabinets.id, isArchived: cabinets.isArchived })
    .from(cabinets)
    .where(inArray(cabinets.id, [...new Set(ids)]))
    .orderBy(asc(cabinets.id))
    .for('no key update');
}

/** Locks the cabinet a lesson is put in (see lockCabinets) and checks it exists and is not archived. */
export async function lockUsableCabinet(tx: Database, cabinetId: number, alsoLock: readonly number[] = []): Promise<void> {
  const locked = await lockCabinets(tx, [cabinetId, ...alsoLock]);
  const cabinet = locked.find((row) => row.id === cabinetId);
  if (!cabinet) throw badRequest(M.cabinetNotFound, [{ path: 'cabinet_id', message: M.cabinetNotFound }]);
  if (cabinet.isArchived) throw badRequest(M.cabinetArchived, [{ path: 'cabinet_id', message: M.cabinetArchived }]);
}

/** Locks a lesson's cabinet and, when the lesson goes to another one, that one too (it must be usable). */
export async function lockCabinetsOfMove(tx: Database, from: number, to: number | undefined): Promise<void> {
  if (to === undefined || to === from) await lockCabinets(tx, [from]);
  else await lockUsableCabinet(tx, to, [from]);
}
