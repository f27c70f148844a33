import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  formatTimeOfDay,
  LATENESS_MESSAGES,
  latenessTimesError,
  type LatenessExportQuery,
  type LatenessInput,
  type LatenessListQuery,
  type LatenessUpdate,
  type TeacherLateness,
  type TeacherLatenessPage,
} from '@diary/common';
import type { Database } from '../../db/client';
import { teacherLateness } from '../../db/schema';
import { badRequest, notFound } from '../../errors/app-error';
import { pageWindow, readPage } from '../../http/pagination';
import { requireRoleOf, teacherColumns, teacherUser } from '../../db/people';

const M = LATENESS_MESSAGES;

export const selectLateness = (db: Database) =>
  db
    .select({
      id: teacherLateness.id,
      userId: teacherLateness.userId,
      incidentDate: teacherLateness.incidentDate,
      plannedMin: teacherLateness.plannedMin,
      actualMin: teacherLateness.actualMin,
      isArchived: teacherLateness.isArchived,
      createdAt: teacherLateness.createdAt,
      user: teacherColumns,
    })
    .from(teacherLateness)
    .innerJoin(teacherUser, eq(teacherUser.id, teacherLateness.userId))
    .$dynamic();

export type LatenessRecord = Awaited<ReturnType<ReturnType<typeof selectLateness>['execute']>>[number];

/** Times as HH:MM and the delay in minutes: actual − planned (docs/api/contract.md). */
export function toLateness(row: LatenessRecord): TeacherLateness {
  return {
    id: row.id,
    userId: row.userId,
    incidentDate: row.incidentDate,
    plannedTime: formatTimeOfDay(row.plannedMin),
    actualTime: formatTimeOfDay(row.actualMin),
    delay: row.actualMin - row.plannedMin,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
    user: row.user,
  };
}

/** The list's order: the incident date, newest first. */
export const LATENESS_ORDER = [desc(teacherLateness.incidentDate), desc(teacherLateness.id)];

/** Without isArchive the active records; isArchive=1 the archived ones. */
export function latenessConditions(filters: LatenessExportQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(teacherLateness.isArchived, filters.isArchive ?? false),
    filters.userId === undefined ? undefined : eq(teacherLateness.userId, filters.userId),
    filters.dateFrom === undefined ? undefined : gte(teacherLateness.incidentDate, filters.dateFrom),
    filters.dateTo === undefined ? undefined : lte(teacherLateness.incidentDate, filters.dateTo),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** GET /teacher-lateness: {teacherLateness, total, page, limit, totalPages}; limit 0 or -1 is one page of all. */
export async function listLateness(db: Database, query: LatenessListQuery): Promise<TeacherLatenessPage> {
  const where = and(...latenessConditions(query));
  const window = pageWindow(query);
  const { rows, total } = await readPage(query, {
    count: async () =>
      Number(
        (
          await db
            .select({ total: sql<number>`count(*)::integer` })
            .from(teacherLateness)
            .where(where)
        )[0]?.total ?? 0,
      ),
    rows: ({ limit, offset }) => {
      const page = selectLateness(db)
        .where(where)
        .orderBy(...LATENESS_ORDER)
        .offset(offset);
      return limit ? page.limit(limit) : page;
    },
  });
  const totalPages = window.limit ? Math.ceil(total / window.limit) : total > 0 ? 1 : 0;
  return { teacherLateness: rows.map(toLateness), total, page: query.page, limit: query.limit, totalPages };
}

export async function getLateness(db: Database, id: number): Promise<TeacherLateness> {
  const [row] = await selectLateness(db).where(eq(teacherLateness.id, id));
  if (!row) throw notFound(M.notFound);
  return toLateness(row);
}

const requireTeacher = (db: Database, userId: number) => requireRoleOf(db, userId, 'TEACHER', 'userId', M.teacherRequired);

function checkTimes(plannedMin: number, actualMin: number): void {
  const error = latenessTimesError(plannedMin, actualMin);
  if (error) throw badRequest(error, [{ path: 'actualTime', message: error }]);
}

/** POST /teacher-lateness — the user must be a teacher; actual later than planned. */
export function createLateness(db: Database, input: LatenessInput): Promise<TeacherLateness> {
  return db.transaction(async (tx) => {
    await requireTeacher(tx, input.userId);
    checkTimes(input.plannedTime, input.actualTime);
    const [created] = await tx
      .insert(teacherLateness)
      .values({ userId: input.userId, incidentDate: input.incidentDate, plannedMin: input.plannedTime, actualMin: input.actualTime })
      .returning({ id: teacherLateness.id });
    if (!created) throw new Error('INSERT … RETURNING returned no row');
    return getLateness(tx, created.id);
  });
}

/** PUT /teacher-lateness/:id — the fields sent; the times it ends up with must still be in order. */
export function updateLateness(db: Database, id: number, input: LatenessUpdate): Promise<TeacherLateness> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(teacherLateness).where(eq(teacherLateness.id, id)).for('update');
    if (!existing) throw notFound(M.notFound);
    if (input.userId !== undefined) await requireTeacher(tx, input.userId);
    const plannedMin = input.plannedTime ?? existing.plannedMin;
    const actualMin = input.actualTime ?? existing.actualMin;
    checkTimes(plannedMin, actualMin);
    await tx
      .update(teacherLateness)
      .set({ userId: input.userId, incidentDate: input.incidentDate, plannedMin, actualMin })
      .where(eq(teacherLateness.id, id));
    return getLateness(tx, id);
  });
}

/** POST /teacher-lateness/:id/archive — answers the record. */
export async function archiveLateness(db: Database, id: number): Promise<TeacherLateness> {
  const [row] = await db
    .update(teacherLateness)
    .set({ isArchived: true })
    .where(eq(teacherLateness.id, id))
    .returning({ id: teacherLateness.id });
  if (!row) throw notFound(M.notFound);
  return getLateness(db, id);
}

/** DELETE /teacher-lateness/:id — ADMIN, for real; answers what was deleted. */
export function deleteLateness(db: Database, id: number): Promise<TeacherLateness> {
  return db.transaction(async (tx) => {
    const existing = await getLateness(tx, id);
    await tx.delete(teacherLateness).where(eq(teacherLateness.id, id));
    return existing;
  });
}
