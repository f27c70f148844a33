import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import {
  COMPLAINT_MESSAGES,
  DEFAULT_TABLE_PAGE_SIZE,
  primaryRole,
  type Paged,
  type Complaint,
  type ComplaintAdminInput,
  type ComplaintsListQuery,
  type ComplaintsPageQuery,
  type ComplaintTeacherInput,
  type ComplaintUpdate,
  type TokenUser,
} from '@diary/common';
import type { Database } from '../../db/client';
import { complaints } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { arrayOrPage, containsPattern } from '../../http/pagination';
import { authorColumns, authorUser, requireRoleOf, studentColumns, studentUser, teacherColumns, teacherUser } from '../../db/people';

const M = COMPLAINT_MESSAGES;

export const selectComplaints = (db: Database) =>
  db
    .select({
      id: complaints.id,
      teacherId: complaints.teacherId,
      studentId: complaints.studentId,
      authorId: complaints.authorId,
      incidentDate: complaints.incidentDate,
      comment: complaints.comment,
      isArchived: complaints.isArchived,
      createdAt: complaints.createdAt,
      teacher: teacherColumns,
      // null for a teacher's complaint, which names no student.
      student: studentColumns,
      author: authorColumns,
    })
    .from(complaints)
    .innerJoin(teacherUser, eq(teacherUser.id, complaints.teacherId))
    .leftJoin(studentUser, eq(studentUser.id, complaints.studentId))
    .innerJoin(authorUser, eq(authorUser.id, complaints.authorId))
    .$dynamic();

export type ComplaintRecord = Awaited<ReturnType<ReturnType<typeof selectComplaints>['execute']>>[number];

export const toComplaint = (row: ComplaintRecord): Complaint => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The list's order: the incident date, newest first. */
export const COMPLAINT_ORDER = [desc(complaints.incidentDate), desc(complaints.id)];

export function complaintConditions(filters: Partial<ComplaintsListQuery>): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.archived !== undefined
      ? eq(complaints.isArchived, filters.archived)
      : filters.includeArchived
        ? undefined
        : eq(complaints.isArchived, false),
    filters.teacherId === undefined ? undefined : eq(complaints.teacherId, filters.teacherId),
    filters.studentId === undefined ? undefined : eq(complaints.studentId, filters.studentId),
    filters.dateFrom === undefined ? undefined : gte(complaints.incidentDate, filters.dateFrom),
    filters.dateTo === undefined ? undefined : lte(complaints.incidentDate, filters.dateTo),
    filters.q === undefined ? undefined : ilike(complaints.comment, containsPattern(filters.q)),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

export async function listComplaints(db: Database, filters: Partial<ComplaintsListQuery>): Promise<Complaint[]> {
  const rows = await selectComplaints(db)
    .where(and(...complaintConditions(filters)))
    .orderBy(...COMPLAINT_ORDER);
  return rows.map(toComplaint);
}

const SORT_COLUMNS = { incidentDate: complaints.incidentDate, createdAt: complaints.createdAt };

/**
 * GET /complaint: every match as a plain array, or with page or limit a page ({items, total});
 * by the incident date, newest first, unless sort and order say otherwise (ties by id).
 */
export function listOrPageComplaints(db: Database, query: ComplaintsPageQuery): Promise<Complaint[] | Paged<Complaint>> {
  const { page, limit, sort = 'incidentDate', order = 'desc', ...filters } = query;
  const direction = order === 'asc' ? asc : desc;
  const where = and(...complaintConditions(filters));
  return arrayOrPage(
    { page, limit },
    DEFAULT_TABLE_PAGE_SIZE,
    {
      count: async () => (await db.select({ total: count() }).from(complaints).where(where))[0]?.total ?? 0,
      rows: ({ limit: size, offset }) => {
        const rows = selectComplaints(db).where(where).orderBy(direction(SORT_COLUMNS[sort]), direction(complaints.id)).offset(offset);
        return size ? rows.limit(size) : rows;
      },
    },
    toComplaint,
  );
}

export async function getComplaint(db: Database, id: number): Promise<Complaint> {
  const [row] = await selectComplaints(db).where(eq(complaints.id, id));
  if (!row) throw notFound(M.notFound);
  return toComplaint(row);
}

async function insertComplaint(db: Database, values: typeof complaints.$inferInsert): Promise<Complaint> {
  const [created] = await db.insert(complaints).values(values).returning({ id: complaints.id });
  if (!created) throw new Error('INSERT … RETURNING returned no row');
  return getComplaint(db, created.id);
}

/**
 * POST /complaint — the student's 'Отправить жалобу' (or a teacher's) about a teacher ('Учитель с
 * таким именем не найден!…' unless one). The caller is the author; a STUDENT is also the complaint's
 * student (whatever the body says), a teacher's complaint names no student.
 */
export function sendComplaint(db: Database, actor: TokenUser, input: ComplaintTeacherInput): Promise<Complaint> {
  return db.transaction(async (tx) => {
    await requireRoleOf(tx, input.teacherId, 'TEACHER', 'teacherId', M.teacherNotFound);
    return insertComplaint(tx, {
      teacherId: input.teacherId,
      studentId: primaryRole(actor.roles) === 'STUDENT' ? actor.id : null,
      authorId: actor.id,
      incidentDate: input.incidentDate,
      comment: input.comment,
    });
  });
}

/** POST /complaint/admin — staff, naming a teacher and a student; the caller is the author. */
export function createAdminComplaint(db: Database, actor: TokenUser, input: ComplaintAdminInput): Promise<Complaint> {
  return db.transaction(async (tx) => {
    await requireRoleOf(tx, input.teacherId, 'TEACHER', 'teacherId', M.teacherRequired);
    await requireRoleOf(tx, input.studentId, 'STUDENT', 'studentId', M.studentRequired);
    return insertComplaint(tx, { ...input, authorId: actor.id });
  });
}

async function setFields(db: Database, id: number, changes: Partial<typeof complaints.$inferInsert>): Promise<Complaint> {
  const [row] = await db.update(complaints).set(changes).where(eq(complaints.id, id)).returning({ id: complaints.id });
  if (!row) throw notFound(M.notFound);
  return getComplaint(db, id);
}

/** PATCH /complaint/:id — the fields sent, under the admin form's rules; the author stays. */
export function updateComplaint(db: Database, id: number, input: ComplaintUpdate): Promise<Complaint> {
  return db.transaction(async (tx) => {
    await getComplaint(tx, id);
    if (input.teacherId !== undefined) await requireRoleOf(tx, input.teacherId, 'TEACHER', 'teacherId', M.teacherRequired);
    if (input.studentId !== undefined) await requireRoleOf(tx, input.studentId, 'STUDENT', 'studentId', M.studentRequired);
    const changes = { teacherId: input.teacherId, studentId: input.studentId, incidentDate: input.incidentDate, comment: input.comment };
    if (Object.values(changes).every((value) => value === undefined)) return getComplaint(tx, id);
    return setFields(tx, id, changes);
  });
}

export const archiveComplaint = (db: Database, id: number) => setFields(db, id, { isArchived: true });
export const unarchiveComplaint = (db: Database, id: number) => setFields(db, id, { isArchived: false });

/** DELETE /complaint/:id — ADMIN, for real (docs/product/permissions.md); answers what was deleted. */
export function deleteComplaint(db: Database, id: number): Promise<Complaint> {
  return db.transaction(async (tx) => {
    const existing = await getComplaint(tx, id);
    await tx.delete(complaints).where(eq(complaints.id, id));
    return existing;
  });
}
