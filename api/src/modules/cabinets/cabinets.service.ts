import { and, asc, count, eq, ilike, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_WORKING_HOURS,
  parseTimeOfDay,
  TIMETABLE_MESSAGES as M,
  type availabilityQuery,
  type availableCabinetsQuery,
  type Cabinet,
  type CabinetInput,
  type CabinetUpdateInput,
  type cabinetsListQuery,
  type Lesson,
} from '@diary/common';
import type { Database } from '../../db/client';
import { isReferenceViolation, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors';
import { cabinets, filialInfo, filials, schedules, type CabinetRow, type FilialRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import { containsPattern } from '../../http/pagination';
import { findLessons, overlapping, timeOverlaps, toCabinetRef } from '../schedule/lessons.repository';

export type CabinetsListQuery = z.output<typeof cabinetsListQuery>;
export type AvailabilityQuery = z.output<typeof availabilityQuery>;
export type AvailableCabinetsQuery = z.output<typeof availableCabinetsQuery>;

interface Include {
  filial?: boolean;
  schedules?: boolean;
}

function toCabinet(row: CabinetRow, filial: FilialRow | null, include: Include, lessons: Lesson[]): Cabinet {
  return {
    ...toCabinetRef(row),
    createdAt: row.createdAt.toISOString(),
    ...(include.filial ? { filial: filial ? { id: filial.id, name: filial.name, isArchived: filial.isArchived } : null } : {}),
    ...(include.schedules ? { schedules: lessons.filter((lesson) => lesson.cabinet_id === row.id) } : {}),
  };
}

/** Cabinets matching the condition, by name; with their branch and their non-archived lessons when asked. */
export async function findCabinets(db: Database, where: SQL | undefined, include: Include = {}): Promise<Cabinet[]> {
  const rows = await db
    .select({ cabinet: cabinets, filial: filials })
    .from(cabinets)
    .leftJoin(filials, eq(filials.id, cabinets.filialId))
    .where(where)
    .orderBy(asc(cabinets.name), asc(cabinets.id));
  const ids = rows.map((row) => row.cabinet.id);
  const lessons =
    include.schedules && ids.length ? await findLessons(db, and(inArray(schedules.cabinetId, ids), not(schedules.isArchived))) : [];
  return rows.map(({ cabinet, filial }) => toCabinet(cabinet, filial, include, lessons));
}

export function listCabinets(db: Database, query: CabinetsListQuery): Promise<Cabinet[]> {
  const filialId = query.filialId ?? query.filial_id;
  return findCabinets(
    db,
    and(
      eq(cabinets.isArchived, query.isArchived ?? false),
      filialId === undefined ? undefined : eq(cabinets.filialId, filialId),
      query.name ? ilike(cabinets.name, containsPattern(query.name)) : undefined,
    ),
    { filial: query.includeFilial, schedules: query.includeSchedules },
  );
}

export async function cabinetsOfFilial(db: Database, filialId: number): Promise<Cabinet[]> {
  const [filial] = await db.select({ id: filials.id }).from(filials).where(eq(filials.id, filialId));
  if (!filial) throw notFound(M.filialNotFound);
  return findCabinets(db, and(eq(cabinets.filialId, filialId), not(cabinets.isArchived)));
}

export async function getCabinet(db: Database, id: number, includeRelations = false): Promise<Cabinet> {
  const [cabinet] = await findCabinets(db, eq(cabinets.id, id), { filial: includeRelations, schedules: includeRelations });
  if (!cabinet) throw notFound(M.cabinetNotFound);
  return cabinet;
}

/** A write naming a branch that does not exist: the foreign key refuses it. */
function filialMissing(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
    throw badRequest(M.filialNotFound, [{ path: 'filial_id', message: M.filialNotFound }]);
  throw error;
}

export async function createCabinet(db: Database, input: CabinetInput): Promise<Cabinet> {
  const [row] = await db
    .insert(cabinets)
    .values({ name: input.name, filialId: input.filial_id, quantity: input.quantity, color: input.color })
    .returning({ id: cabinets.id })
    .catch(filialMissing);
  if (!row) throw notFound(M.cabinetNotFound);
  return getCabinet(db, row.id);
}

async function setFields(db: Database, id: number, changes: Partial<typeof cabinets.$inferInsert>): Promise<Cabinet> {
  const [row] = await db.update(cabinets).set(changes).where(eq(cabinets.id, id)).returning({ id: cabinets.id }).catch(filialMissing);
  if (!row) throw notFound(M.cabinetNotFound);
  return getCabinet(db, row.id);
}

export function updateCabinet(db: Database, id: number, input: CabinetUpdateInput): Promise<Cabinet> {
  const changes = { name: input.name, filialId: input.filial_id, quantity: input.quantity, color: input.color };
  if (Object.values(changes).every((value) => value === undefined)) return getCabinet(db, id);
  return setFields(db, id, changes);
}

/** Archived cabinets leave the timetable; their lessons stay (and keep their times) until restored. */
export const archiveCabinet = (db: Database, id: number) => setFields(db, id, { isArchived: true });
export const restoreCabinet = (db: Database, id: number) => setFields(db, id, { isArchived: false });

/** DELETE /cabinets/:id/force: refused (409) while any lesson, archived or not, is in it. */
export async function deleteCabinet(db: Database, id: number): Promise<Cabinet> {
  const cabinet = await getCabinet(db, id);
  const [row] = await db
    .delete(cabinets)
    .where(eq(cabinets.id, id))
    .returning({ id: cabinets.id })
    .catch((error: unknown) => {
      if (isReferenceViolation(error)) throw conflict(M.cabinetHasLessons);
      throw error;
    });
  if (!row) throw notFound(M.cabinetNotFound);
  return cabinet;
}

// ——— availability ———

export async function cabinetAvailability(db: Database, id: number, query: AvailabilityQuery) {
  await getCabinet(db, id);
  const conflicts = await findLessons(
    db,
    and(
      overlapping(id, query.dayOfWeek, query.timeStart, query.timeStart + query.durationMinutes),
      query.excludeScheduleId ? ne(schedules.id, query.excludeScheduleId) : undefined,
    ),
  );
  return { cabinet_id: id, isAvailable: conflicts.length === 0, conflicts };
}

/** GET /cabinets/available: non-archived cabinets of non-archived branches free for the whole slot. */
export function availableCabinets(db: Database, query: AvailableCabinetsQuery): Promise<Cabinet[]> {
  const filialId = query.filialId ?? query.filial_id;
  const end = query.timeStart + query.durationMinutes;
  const busy = db
    .select({ id: schedules.cabinetId })
    .from(schedules)
    .where(
      and(
        eq(schedules.dayOfWeek, query.dayOfWeek),
        not(schedules.isArchived),
        timeOverlaps(query.timeStart, end),
        query.excludeScheduleId ? ne(schedules.id, query.excludeScheduleId) : undefined,
      ),
    );
  return findCabinets(
    db,
    and(
      not(cabinets.isArchived),
      not(filials.isArchived),
      filialId === undefined ? undefined : eq(cabinets.filialId, filialId),
      not(inArray(cabinets.id, busy)),
    ),
    { filial: true },
  );
}

// ——— statistics ———

/** GET /cabinets/stats/summary: counts and capacity of cabinets (of one branch with filialId). */
export async function cabinetsSummary(db: Database, filialId?: number) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where not ${cabinets.isArchived})::int`,
      archived: sql<number>`count(*) filter (where ${cabinets.isArchived})::int`,
      totalCapacity: sql<number>`coalesce(sum(${cabinets.quantity}) filter (where not ${cabinets.isArchived}), 0)::int`,
    })
    .from(cabinets)
    .where(filialId === undefined ? undefined : eq(cabinets.filialId, filialId));
  const active = row?.active ?? 0;
  const totalCapacity = row?.totalCapacity ?? 0;
  return {
    filialId: filialId ?? null,
    total: row?.total ?? 0,
    active,
    archived: row?.archived ?? 0,
    totalCapacity,
    averageCapacity: active ? Math.round((totalCapacity / active) * 100) / 100 : 0,
  };
}

const minutesOr = (value: number | null, fallback: string) => value ?? parseTimeOfDay(fallback) ?? 0;

/**
 * GET /cabinets/utilization/stats: for each non-archived cabinet, its lessons' minutes per week
 * against its branch's open minutes per week (the branch's hours, 08:00–20:00 when not set, × 7).
 */
export async function cabinetsUtilization(db: Database, filialId?: number) {
  const rows = await db
    .select({
      cabinet: cabinets,
      filialName: filials.name,
      timeStart: filialInfo.timeStartMin,
      timeEnd: filialInfo.timeEndMin,
      lessons: sql<number>`(select count(*) from ${schedules} where ${schedules.cabinetId} = ${cabinets.id} and not ${schedules.isArchived})::int`,
      minutes: sql<number>`(select coalesce(sum(${schedules.durationMinutes}), 0) from ${schedules} where ${schedules.cabinetId} = ${cabinets.id} and not ${schedules.isArchived})::int`,
    })
    .from(cabinets)
    .innerJoin(filials, eq(filials.id, cabinets.filialId))
    .leftJoin(filialInfo, eq(filialInfo.filialId, cabinets.filialId))
    .where(and(not(cabinets.isArchived), filialId === undefined ? undefined : eq(cabinets.filialId, filialId)))
    .orderBy(asc(filials.name), asc(cabinets.name), asc(cabinets.id));
  return rows.map(({ cabinet, filialName, timeStart, timeEnd, lessons, minutes }) => {
    const open =
      Math.max(minutesOr(timeEnd, DEFAULT_WORKING_HOURS.time_end) - minutesOr(timeStart, DEFAULT_WORKING_HOURS.time_start), 0) * 7;
    return {
      cabinet_id: cabinet.id,
      name: cabinet.name,
      filial_id: cabinet.filialId,
      filialName,
      quantity: cabinet.quantity,
      lessons,
      minutes,
      availableMinutes: open,
      utilization: open ? Math.round((minutes / open) * 10000) / 100 : 0,
    };
  });
}
