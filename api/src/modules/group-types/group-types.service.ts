import { asc, eq } from 'drizzle-orm';
import type { GroupType, GroupTypeInput } from '@diary/common';
import type { Database } from '../../db/client';
import { conflictOnUnique, isReferenceViolation } from '../../db/errors';
import { groupTypes, type GroupTypeRow } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-error';

export const GROUP_TYPE_TAKEN = 'Тип занятия с таким названием уже существует';
export const GROUP_TYPE_NOT_FOUND = 'Тип занятия не найден';
export const GROUP_TYPE_IN_USE = 'Нельзя удалить тип занятия: он используется в услугах или занятиях';

export type GroupTypeUpdate = Partial<GroupTypeInput>;

export const toGroupType = (row: GroupTypeRow): GroupType => ({
  id: row.id,
  name: row.name,
  total_places: row.totalPlaces,
  createdAt: row.createdAt.toISOString(),
});

function found(row: GroupTypeRow | undefined): GroupType {
  if (!row) throw notFound(GROUP_TYPE_NOT_FOUND);
  return toGroupType(row);
}

export async function listGroupTypes(db: Database): Promise<GroupType[]> {
  const rows = await db.select().from(groupTypes).orderBy(asc(groupTypes.name), asc(groupTypes.id));
  return rows.map(toGroupType);
}

export async function getGroupType(db: Database, id: number): Promise<GroupType> {
  const [row] = await db.select().from(groupTypes).where(eq(groupTypes.id, id));
  return found(row);
}

export async function createGroupType(db: Database, input: GroupTypeInput): Promise<GroupType> {
  const [row] = await db
    .insert(groupTypes)
    .values({ name: input.name, totalPlaces: input.total_places })
    .returning()
    .catch(conflictOnUnique(GROUP_TYPE_TAKEN));
  return found(row);
}

export async function updateGroupType(db: Database, id: number, input: GroupTypeUpdate): Promise<GroupType> {
  const changes = { name: input.name, totalPlaces: input.total_places };
  // Nothing sent: nothing to change, but a missing id is still a 404.
  if (changes.name === undefined && changes.totalPlaces === undefined) return getGroupType(db, id);
  const [row] = await db.update(groupTypes).set(changes).where(eq(groupTypes.id, id)).returning().catch(conflictOnUnique(GROUP_TYPE_TAKEN));
  return found(row);
}

/**
 * Deletes a group type nobody uses. Whatever references it (services, archived or not; later
 * lessons) does so through a RESTRICT / NO ACTION foreign key, so the database refuses the
 * delete atomically and the refusal becomes a 409 — no check-then-delete race.
 */
export async function deleteGroupType(db: Database, id: number): Promise<GroupType> {
  const [row] = await db
    .delete(groupTypes)
    .where(eq(groupTypes.id, id))
    .returning()
    .catch((error: unknown) => {
      if (isReferenceViolation(error)) throw conflict(GROUP_TYPE_IN_USE);
      throw error;
    });
  return found(row);
}
