import { asc, eq, inArray } from 'drizzle-orm';
import { fullName, type Role, type User, type UserListEntry } from '@diary/common';
import { toTokenUser, type UserColumnsRow, type UserRecord } from '../../auth/token-user';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema';

/** Adds each user's roles, in order, with one query for the whole page. */
export async function withRoles(db: Database, rows: UserColumnsRow[]): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const roleRows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(userRoles.userId), asc(userRoles.position));
  const rolesByUser = new Map<number, Role[]>();
  for (const { userId, role } of roleRows) rolesByUser.set(userId, [...(rolesByUser.get(userId) ?? []), role]);
  return rows.map((row) => ({ ...row, roles: rolesByUser.get(row.id) ?? [] }));
}

export async function replaceRoles(db: Database, userId: number, roles: readonly Role[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length) await db.insert(userRoles).values(roles.map((role, position) => ({ userId, role, position })));
}

/** An item of GET /users (docs/api/contract.md "Choices docs/product leaves open"). */
export function toUserDto(user: UserRecord): User {
  return { ...toTokenUser(user), banned: user.banned, banReason: user.banReason, createdAt: user.createdAt.toISOString() };
}

/** An entry of GET /users/teachers and /users/students. */
export function toListEntry(user: Pick<UserRecord, 'id' | 'firstName' | 'secondName' | 'lastName'>): UserListEntry {
  const name = { first_name: user.firstName, second_name: user.secondName, last_name: user.lastName };
  return { id: user.id, fullName: fullName(name), ...name };
}
