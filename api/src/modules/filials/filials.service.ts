import { and, asc, eq, ilike, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_WORKING_HOURS,
  formatTimeOfDay,
  parseTimeOfDay,
  TIMETABLE_MESSAGES as M,
  weekdayOf,
  workingDays,
  type Cabinet,
  type Filial,
  type FilialInfo,
  type FilialInfoInput,
  type FilialInfoUpdateInput,
  type FilialInput,
  type filialsListQuery,
  type FilialUpdateInput,
} from '@diary/common';
import type { Database } from '../../db/client';
import { isReferenceViolation, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { cabinets, filialInfo, filials, type FilialInfoRow, type FilialRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import { containsPattern } from '../../http/pagination';
import { findCabinets } from '../cabinets/cabinets.service';

export type FilialsListQuery = z.output<typeof filialsListQuery>;

const time = (minutes: number | null) => (minutes === null ? null : formatTimeOfDay(minutes));

export const toFilialInfo = (row: FilialInfoRow): FilialInfo => ({
  id: row.id,
  filial_id: row.filialId,
  city: row.city,
  street: row.street,
  time_start: time(row.timeStartMin),
  time_end: time(row.timeEndMin),
  work_schedule: row.workSchedule,
  createdAt: row.createdAt.toISOString(),
});

interface Include {
  info?: boolean;
  cabinets?: boolean;
}

function toFilial(row: FilialRow, info: FilialInfoRow | null, include: Include, allCabinets: Cabinet[]): Filial {
  const dto = info ? toFilialInfo(info) : null;
  return {
    id: row.id,
    name: row.name,
    isArchived: row.isArchived,
    active: !row.isArchived,
    createdAt: row.createdAt.toISOString(),
    // docs/product/data.md names the info both ways; both are answered.
    ...(include.info === false ? {} : { info: dto, filialInfo: dto }),
    ...(include.cabinets ? { cabinets: allCabinets.filter((cabinet) => cabinet.filial_id === row.id) } : {}),
  };
}

/** Branches matching the condition, by name; with info unless turned off, and active cabinets when asked. */
async function findFilials(db: Database, where: SQL | undefined, include: Include = {}): Promise<Filial[]> {
  const rows = await db
    .select({ filial: filials, info: filialInfo })
    .from(filials)
    .leftJoin(filialInfo, eq(filialInfo.filialId, filials.id))
    .where(where)
    .orderBy(asc(filials.name), asc(filials.id));
  const ids = rows.map((row) => row.filial.id);
  const allCabinets =
    include.cabinets && ids.length ? await findCabinets(db, and(inArray(cabinets.filialId, ids), not(cabinets.isArchived))) : [];
  return rows.map(({ filial, info }) => toFilial(filial, info, include, allCabinets));
}

export function listFilials(db: Database, query: FilialsListQuery): Promise<Filial[]> {
  return findFilials(
    db,
    and(
      eq(filials.isArchived, query.isArchived ?? false),
      query.name ? ilike(filials.name, containsPattern(query.name)) : undefined,
      query.city ? ilike(filialInfo.city, containsPattern(query.city)) : undefined,
    ),
    { info: query.includeInfo ?? true, cabinets: query.includeCabinets },
  );
}

/** GET /filials/city/:city: active branches of that city (case-insensitive). */
export function filialsOfCity(db: Database, city: string): Promise<Filial[]> {
  return findFilials(db, and(not(filials.isArchived), sql`lower(${filialInfo.city}) = lower(${city})`));
}

export async function getFilial(db: Database, id: number, includeRelations = false): Promise<Filial> {
  const [filial] = await findFilials(db, eq(filials.id, id), { cabinets: includeRelations });
  if (!filial) throw notFound(M.filialNotFound);
  return filial;
}

// ——— writing ———

type InfoFields = Omit<FilialInfoUpdateInput, 'address'>;

/** The info columns sent (undefined: not sent; null: cleared). */
const infoChanges = (input: InfoFields) => ({
  city: input.city,
  street: input.street,
  timeStartMin: input.time_start,
  timeEndMin: input.time_end,
  workSchedule: input.work_schedule,
});

/**
 * Writes a branch's info: updates the row when there is one, otherwise creates it, but only when
 * at least one field is filled (docs/product/rules.md). One statement, so concurrent writers cannot make two.
 */
async function upsertInfo(db: Database, filialId: number, input: InfoFields): Promise<void> {
  const changes = infoChanges(input);
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(sent).length === 0) return;
  const filled = Object.values(sent).some((value) => value !== null);
  if (!filled) {
    await db.update(filialInfo).set(sent).where(eq(filialInfo.filialId, filialId));
    return;
  }
  await db
    .insert(filialInfo)
    .values({ filialId, ...sent })
    .onConflictDoUpdate({ target: filialInfo.filialId, set: sent });
}

/** Closing after opening, also when only one of the two is sent and the other is stored. */
async function checkHours(db: Database, filialId: number): Promise<void> {
  const [row] = await db.select().from(filialInfo).where(eq(filialInfo.filialId, filialId));
  if (row?.timeStartMin != null && row.timeEndMin != null && row.timeEndMin <= row.timeStartMin) {
    throw badRequest(M.closingBeforeOpening, [{ path: 'time_end', message: M.closingBeforeOpening }]);
  }
}

export async function createFilial(db: Database, input: FilialInput): Promise<Filial> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(filials).values({ name: input.name }).returning({ id: filials.id });
    if (!row) throw notFound(M.filialNotFound);
    await upsertInfo(tx, row.id, input);
    return row.id;
  });
  return getFilial(db, id);
}

