import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  COMPENSATION_MESSAGES,
  DEFAULT_TABLE_PAGE_SIZE,
  type Compensation,
  type CompensationInput,
  type CompensationsListQuery,
  type CompensationsPageQuery,
  type Paged,
  type CompensationUpdate,
  type TokenUser,
} from '@diary/common';
import type { Database } from '../../db/client';
import { compensations, subjects } from '../../db/schema';
import { badRequest, notFound } from '../../errors/app-error';
import { arrayOrPage } from '../../http/pagination';
import { requireRoleOf, studentColumns, studentUser, teacherColumns, teacherUser } from '../../db/people';

const M = COMPENSATION_MESSAGES;

export const selectCompensations = (db: Database) =>
  db
    .select({
      id: compensations.id,
      teacherId: compensations.teacherId,
      studentId: compensations.studentId,
      subjectId: compensations.subjectId,
      eventDate: compensations.eventDate,
      comment: compensations.comment,
      isArchived: compensations.isArchived,
      createdAt: compensations.createdAt,
      teacher: teacherColumns,
      student: studentColumns,
      subject: { id: subjects.id, name: subjects.name },
    })
    .from(compensations)
    .innerJoin(teacherUser, eq(teacherUser.id, compensations.teacherId))
    .innerJoin(studentUser, eq(studentUser.id, compensations.studentId))
    .innerJoin(subjects, eq(subjects.id, compensations.subjectId))
    .$dynamic();

export type CompensationRecord = Awaited<ReturnType<ReturnType<typeof selectCompensations>['execute']>>[number];

export const toCompensation = (row: CompensationRecord): Compensation => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The list's order: the date of what happened, newest first. */
export const COMPENSATION_ORDER = [desc(compensations.eventDate), desc(compensations.id)];

/** The list's and the export's filters; without includeArchived only the active ones, with archived only those. */
export function compensationConditions(filters: Partial<CompensationsListQuery>): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.archived !== undefined
      ? eq(compensations.isArchived, filters.archived)
      : filters.includeArchived
        ? undefined
        : eq(compensations.isArchived, false),
    filters.teacherId === undefined ? undefined : eq(compensations.teacherId, filters.teacherId),
    filters.studentId === undefined ? undefined : eq(compensations.studentId, filters.studentId),
    filters.subjectId === undefined ? undefined : eq(compensations.subjectId, filters.subjectId),
    filters.dateFrom === undefined ? undefined : gte(compensations.eventDate, filters.dateFrom),
    filters.dateTo === undefined ? undefined : lte(compensations.eventDate, filters.dateTo),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

export async function listCompensations(db: Database, filters: Partial<CompensationsListQuery>): Promise<Compensation[]> {
  const rows = await selectCompensations(db)
    .where(and(...compensationConditions(filters)))
    .orderBy(...COMPENSATION_ORDER);
  return rows.map(toCompensation);
}

const SORT_COLUMNS = { eventDate: compensations.eventDate, createdAt: compensations.createdAt };

/**
 * GET /compensation: every match as a plain array, or with page or limit a page ({items, total});
 * by the date of what happened, newest first, unless sort and order say otherwise (ties by id).
 */
export function listOrPageCompensations(db: Database, query: CompensationsPageQuery): Promise<Compensation[] | Paged<Compensation>> {
  const { page, limit, sort = 'eventDate', order = 'desc', ...filters } = query;
  const direction = order === 'asc' ? asc : desc;
  const where = and(...compensationConditions(filters));
  return arrayOrPage(
    { page, limit },
    DEFAULT_TABLE_PAGE_SIZE,
    {
      count: async () => (await db.select({ total: count() }).from(compensations).where(where))[0]?.total ?? 0,
      rows: ({ limit: size, offset }) => {
        const rows = selectCompensations(db)
          .where(where)
          .orderBy(direction(SORT_COLUMNS[sort]), direction(compensations.id))
          .offset(offset);
        return size ? rows.limit(size) : rows;
      },
    },
    toCompensation,
  );
}

export async function getCompensation(db: Database, id: number): Promise<Compensation> {
  const [row] = await selectCompensations(db).where(eq(compensations.id, id));
  if (!row) throw notFound(M.notFound);
  return toCompensation(row);
}

/** The people and the subject a compensation names: a TEACHER, a STUDENT and an existing subject (docs/product/rules.md). */
async function checkReferences(db: Database, refs: { teacherId?: number; studentId?: number; subjectId?: number }): Promise<void> {
  if (refs.teacherId !== undefined) await requireRoleOf(db, refs.teacherId, 'TEACHER', 'teacherId', M.teacherRequired);
  if (refs.studentId !== undefined) await requireRoleOf(db, refs.studentId, 'STUDENT', 'studentId', M.studentRequired);
  if (refs.subjectId !== undefined) {
    const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, refs.subjectId));
    if (!subject) throw badRequest(M.subjectRequired, [{ path: 'subjectId', message: M.subjectRequired }]);
  }
}

/** POST /compensation — the teacher defaults to the caller (docs/product/permissions.md), who must then be a teacher. */
export function createCompensation(db: Database, actor: TokenUser, input: CompensationInput): Promise<Compensation> {
  return db.transaction(async (tx) => {
    const teacherId = input.teacherId ?? actor.id;
    await checkReferences(tx, { teacherId, studentId: input.studentId, subjectId: input.subjectId });
    const [created] = await tx
      .insert(compensations)
      .values({ teacherId, studentId: input.studentId, subjectId: input.subjectId, eventDate: input.eventDate, comment: input.comment })
      .returning({ id: compensations.id });
    if (!created) throw new Error('INSERT … RETURNING returned no row');
    return getCompensation(tx, created.id);
  });
}

async function setFields(db: Database, id: number, changes: Partial<typeof compensations.$inferInsert>): Promise<Compensation> {
  const [row] = await db.update(compensations).set(changes).where(eq(compensations.id, id)).returning({ id: compensations.id });
  if (!row) throw notFound(M.notFound);
  return getCompensation(db, id);
}

/** PATCH /compensation/:id — the fields sent, under the create rules. */
export function updateCompensation(db: Database, id: number, input: CompensationUpdate): Promise<Compensation> {
  return db.transaction(async (tx) => {
    await getCompensation(tx, id);
    await checkReferences(tx, input);
    const changes = {
      teacherId: input.teacherId,
      studentId: input.studentId,
      subjectId: input.subjectId,
      eventDate: input.eventDate,
      comment: input.comment,
    };
    if (Object.values(changes).every((value) => value === undefined)) return getCompensation(tx, id);
    return setFields(tx, id, changes);
  });
}

export const archiveCompensation = (db: Database, id: number) => setFields(db, id, { isArchived: true });
export const unarchiveCompensation = (db: Database, id: number) => setFields(db, id, { isArchived: false });

/** DELETE /compensation/:id — ADMIN, for real; answers what was deleted. */
export function deleteCompensation(db: Database, id: number): Promise<Compensation> {
  return db.transaction(async (tx) => {
    const existing = await getCompensation(tx, id);
    await tx.delete(compensations).where(eq(compensations.id, id));
    return existing;
  });
}
