import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PersonRef, Role } from '@diary/common';
import { badRequest } from '../errors/app-error';
import type { Database } from './client';
import { userRoles, users } from './schema';

/**
 * People as the records show them: the aliases of `users` that a record joins for its teacher,
 * student and author, the columns an answer carries for each, and the role checks the writes make.
 * Shared by every module, so it lives with the database rather than in one of them.
 */
export const teacherUser = alias(users, 'teacher');
export const studentUser = alias(users, 'student');
export const authorUser = alias(users, 'author');

type PersonTable = typeof users | typeof teacherUser | typeof studentUser | typeof authorUser;

/** {id, first_name, second_name, last_name} of a person, as the answers carry people. */
export const personColumns = <T extends PersonTable>(table: T) => ({
  id: table.id as T['id'],
  first_name: table.firstName as T['firstName'],
  second_name: table.secondName as T['secondName'],
  last_name: table.lastName as T['lastName'],
});

/** The same, of `users` itself (the timetable's people). */
export const personRefColumns = personColumns(users);

export const teacherColumns = personColumns(teacherUser);
export const studentColumns = personColumns(studentUser);
export const authorColumns = personColumns(authorUser);

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

/** 400 with the message (on the field) unless the id is a user with the role (in any position). */
export async function requireRoleOf(db: Database, userId: number, role: Role, field: string, message: string): Promise<void> {
  if (!(await userHasRole(db, userId, role))) throw badRequest(message, [{ path: field, message }]);
}

/** 400 with the given text (docs/product/rules.md) unless the id is a user with the STUDENT role. */
export async function requireStudent(db: Database, studentId: number, message: string): Promise<void> {
  await requireRoleOf(db, studentId, 'STUDENT', 'studentId', message);
}

/** The given users that have the role (in any position), as people, in the order of the ids. */
export async function peopleWithRole(db: Database, ids: readonly number[], role: Role): Promise<PersonRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(personRefColumns)
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, role)))
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids among the given ones that are not users with the role. */
export async function missingWithRole(db: Database, ids: readonly number[], role: Role): Promise<number[]> {
  const found = new Set((await peopleWithRole(db, ids, role)).map((person) => person.id));
  return ids.filter((id) => !found.has(id));
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
