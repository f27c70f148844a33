import { and, asc, eq, exists, ilike, inArray, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  can,
  generateClassName,
  primaryRole,
  TIMETABLE_MESSAGES as M,
  type ClassInput,
  type ClassItem,
  type ClassRef,
  type classesListQuery,
  type ClassUpdateInput,
  type TokenUser,
} from '@diary/common';
import type { Database } from '../../db/client';
import { isReferenceViolation } from '../../db/errors';
import { classes, classSubjects, classTeachers, schedules, subjects, type ClassRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import { containsPattern } from '../../http/pagination';
import { classRefs, findLessons } from '../schedule/lessons.repository';
import { missingWithRole, peopleWithRole } from '../../db/people';

export type ClassesListQuery = z.output<typeof classesListQuery>;

/** Classes matching the condition, by name, with teachers, subjects and non-archived lessons. */
async function findClasses(db: Database, where: SQL | undefined): Promise<ClassItem[]> {
  const rows = await db.select().from(classes).where(where).orderBy(asc(classes.name), asc(classes.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const refs = await classRefs(db, ids);
  const lessons = await findLessons(db, and(inArray(schedules.classId, ids), not(schedules.isArchived)));
  return rows.map((row) => {
    const ref = refs.get(row.id);
    return {
      id: row.id,
      name: row.name,
      academic_year: row.academicYear,
      subjects: ref?.subjects ?? [],
      teachers: ref?.teachers ?? [],
      schedules: lessons.filter((lesson) => lesson.class_id === row.id),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /classes: name (contains), academic_year, teacherId. Subjects are always included (includeSubjects is accepted). */
export function listClasses(db: Database, query: ClassesListQuery): Promise<ClassItem[]> {
  return findClasses(
    db,
    and(
      query.name ? ilike(classes.name, containsPattern(query.name)) : undefined,
      query.academic_year ? eq(classes.academicYear, query.academic_year) : undefined,
      query.teacherId === undefined
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(classTeachers)
              .where(and(eq(classTeachers.classId, classes.id), eq(classTeachers.teacherId, query.teacherId))),
          ),
    ),
  );
}

export async function getClass(db: Database, id: number): Promise<ClassItem> {
  const [found] = await findClasses(db, eq(classes.id, id));
  if (!found) throw notFound(M.classNotFound);
  return found;
}

// ——— writing ———

/**
 * Who may change which class's teachers, subjects or year: staff (classes.manageAny) any class; a
 * TEACHER only a class they teach, and only so that they still teach it (they cannot hand a class
 * over and lose it). Otherwise 403 'Недостаточно прав'. Creating a class is open to every role
 * that may create one, for any teachers: the centre's teachers set up groups for colleagues.
 */
function assertMayChange(actor: TokenUser, before: readonly number[], after: readonly number[]): void {
  if (can(primaryRole(actor.roles), 'classes.manageAny')) return;
  if (!before.includes(actor.id) || !after.includes(actor.id)) throw forbidden();
}

const teacherIdsOf = (ref: ClassRef) => ref.teachers.map((teacher) => teacher.id);

/** The subjects, in the order given; 400 when one does not exist. */
async function subjectsByIds(db: Database, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length)
    throw badRequest(
      M.subjectNotFound,
      missing.map(() => ({ path: 'subject_ids', message: M.subjectNotFound })),
    );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The teachers (users with the TEACHER role), in the order given; 400 otherwise. */
async function teachersByIds(db: Database, ids: readonly number[], path = 'teacher_ids') {
  const missing = await missingWithRole(db, ids, 'TEACHER');
  if (missing.length)
    throw badRequest(
      M.teacherNotFound,
      missing.map(() => ({ path, message: M.teacherNotFound })),
    );
  return peopleWithRole(db, ids, 'TEACHER');
}

async function replaceSubjects(db: Database, classId: number, ids: readonly number[]): Promise<void> {
  await db.delete(classSubjects).where(eq(classSubjects.classId, classId));
  await db.insert(classSubjects).values(ids.map((subjectId, position) => ({ classId, subjectId, position })));
}

async function replaceTeachers(db: Database, classId: number, ids: readonly number[]): Promise<void> {
  await db.delete(classTeachers).where(eq(classTeachers.classId, classId));
  if (ids.length) await db.insert(classTeachers).values(ids.map((teacherId, position) => ({ classId, teacherId, position })));
  await releaseFormerTeachers(db, classId);
}

/** A lesson's teacher is one of its class's: lessons of a teacher who left the class have none until one is chosen. */
async function releaseFormerTeachers(db: Database, classId: number): Promise<void> {
  await db
    .update(schedules)
    .set({ teacherId: null })
    .where(
      and(
        eq(schedules.classId, classId),
        notInArray(
          schedules.teacherId,
          db.select({ id: classTeachers.teacherId }).from(classTeachers).where(eq(classTeachers.classId, classId)),
        ),
      ),
    );
}

const nameOf = (ref: Pick<ClassRef, 'teachers' | 'subjects'>, academicYear: string | null) =>
  generateClassName({ teachers: ref.teachers, subjects: ref.subjects, academic_year: academicYear });

export async function createClass(db: Database, actor: TokenUser, input: ClassInput): Promise<ClassItem> {
  const id = await db.transaction(async (tx) => {
    const subjectRows = await subjectsByIds(tx, input.subject_ids);
    const teachers = await teachersByIds(tx, input.teacher_ids);
    const academicYear = input.academic_year ?? null;
    const [row] = await tx
      .insert(classes)
      .values({ name: input.name || nameOf({ teachers, subjects: subjectRows }, academicYear), academicYear })
      .returning({ id: classes.id });
    if (!row) throw notFound(M.classNotFound);
    await replaceSubjects(tx, row.id, input.subject_ids);
    await replaceTeachers(tx, row.id, input.teacher_ids);
    return row.id;
  });
  return getClass(db, id);
}

/** The class row locked for the transaction, and whether its name is the generated one (then it follows changes). */
async function lockClass(tx: Database, id: number): Promise<{ row: ClassRow; ref: ClassRef; autoName: boolean }> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
  if (!row) throw notFound(M.classNotFound);
  const ref = (await classRefs(tx, [id])).get(id) ?? { id, name: row.name, teachers: [], subjects: [] };
  return { row, ref, autoName: row.name === nameOf(ref, row.academicYear) };
}

/** Renames a class whose name was generated, after its teachers, subjects or year changed. */
async function followName(tx: Database, id: number, sent: string | null | undefined, autoName: boolean): Promise<void> {
  if (sent) {
    await tx.update(classes).set({ name: sent }).where(eq(classes.id, id));
    return;
  }
  if (sent === undefined && !autoName) return;
  const [row] = await tx.select().from(classes).where(eq(classes.id, id));
  const ref = (await classRefs(tx, [id])).get(id);
  if (row && ref)
    await tx
      .update(classes)
      .set({ name: nameOf(ref, row.academicYear) })
      .where(eq(classes.id, id));
}

/** PATCH /classes/:id: the fields sent; subject_ids and teacher_ids replace the lists. */
export async function updateClass(db: Database, actor: TokenUser, id: number, input: ClassUpdateInput): Promise<ClassItem> {
  await db.transaction(async (tx) => {
    const { ref, autoName } = await lockClass(tx, id);
    assertMayChange(actor, teacherIdsOf(ref), input.teacher_ids ?? teacherIdsOf(ref));
    if (input.subject_ids) {
      await subjectsByIds(tx, input.subject_ids);
      await replaceSubjects(tx, id, input.subject_ids);
    }
    if (input.teacher_ids) {
      await teachersByIds(tx, input.teacher_ids);
      await replaceTeachers(tx, id, input.teacher_ids);
    }
    if (input.academic_year !== undefined) await tx.update(classes).set({ academicYear: input.academic_year }).where(eq(classes.id, id));
    await followName(tx, id, input.name, autoName);
  });
  return getClass(db, id);
}

/** POST /classes/:id/teachers: appends a teacher (409 when already there). */
export async function addTeacher(db: Database, actor: TokenUser, id: number, teacherId: number): Promise<ClassItem> {
  await db.transaction(async (tx) => {
    const { ref, autoName } = await lockClass(tx, id);
    assertMayChange(actor, teacherIdsOf(ref), [...teacherIdsOf(ref), teacherId]);
    await teachersByIds(tx, [teacherId], 'teacherId');
    if (ref.teachers.some((teacher) => teacher.id === teacherId)) throw conflict(M.teacherAlreadyInClass);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${classTeachers.position}), -1)::int` })
      .from(classTeachers)
      .where(eq(classTeachers.classId, id));
    await tx.insert(classTeachers).values({ classId: id, teacherId, position: (last?.position ?? -1) + 1 });
    await followName(tx, id, undefined, autoName);
  });
  return getClass(db, id);
}

/** DELETE /classes/:id/teachers/:teacherId: 404 when not in the class; 409 for the last one (a class needs a teacher). */
export async function removeTeacher(db: Database, actor: TokenUser, id: number, teacherId: number): Promise<ClassItem> {
  await db.transaction(async (tx) => {
    const { ref, autoName } = await lockClass(tx, id);
    assertMayChange(
      actor,
      teacherIdsOf(ref),
      teacherIdsOf(ref).filter((teacher) => teacher !== teacherId),
    );
    if (!ref.teachers.some((teacher) => teacher.id === teacherId)) throw notFound(M.teacherNotInClass);
    if (ref.teachers.length === 1) throw conflict(M.lastTeacher);
    await tx.delete(classTeachers).where(and(eq(classTeachers.classId, id), eq(classTeachers.teacherId, teacherId)));
    await releaseFormerTeachers(tx, id);
    await followName(tx, id, undefined, autoName);
  });
  return getClass(db, id);
}

/** DELETE /classes/:id: refused (409) while it has lessons, archived or not. Answers the deleted class. */
export async function deleteClass(db: Database, id: number): Promise<ClassItem> {
  const found = await getClass(db, id);
  const [row] = await db
    .delete(classes)
    .where(eq(classes.id, id))
    .returning({ id: classes.id })
    .catch((error: unknown) => {
      if (isReferenceViolation(error)) throw conflict(M.classHasLessons);
      throw error;
    });
  if (!row) throw notFound(M.classNotFound);
  return found;
}
