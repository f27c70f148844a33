import { and, count, eq, inArray, not } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TIMETABLE_MESSAGES as M,
  type CheckConflictsAnswer,
  type Clash,
  type CheckConflictsInput,
  type Lesson,
  type scheduleListQuery,
} from '@diary/common';
import type { Database } from '../../db/client';
import { cabinets, classes, scheduleStudents, schedules } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { findClashes } from './clashes';
import { requireStudents, requireTeacher } from './lesson-checks';
import { activeCabinetsOf, findLesson, findLessons, findOverlapping } from './lessons.repository';

export type ScheduleListQuery = z.output<typeof scheduleListQuery>;

export async function getLesson(db: Database, id: number): Promise<Lesson> {
  const lesson = await findLesson(db, id);
  if (!lesson) throw notFound(M.lessonNotFound);
  return lesson;
}

/** 404 unless the lesson exists (archived or not), without reading it whole. */
export async function requireLesson(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: schedules.id }).from(schedules).where(eq(schedules.id, id));
  if (!row) throw notFound(M.lessonNotFound);
}

export async function listLessons(db: Database, query: ScheduleListQuery): Promise<Lesson[]> {
  const filialId = query.filialId ?? query.filial_id;
  return findLessons(
    db,
    and(
      eq(schedules.isArchived, query.isArchived ?? false),
      query.class_id === undefined ? undefined : eq(schedules.classId, query.class_id),
      query.cabinet_id === undefined ? undefined : eq(schedules.cabinetId, query.cabinet_id),
      query.day_of_week === undefined ? undefined : eq(schedules.dayOfWeek, query.day_of_week),
      filialId === undefined ? undefined : inArray(schedules.cabinetId, activeCabinetsOf(db, filialId)),
    ),
  );
}

/** Non-archived lessons of a day, optionally only those in a branch's non-archived cabinets. */
export function lessonsOfDay(db: Database, day: number, filialId?: number): Promise<Lesson[]> {
  return findLessons(
    db,
    and(
      eq(schedules.dayOfWeek, day),
      not(schedules.isArchived),
      filialId === undefined ? undefined : inArray(schedules.cabinetId, activeCabinetsOf(db, filialId)),
    ),
  );
}

export async function lessonsOfCabinetDay(db: Database, cabinetId: number, day: number): Promise<Lesson[]> {
  const [cabinet] = await db.select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.id, cabinetId));
  if (!cabinet) throw notFound(M.cabinetNotFound);
  return findLessons(db, and(eq(schedules.cabinetId, cabinetId), eq(schedules.dayOfWeek, day), not(schedules.isArchived)));
}

export async function lessonsOfClassDay(db: Database, classId: number, day: number): Promise<Lesson[]> {
  const [found] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!found) throw notFound(M.classNotFound);
  return findLessons(db, and(eq(schedules.classId, classId), eq(schedules.dayOfWeek, day), not(schedules.isArchived)));
}

/**
 * POST /schedule/check-conflicts: the lessons in the cabinet then, and every clash (cabinet, teacher,
 * students). Its reads do not depend on one another: the route only reads, outside a transaction
 * (readOnly), so they go out together, each on a connection of the pool (one round trip's wait on
 * PostgreSQL instead of four; PGlite runs them one after another).
 */
export async function checkConflicts(db: Database, input: CheckConflictsInput): Promise<CheckConflictsAnswer> {
  const studentIds = input.student_ids ?? [];
  const at = {
    cabinetId: input.cabinet_id ?? null,
    dayOfWeek: input.day_of_week,
    startMin: input.time_start,
    durationMinutes: input.duration_minutes,
    excludeId: input.exclude_schedule_id ?? undefined,
  };
  const [conflicts, clashes] = await Promise.all([
    at.cabinetId === null
      ? []
      : findOverlapping(db, { ...at, cabinetId: at.cabinetId, start: at.startMin, end: at.startMin + at.durationMinutes }),
    // The cabinet's clashes are the lessons read above: the rule is asked about the people only.
    findClashes(db, { ...at, cabinetId: null, teacherId: input.teacher_id ?? null, studentIds }),
    input.teacher_id == null ? undefined : requireTeacher(db, input.teacher_id),
    requireStudents(db, studentIds, 'student_ids'),
  ]);
  const inCabinet = [...conflicts]
    .sort((a, b) => a.id - b.id)
    .map((lesson): Clash => ({ kind: 'cabinet', lessonId: lesson.id, personId: null }));
  return { hasConflicts: inCabinet.length + clashes.length > 0, conflicts, clashes: [...inCabinet, ...clashes] };
}

export async function studentCount(db: Database, lessonId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scheduleStudents).where(eq(scheduleStudents.scheduleId, lessonId));
  return row?.n ?? 0;
}

/** The ids of a lesson's students. */
export async function studentIdsOf(db: Database, lessonId: number): Promise<number[]> {
  const rows = await db.select({ id: scheduleStudents.studentId }).from(scheduleStudents).where(eq(scheduleStudents.scheduleId, lessonId));
  return rows.map((row) => row.id);
}
