import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { calendarFeeds, refreshSessions, users } from '../db/schema';
import { REFRESH_TOKEN_TTL_MS, signRefreshToken, verifyRefreshToken } from './tokens';

/** A session family ends this long after its login, however often it is refreshed. */
export const SESSION_FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A revoked row is kept this long (a replay of it is refused either way; it is there to look at). */
const REVOKED_KEPT_MS = 24 * 60 * 60 * 1000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The family the token belongs to (the access tokens issued with it carry it). */
  familyId: string;
}

const familyEnd = (familyStartedAt: Date) => new Date(familyStartedAt.getTime() + SESSION_FAMILY_LIFETIME_MS);

/** A row, and a token expiring with it: never later than its family's end. */
async function issue(db: Database, userId: number, familyId: string, familyStartedAt: Date, secret: string): Promise<IssuedRefreshToken> {
  const id = randomUUID();
  const expiresAt = new Date(Math.min(Date.now() + REFRESH_TOKEN_TTL_MS, familyEnd(familyStartedAt).getTime()));
  await db.insert(refreshSessions).values({ id, familyId, userId, expiresAt, familyStartedAt });
  return { token: signRefreshToken(id, secret, expiresAt), expiresAt, familyId };
}

/** Rows that serve nothing any more: expired, of a family past its lifetime, or revoked a while ago. */
function deadRows(now: Date, revokedBefore: Date) {
  return or(
    lt(refreshSessions.expiresAt, now),
    lt(refreshSessions.familyStartedAt, new Date(now.getTime() - SESSION_FAMILY_LIFETIME_MS)),
    lt(refreshSessions.revokedAt, revokedBefore),
  );
}

/** A login starts a new family. It also drops the user's dead and revoked sessions. */
export async function startSession(db: Database, userId: number, secret: string): Promise<IssuedRefreshToken> {
  const now = new Date();
  await db
    .delete(refreshSessions)
    .where(and(eq(refreshSessions.userId, userId), or(deadRows(now, now), isNotNull(refreshSessions.revokedAt))));
  return issue(db, userId, randomUUID(), now, secret);
}

export type Rotation =
  /** The next token of the family, and the user's token version, read under a lock (see rotateSession). */
  | { status: 'rotated'; userId: number; tokenVersion: number; refresh: IssuedRefreshToken }
  /** An already traded token came back: the family is revoked now. */
  | { status: 'reused'; userId: number; familyId: string }
  /** Forged, unknown, expired, revoked, or of a family past its 30 days. */
  | { status: 'refused' };

/**
 * Trades a refresh token for the next one of its family. A token that was already traded
 * is being replayed (stolen, or used twice): the whole family is revoked. A family ends
 * SESSION_FAMILY_LIFETIME_MS after its login whatever its rows' own expiry says.
 *
 * The user's row is share-locked first: endUserAccess (logout everywhere, ban, password change)
 * raises the token version and deletes the sessions under the row's exclusive lock, so a
 * rotation either finishes before it (and its new row is deleted) or starts after it (and finds
 * nothing), and the token version it returns is the one that holds while its row exists.
 */