/** PUT /filials/:id: the name and the info fields sent (the info is created when missing). */
export async function updateFilial(db: Database, id: number, input: FilialUpdateInput): Promise<Filial> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: filials.id }).from(filials).where(eq(filials.id, id)).for('update');
    if (!row) throw notFound(M.filialNotFound);
    if (input.name !== undefined) await tx.update(filials).set({ name: input.name }).where(eq(filials.id, id));
    await upsertInfo(tx, id, input);
    await checkHours(tx, id);
  });
  return getFilial(db, id);
}

function filialMissing(error: unknown): never {
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw notFound(M.filialNotFound);
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(M.filialInfoExists);
  throw error;
}

/** POST /filials/info: the info of a branch that has none (409 when it has; PUT /filials/:id/info changes it). */
export async function createFilialInfo(db: Database, input: FilialInfoInput): Promise<FilialInfo> {
  const [row] = await db
    .insert(filialInfo)
    .values({ filialId: input.filial_id, ...infoChanges(input) })
    .returning()
    .catch(filialMissing);
  if (!row) throw notFound(M.filialNotFound);
  return toFilialInfo(row);
}

/** PUT /filials/:id/info: the fields sent; the info is created when missing. Answers the branch. */
export function updateFilialInfo(db: Database, id: number, input: FilialInfoUpdateInput): Promise<Filial> {
  return updateFilial(db, id, input);
}

async function setArchived(db: Database, id: number, isArchived: boolean): Promise<Filial> {
  const [row] = await db.update(filials).set({ isArchived }).where(eq(filials.id, id)).returning({ id: filials.id });
  if (!row) throw notFound(M.filialNotFound);
  return getFilial(db, id);
}

export const archiveFilial = (db: Database, id: number) => setArchived(db, id, true);
export const restoreFilial = (db: Database, id: number) => setArchived(db, id, false);

/**
 * DELETE /filials/:id/force: the branch with its info and cabinets, in one statement (cascade);
 * refused (409) while any of its cabinets holds a lesson, archived or not.
 */
export async function deleteFilial(db: Database, id: number): Promise<Filial> {
  const filial = await getFilial(db, id);
  const [row] = await db
    .delete(filials)
    .where(eq(filials.id, id))
    .returning({ id: filials.id })
    .catch((error: unknown) => {
      if (isReferenceViolation(error)) throw conflict(M.filialHasLessons);
      throw error;
    });
  if (!row) throw notFound(M.filialNotFound);
  return filial;
}

// ——— hours ———

interface Hours {
  start: number;
  end: number;
  isDefault: boolean;
}

function hoursOf(info: FilialInfo | null | undefined): Hours {
  const start = info?.time_start ? parseTimeOfDay(info.time_start) : null;
  const end = info?.time_end ? parseTimeOfDay(info.time_end) : null;
  return {
    start: start ?? parseTimeOfDay(DEFAULT_WORKING_HOURS.time_start) ?? 0,
    end: end ?? parseTimeOfDay(DEFAULT_WORKING_HOURS.time_end) ?? 0,
    isDefault: start === null || end === null,
  };
}

/** GET /filials/:id/working-hours: the branch's hours, 08:00–20:00 (isDefault) when not set. */
export async function workingHours(db: Database, id: number) {
  const filial = await getFilial(db, id);
  const hours = hoursOf(filial.info);
  return {
    filial_id: id,
    time_start: formatTimeOfDay(hours.start),
    time_end: formatTimeOfDay(hours.end),
    work_schedule: filial.info?.work_schedule ?? null,
    isDefault: hours.isDefault,
  };
}

/**
 * GET /filials/:id/is-working?time=HH:MM: whether the branch is open at that time (opening time
 * included, closing time not). Without a time: now, on today's weekday (by the schedule text).
 */
export async function isWorking(
  db: Database,
  id: number,
  time: number | null | undefined,
  now = new Date(),
): Promise<{ isWorking: boolean }> {
  const filial = await getFilial(db, id);
  if (filial.isArchived) return { isWorking: false };
  const hours = hoursOf(filial.info);
  const at = time ?? now.getHours() * 60 + now.getMinutes();
  if (time == null) {
    const days = workingDays(filial.info?.work_schedule);
    if (days && !days.includes(weekdayOf(now.getDay()))) return { isWorking: false };
  }
  return { isWorking: at >= hours.start && at < hours.end };
}

/** GET /filials/working-day/:day: active branches working that weekday (a schedule naming no days: every day). */
export async function filialsWorkingOn(db: Database, day: number): Promise<Filial[]> {
  const active = await findFilials(db, not(filials.isArchived));
  return active.filter((filial) => {
    const days = workingDays(filial.info?.work_schedule);
    return days === null || (days as number[]).includes(day);
  });
}
