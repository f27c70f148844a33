import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { fullName, primaryRole, type AuditAction, type TokenUser } from '@diary/common';
import type { Database, Transaction } from './client';

/*
 * Who changed what (docs/product/beyond.md §4). The database's triggers (migration 0016_audit)
 * write the records; this module gives them the caller. Each write request runs in one
 * transaction that first names its caller, and every query the request's code makes — through
 * the Database the route modules were given — goes into that transaction. A refused or failed
 * request rolls back its changes and their records together.
 */

const requestTransaction = new AsyncLocalStorage<Transaction>();
const scopedDatabases = new WeakSet<Database>();
/** What each request transaction runs once it has committed (see afterCommit). */
const committedWork = new WeakMap<Transaction, (() => void)[]>();

/**
 * The Database the route modules use: the request's transaction while a write request runs,
 * the database itself otherwise. A module's own `transaction()` inside a request becomes a
 * savepoint of the request's transaction.
 */
export function requestScopedDatabase(db: Database): Database {
  const scoped = new Proxy(db, {
    get(target, property) {
      const current = requestTransaction.getStore() ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  scopedDatabases.add(scoped);
  return scoped;
}

/** True when `db` is the write request's own transaction: work on it needs no transaction of its own. */
export function isRequestTransaction(db: Database): boolean {
  return scopedDatabases.has(db) && requestTransaction.getStore() !== undefined;
}

/**
 * Runs `work` once the write request's transaction has committed, or at once outside one: what
 * must not happen for a write that is rolled back or run again (a security log line). It must not
 * throw: the write is done by then.
 */
export function afterCommit(work: () => void): void {
  const tx = requestTransaction.getStore();
  const queue = tx && committedWork.get(tx);
  if (queue) queue.push(work);
  else work();
}

/**
 * A write that lost a deadlock or a serialization race inside a request's transaction: the whole
 * request runs again (a savepoint of its own around every write would cost it two round trips).
 * After the last attempt the client gets `giveUp` (a 409 with the write's own text).
 */
export class WriteRace extends Error {
  constructor(readonly giveUp: Error) {
    super(giveUp.message);
  }
}

const ATTEMPTS = 5;

/**
 * Runs `work` again, after a short random pause, while `lost` says it lost a race (it answers
 * what to throw once the attempts are spent); any other failure is thrown at once.
 */
export async function retryRaces<T>(work: () => Promise<T>, lost: (error: unknown) => Error | undefined): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const giveUp = lost(error);
      if (!giveUp) throw error;
      if (attempt >= ATTEMPTS) throw giveUp;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** What the records keep of the caller: as they are at the time of the change. */
function actorOf(user: TokenUser): string {
  return JSON.stringify({ id: user.id, fullName: fullName(user), role: primaryRole(user.roles) });
}

/**
 * What a route's creates and updates are called instead of the plain 'create' or 'update': the
 * board's move and swap, an import, a month of pay closed or reopened.
 */
export type AuditLabel = Extract<AuditAction, 'move' | 'swap' | 'import' | 'close' | 'reopen'>;

/**
 * Runs a write request's work in one transaction whose changes are recorded as the caller's
 * (or as nobody's, for a caller not signed in), named by the route's label if it has one. The
 * caller and the label go in one statement: a write pays one round trip for its audit.
 */
export function inAuditedTransaction<T>(
  db: Database,
  user: TokenUser | undefined,
  label: AuditLabel | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const attempt = async () => {
    // Each attempt's own: what a rolled-back attempt queued is dropped with it.
    const committed: (() => void)[] = [];
    const result = await db.transaction(async (tx) => {
      committedWork.set(tx, committed);
      if (user || label) {
        await tx.execute(
          sql`select set_config('diary.actor', ${user ? actorOf(user) : ''}, true), set_config('diary.audit_action', ${label ?? ''}, true)`,
        );
      }
      return requestTransaction.run(tx, work);
    });
    for (const next of committed) next();
    return result;
  };
  return retryRaces(attempt, (error) => (error instanceof WriteRace ? error.giveUp : undefined));
}