export async function rotateSession(db: Database, token: string, secret: string): Promise<Rotation> {
  const id = verifyRefreshToken(token, secret);
  if (!id) return { status: 'refused' };
  return db.transaction(async (tx): Promise<Rotation> => {
    const [owner] = await tx.select({ userId: refreshSessions.userId }).from(refreshSessions).where(eq(refreshSessions.id, id));
    if (!owner) return { status: 'refused' };
    const [user] = await tx.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, owner.userId)).for('share');
    if (!user) return { status: 'refused' };

    const now = new Date();
    // Marking the row used in the same statement that checks it lets only one of two racing refreshes win.
    const [current] = await tx
      .update(refreshSessions)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshSessions.id, id),
          isNull(refreshSessions.usedAt),
          isNull(refreshSessions.revokedAt),
          gt(refreshSessions.expiresAt, now),
          gt(refreshSessions.familyStartedAt, new Date(now.getTime() - SESSION_FAMILY_LIFETIME_MS)),
        ),
      )
      .returning({ familyId: refreshSessions.familyId, familyStartedAt: refreshSessions.familyStartedAt });
    if (current) {
      const refresh = await issue(tx, owner.userId, current.familyId, current.familyStartedAt, secret);
      return { status: 'rotated', userId: owner.userId, tokenVersion: user.tokenVersion, refresh };
    }

    const [presented] = await tx
      .select({ familyId: refreshSessions.familyId, usedAt: refreshSessions.usedAt })
      .from(refreshSessions)
      .where(eq(refreshSessions.id, id));
    if (!presented?.usedAt) return { status: 'refused' };
    await revokeFamily(tx, presented.familyId);
    return { status: 'reused', userId: owner.userId, familyId: presented.familyId };
  });
}

async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

/**
 * Logout: the family of the presented token stops working — its refresh token, and (through the
 * `fid` claim checked on every request, see authenticate) the access tokens issued with it, so
 * this device is signed out at once while the user's other devices stay signed in. Ending every
 * device is logout everywhere (endUserAccess). Unknown or forged tokens are ignored.
 */
export async function endSession(db: Database, token: string, secret: string): Promise<void> {
  const id = verifyRefreshToken(token, secret);
  if (!id) return;
  const [session] = await db.select({ familyId: refreshSessions.familyId }).from(refreshSessions).where(eq(refreshSessions.id, id));
  if (session) await revokeFamily(db, session.familyId);
}

/**
 * Logout everywhere, ban, password change: every session of the user ends at once. Raising
 * users.token_version makes every access token already issued fail authenticate's check (a
 * token carries the version it was signed with); deleting the rows ends every refresh token, and
 * deleting the calendar feed ends its address, a credential too (a new one is a POST away).
 * All in one transaction, the user's row first (see rotateSession for why).
 */
export async function endUserAccess(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await tx.delete(refreshSessions).where(eq(refreshSessions.userId, userId));
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  });
}

export const PURGE_BATCH = 1000;

/**
 * Deletes up to `batch` rows that serve nothing any more (expired, of a family past its 30 days,
 * revoked over a day ago), whoever they belong to; returns how many went. A used row of a live
 * family stays: it is what tells a replay of its token from an unknown token.
 */
export async function purgeSessions(db: Database, batch = PURGE_BATCH): Promise<number> {
  const now = new Date();
  const dead = db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(deadRows(now, new Date(now.getTime() - REVOKED_KEPT_MS)))
    .limit(batch);
  const deleted = await db.delete(refreshSessions).where(inArray(refreshSessions.id, dead)).returning({ id: refreshSessions.id });
  return deleted.length;
}

/** How often the refreshes of one database purge (the first refresh after a start purges at once). */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;
const purges = new WeakMap<Database, { nextAt: number; running: Promise<void> | null }>();

/**
 * Called on every refresh: purges when the last purge of this database is PURGE_INTERVAL_MS old
 * (so at the first refresh after a start, then every ten minutes under use), a few batches at
 * most. Concurrent callers share the running purge; a failed purge is logged, never thrown.
 */
export function purgeSessionsNowAndThen(db: Database, logger: Logger, now = Date.now()): Promise<void> {
  const state = purges.get(db) ?? { nextAt: 0, running: null };
  purges.set(db, state);
  if (state.running) return state.running;
  if (now < state.nextAt) return Promise.resolve();
  state.nextAt = now + PURGE_INTERVAL_MS;
  state.running = (async () => {
    for (let round = 0; round < 5 && (await purgeSessions(db)) === PURGE_BATCH; round += 1);
  })()
    .catch((error: unknown) => logger.warn({ err: error }, 'refresh sessions: the purge failed'))
    .finally(() => {
      state.running = null;
    });
  return state.running;
}
