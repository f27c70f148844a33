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

/**
 * The Database the route modules use: the request's transaction while a write request runs,
 * the database itself otherwise. A module's own `transaction()` inside a request becomes a
 * savepoint of the request's transaction, so its retries after a deadlock still start afresh.
 */
export function requestScopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const current = requestTransaction.getStore() ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/** What the records keep of the caller: as they are at the time of the change. */
function actorOf(user: TokenUser): string {
  return JSON.stringify({ id: user.id, fullName: fullName(user), role: primaryRole(user.roles) });
}

/**
 * Runs a write request's work in one transaction whose changes are recorded as the caller's
 * (or as nobody's, for a caller not signed in).
 */
export function inAuditedTransaction<T>(db: Database, user: TokenUser | undefined, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (user) await tx.execute(sql`select set_config('diary.actor', ${actorOf(user)}, true)`);
    return requestTransaction.run(tx, work);
  });
}

/**
 * Names the creates and updates of the rest of the request's transaction (a lesson moved or
 * swapped, records imported) instead of the plain 'create' or 'update'.
 */
export async function labelChanges(db: Database, action: Extract<AuditAction, 'move' | 'swap' | 'import'>): Promise<void> {
  await db.execute(sql`select set_config('diary.audit_action', ${action}, true)`);
}
