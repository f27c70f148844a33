import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshSessions } from '../db/schema';
import { REFRESH_TOKEN_TTL_MS, signRefreshToken, verifyRefreshToken } from './tokens';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

async function issue(db: Database, userId: number, familyId: string, secret: string): Promise<IssuedRefreshToken> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
  await db.insert(refreshSessions).values({ id, familyId, userId, expiresAt });
  return { token: signRefreshToken(id, secret), expiresAt };
}

/** A login starts a new family. It also drops the user's expired and revoked sessions. */
export async function startSession(db: Database, userId: number, secret: string): Promise<IssuedRefreshToken> {
  await db
    .delete(refreshSessions)
    .where(
      and(
        eq(refreshSessions.userId, userId),
        or(lt(refreshSessions.expiresAt, new Date()), isNotNull(refreshSessions.revokedAt)),
      ),
    );
  return issue(db, userId, randomUUID(), secret);
}

/**
 * Trades a refresh token for the next one of its family. A token that was already traded
 * is being replayed (stolen, or used twice): the whole family is revoked and null returned.
 */
export async function rotateSession(
  db: Database,
  token: string,
  secret: string,
): Promise<{ userId: number; refresh: IssuedRefreshToken } | null> {
  const id = verifyRefreshToken(token, secret);
  if (!id) return null;
  return db.transaction(async (tx) => {
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
        ),
      )
      .returning({ userId: refreshSessions.userId, familyId: refreshSessions.familyId });
    if (current) return { userId: current.userId, refresh: await issue(tx, current.userId, current.familyId, secret) };

    const [presented] = await tx
      .select({ familyId: refreshSessions.familyId, usedAt: refreshSessions.usedAt })
      .from(refreshSessions)
      .where(eq(refreshSessions.id, id));
    if (presented?.usedAt) await revokeFamily(tx, presented.familyId);
    return null;
  });
}

async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

/** Logout: the family of the presented token stops working. Unknown or forged tokens are ignored. */
export async function endSession(db: Database, token: string, secret: string): Promise<void> {
  const id = verifyRefreshToken(token, secret);
  if (!id) return;
  const [session] = await db
    .select({ familyId: refreshSessions.familyId })
    .from(refreshSessions)
    .where(eq(refreshSessions.id, id));
  if (session) await revokeFamily(db, session.familyId);
}

/** Ban, delete, password change: every session of the user ends at once. */
export async function endUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(refreshSessions).where(eq(refreshSessions.userId, userId));
}
