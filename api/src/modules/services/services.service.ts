import { and, asc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Service, ServiceInput, serviceUpdateSchema, servicesListQuery } from '@diary/common';
import type { Database } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors';
import { groupTypes, services, type GroupTypeRow, type ServiceRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors/app-error';
import { containsPattern } from '../../http/pagination';
import { toGroupType } from '../group-types/group-types.service';

export const SERVICE_NOT_FOUND = 'Услуга не найдена';
export const SERVICE_GROUP_TYPE_NOT_FOUND = 'Тип группы не найден';

export type ServicesListQuery = z.output<typeof servicesListQuery>;
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

interface Joined {
  service: ServiceRow;
  groupType: GroupTypeRow | null;
}

/** price is stored exactly (numeric(12,2), read as a string) and answered as a JSON number: '1499.90' → 1499.9. */
function toService({ service, groupType }: Joined, includeGroupType: boolean): Service {
  return {
    id: service.id,
    name: service.name,
    group_type_id: service.groupTypeId,
    ...(includeGroupType ? { groupType: groupType ? toGroupType(groupType) : null } : {}),
    duration_minutes: service.durationMinutes,
    price: Number(service.price),
    isArchived: service.isArchived,
    createdAt: service.createdAt.toISOString(),
  };
}

const selectJoined = (db: Database) =>
  db.select({ service: services, groupType: groupTypes }).from(services).leftJoin(groupTypes, eq(groupTypes.id, services.groupTypeId));

/** A write naming a group type that does not exist: the foreign key refuses it, atomically. */
function groupTypeMissing(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
    throw badRequest(SERVICE_GROUP_TYPE_NOT_FOUND, [{ path: 'group_type_id', message: SERVICE_GROUP_TYPE_NOT_FOUND }]);
  }
  throw error;
}

export async function listServices(db: Database, query: ServicesListQuery): Promise<Service[]> {
  const conditions: (SQL | undefined)[] = [
    eq(services.isArchived, query.isArchived ?? false),
    query.group_type_id === undefined ? undefined : eq(services.groupTypeId, query.group_type_id),
    // Compared as numeric against the exact decimal text, never as floats.
    query.min_price === undefined ? undefined : gte(services.price, String(query.min_price)),
    query.max_price === undefined ? undefined : lte(services.price, String(query.max_price)),
    query.min_duration === undefined ? undefined : gte(services.durationMinutes, query.min_duration),
    query.max_duration === undefined ? undefined : lte(services.durationMinutes, query.max_duration),
    query.q ? ilike(services.name, containsPattern(query.q)) : undefined,
  ];
  const rows = await selectJoined(db)
    .where(and(...conditions))
    .orderBy(asc(services.name), asc(services.id));
  return rows.map((row) => toService(row, query.includeGroupType ?? false));
}

export async function getService(db: Database, id: number, includeGroupType = false): Promise<Service> {
  const [row] = await selectJoined(db).where(eq(services.id, id));
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return toService(row, includeGroupType);
}

export async function createService(db: Database, input: ServiceInput): Promise<Service> {
  const [row] = await db
    .insert(services)
    .values({ name: input.name, groupTypeId: input.group_type_id, durationMinutes: input.duration_minutes, price: input.price })
    .returning({ id: services.id })
    .catch(groupTypeMissing);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return getService(db, row.id);
}

/** PUT /services/:id: changes the fields sent (a partial update under the create rules). */
export async function updateService(db: Database, id: number, input: ServiceUpdate): Promise<Service> {
  const changes = {
    name: input.name,
    groupTypeId: input.group_type_id,
    durationMinutes: input.duration_minutes,
    price: input.price,
  };
  if (Object.values(changes).every((value) => value === undefined)) return getService(db, id);
  return setFields(db, id, changes);
}

async function setFields(db: Database, id: number, changes: Partial<typeof services.$inferInsert>): Promise<Service> {
  const [row] = await db.update(services).set(changes).where(eq(services.id, id)).returning({ id: services.id }).catch(groupTypeMissing);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return getService(db, row.id);
}

/** DELETE /services/:id archives; archiving an archived service changes nothing and answers it. */
export const archiveService = (db: Database, id: number) => setFields(db, id, { isArchived: true });

export const restoreService = (db: Database, id: number) => setFields(db, id, { isArchived: false });
