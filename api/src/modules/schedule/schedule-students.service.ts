import { and, eq, exists, inArray, not } from 'drizzle-orm';
import { TIMETABLE_MESSAGES as M, type Lesson, type PersonRef } from '@diary/common';
import type { Database } from '../../db/client';
import { scheduleStudents, schedules, type ScheduleRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import { missingWithRole } from '../../db/people';
import { lockPeople, placementOf, refuseClashes } from './clashes';
import { findLessons, studentsOf } from './lessons.repository';
import { requireStudents } from './lesson-checks';
import { getLesson, requireLesson, studentCount } from './lesson-reads';
import { lockLesson, retryingTransaction } from './write-transactions';

/*
 * Enrolment. Every change locks the lesson's row first, so concurrent enrolments of one lesson
 * queue up and the count they check is the count they write against: never beyond the places.
 * - A single add of a student already enrolled: 409. A bulk add skips those already enrolled
 *   (idempotent, so a form can send its whole selection) and adds the rest, or nothing (409)
 *   when they do not fit.
 * - A single removal of a student not enrolled: 404. A bulk removal removes those enrolled.
 */

function noRoomFor(totalPlaces: number, enrolled: number, adding: number): boolean {
  return totalPlaces > 0 && enrolled + adding > totalPlaces;
}

export async function addStudent(db: Database, id: number, studentId: number): Promise<Lesson> {
  return retryingTransaction(db, M.lessonBusy, async (tx) => {
    const lesson = await lockLesson(tx, id);
    if ((await missingWithRole(tx, [studentId], 'STUDENT')).length) throw notFound(M.studentNotFound);
    const [present] = await tx
      .select({ id: scheduleStudents.studentId })
      .from(scheduleStudents)
      .where(and(eq(scheduleStudents.scheduleId, id), eq(scheduleStudents.studentId, studentId)));
    if (present) throw conflict(M.studentAlreadyInLesson);
    if (noRoomFor(lesson.totalPlaces, await studentCount(tx, id), 1)) throw conflict(M.noFreePlaces);
    await refuseBusyStudents(tx, lesson, [studentId]);
    await tx.insert(scheduleStudents).values({ scheduleId: id, studentId });
    return getLesson(tx, id);
  });
}

/** 409 when a student is in another lesson at the lesson's time (an archived lesson clashes with nothing). */
async function refuseBusyStudents(tx: Database, lesson: ScheduleRow, studentIds: number[]): Promise<void> {
  if (lesson.isArchived || studentIds.length === 0) return;
  await lockPeople(tx, studentIds);
  await refuseClashes(tx, { ...placementOf(lesson), cabinetId: null, teacherId: null, studentIds }, M.personBusy);
}

export async function removeStudent(db: Database, id: number, studentId: number): Promise<Lesson> {
  return retryingTransaction(db, M.lessonBusy, async (tx) => {
    await lockLesson(tx, id);
    const removed = await tx
      .delete(scheduleStudents)
      .where(and(eq(scheduleStudents.scheduleId, id), eq(scheduleStudents.studentId, studentId)))
      .returning({ id: scheduleStudents.studentId });
    if (removed.length === 0) throw notFound(M.studentNotInLesson);
    return getLesson(tx, id);
  });
}

function sameLesson(id: number, scheduleId: number | undefined): void {
  if (scheduleId !== undefined && scheduleId !== id) {
    throw badRequest(M.scheduleIdMismatch, [{ path: 'scheduleId', message: M.scheduleIdMismatch }]);
  }
}

export async function addStudents(db: Database, id: number, studentIds: number[], scheduleId?: number): Promise<Lesson> {
  sameLesson(id, scheduleId);
  return retryingTransaction(db, M.lessonBusy, async (tx) => {
    const lesson = await lockLesson(tx, id);
    await requireStudents(tx, studentIds, 'studentIds');
    const present = new Set(
      (await tx.select({ id: scheduleStudents.studentId }).from(scheduleStudents).where(eq(scheduleStudents.scheduleId, id))).map(
        (row) => row.id,
      ),
    );
    const adding = studentIds.filter((studentId) => !present.has(studentId));
    if (noRoomFor(lesson.totalPlaces, present.size, adding.length)) throw conflict(M.noFreePlaces);
    await refuseBusyStudents(tx, lesson, adding);
    if (adding.length) await tx.insert(scheduleStudents).values(adding.map((studentId) => ({ scheduleId: id, studentId })));
    return getLesson(tx, id);
  });
}

export async function removeStudents(db: Database, id: number, studentIds: number[], scheduleId?: number): Promise<Lesson> {
  sameLesson(id, scheduleId);
  return retryingTransaction(db, M.lessonBusy, async (tx) => {
    await lockLesson(tx, id);
    await tx.delete(scheduleStudents).where(and(eq(scheduleStudents.scheduleId, id), inArray(scheduleStudents.studentId, studentIds)));
    return getLesson(tx, id);
  });
}

export async function listStudents(db: Database, id: number): Promise<PersonRef[]> {
  await requireLesson(db, id);
  return (await studentsOf(db, [id])).get(id) ?? [];
}

export async function countStudents(db: Database, id: number): Promise<{ count: number }> {
  await requireLesson(db, id);
  return { count: await studentCount(db, id) };
}

export async function isInLesson(db: Database, id: number, studentId: number): Promise<{ isInSchedule: boolean }> {
  await requireLesson(db, id);
  const [row] = await db
    .select({ id: scheduleStudents.studentId })
    .from(scheduleStudents)
    .where(and(eq(scheduleStudents.scheduleId, id), eq(scheduleStudents.studentId, studentId)));
  return { isInSchedule: Boolean(row) };
}

/** GET /schedule/student/:studentId: the student's lessons that are not archived. */
export async function lessonsOfStudent(db: Database, studentId: number): Promise<Lesson[]> {
  if ((await missingWithRole(db, [studentId], 'STUDENT')).length) throw notFound(M.studentNotFound);
  return findLessons(
    db,
    and(
      not(schedules.isArchived),
      exists(
        db
          .select({ one: scheduleStudents.studentId })
          .from(scheduleStudents)
          .where(and(eq(scheduleStudents.scheduleId, schedules.id), eq(scheduleStudents.studentId, studentId))),
      ),
    ),
  );
}
