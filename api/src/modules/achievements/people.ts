import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { primaryRole, type Role, type TokenUser } from '@diary/common';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { badRequest } from '../../http/app-error';

/** Who sees and edits what (docs/api/contract.md "Permissions"); the guards have already checked the call itself. */
export type Visibility =
  /** ADMIN, MODERATOR: everything. */
  | { kind: 'all' }
  /** TEACHER: what they authored. */
  | { kind: 'author'; userId: number }
  /** STUDENT: where they are the student. */
  | { kind: 'student'; userId: number };

export function visibilityOf(actor: TokenUser): Visibility {
  const role = primaryRole(actor.roles);
  if (role === 'ADMIN' || role === 'MODERATOR') return { kind: 'all' };
  if (role === 'TEACHER') return { kind: 'author', userId: actor.id };
  return { kind: 'student', userId: actor.id };
}

/** The two people of a record, as separate aliases of users. */
export const studentUser = alias(users, 'student');
export const authorUser = alias(users, 'author');

export const personColumns = (table: typeof studentUser | typeof authorUser) => ({
  id: table.id,
  first_name: table.firstName,
  second_name: table.secondName,
  last_name: table.lastName,
});

const hasRole = (userId: number, role: Role) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = ${role})`;

/** True when the user exists and has the role (in any position). */
export async function userHasRole(db: Database, userId: number, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), hasRole(userId, role)));
  return Boolean(row);
}

/** 400 with the given text (docs/product/rules.md) unless the id is a user with the STUDENT role. */
export async function requireStudent(db: Database, studentId: number, message: string): Promise<void> {
  if (!(await userHasRole(db, studentId, 'STUDENT'))) throw badRequest(message, [{ path: 'studentId', message }]);
}

/**
 * The author of a new record: a TEACHER is always the author; ADMIN and MODERATOR are by
 * default, or name a user with the TEACHER role.
 */
export async function resolveAuthor(db: Database, actor: TokenUser, userId: number | undefined, message: string): Promise<number> {
  if (visibilityOf(actor).kind !== 'all' || userId === undefined || userId === actor.id) return actor.id;
  if (!(await userHasRole(db, userId, 'TEACHER'))) throw badRequest(message, [{ path: 'userId', message }]);
  return userId;
}

/** LIKE pattern for "starts with", lower-cased, with LIKE's wildcards in the text taken literally. */
export function lowerPrefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The surname column starts with the text, case aside (users_second_name_prefix_idx). */
export const surnameMatch = (column: SQL, text: string) => sql`lower(${column}) like ${lowerPrefixPattern(text)}`;

/** The users whose surname starts with the text: their ids, for `IN (…)`. */
export const surnamePeople = (text: string) => sql`select ${users.id} from ${users} where ${surnameMatch(sql`${users.secondName}`, text)}`;

/** The same ids as an array, for `= ANY(…)` arms that PostgreSQL ORs as index bitmaps. */
export const surnamePrefixIds = (text: string) => sql`array(${surnamePeople(text)})`;
