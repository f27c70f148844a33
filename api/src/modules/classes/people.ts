import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PersonRef, Role } from '@diary/common';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema';

/** A person as the timetable answers them. */
export const personColumns = {
  id: users.id,
  first_name: users.firstName,
  second_name: users.secondName,
  last_name: users.lastName,
};

/** The given users that have the role (in any position), as people, in the order of the ids. */
export async function peopleWithRole(db: Database, ids: readonly number[], role: Role): Promise<PersonRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(personColumns)
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
