import { and, eq, inArray, not } from 'drizzle-orm';
import { TIMETABLE_MESSAGES as M, type Lesson, type LessonInput, type LessonUpdateInput } from '@diary/common';
import type { Database } from '../../db/client';
import { scheduleStudents, schedules } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-error';
import { isReferenceViolation } from '../../db/errors';
import { lockCabinets, lockCabinetsOfMove, lockUsableCabinet } from './cabinet-locks';
import { lockPeople, placementOf, refuseClashes } from './clashes';
import {
  kindOfService,
  lessonTeacher,
  placesOfGroupType,
  requireClass,
  requirePlaces,
  requireStudents,
  requireWithinDay,
  OWN_READS,
  type Kind,
  type Reads,
} from './lesson-checks';
import { nameAfter } from './lesson-name';
import { getLesson, studentIdsOf } from './lesson-reads';
import { conflictOnOverlap, lockLesson, retryingTransaction } from './write-transactions';

export async function createLesson(db: Database, input: LessonInput): Promise<Lesson> {
  return retryingTransaction(db, M.timeConflict, async (tx) => getLesson(tx, await writeNewLesson(tx, input)));
}

/**
 * POST /schedule's write without reading the lesson back: its id. Every rule of a new lesson is
 * here; the import runs it once per row of a file, in savepoints of its own transaction.
 */
export async function insertLesson(db: Database, input: LessonInput, reads: Reads = OWN_READS): Promise<number> {
  return retryingTransaction(db, M.timeConflict, (tx) => writeNewLesson(tx, input, reads));
}

async function writeNewLesson(tx: Database, input: LessonInput, reads: Reads = OWN_READS): Promise<number> {
  const serviceId = input.service_id;
  await reads.read(`class ${input.class_id}`, () => requireClass(tx, input.class_id));
  if (reads.lockedAhead) await reads.read(`usable cabinet ${input.cabinet_id}`, () => lockUsableCabinet(tx, input.cabinet_id));
  else await lockUsableCabinet(tx, input.cabinet_id);
  const kind: Kind = serviceId
    ? await reads.read(`service ${serviceId}`, () => kindOfService(tx, serviceId))
    : {
        // The schema requires a duration when there is no service.
        durationMinutes: input.duration_minutes ?? 0,
        groupTypeId: input.group_type_id ?? null,
        totalPlaces: await placesOfGroupType(tx, input.group_type_id ?? null),
      };
  requireWithinDay(input.time_start, kind.durationMinutes);
  // Created without a teacher (null or absent): the class's only one.
  const teacherId = await reads.read(`teacher of ${input.class_id} ${input.teacher_id ?? ''}`, () =>
    lessonTeacher(tx, input.class_id, input.teacher_id ?? undefined),
  );
  const students = input.students ?? [];
  await reads.read(`students ${[...students].sort((a, b) => a - b).join(',')}`, () => requireStudents(tx, students, 'students'));
  requirePlaces(kind.totalPlaces, students.length, M.noFreePlaces);
  if (!reads.lockedAhead) await lockPeople(tx, [teacherId, ...students]);
  await refuseClashes(
    tx,
    {
      cabinetId: input.cabinet_id,
      dayOfWeek: input.day_of_week,
      startMin: input.time_start,
      durationMinutes: kind.durationMinutes,
      teacherId,
      studentIds: students,
    },
    M.timeConflict,
  );

  const state = {
    dayOfWeek: input.day_of_week,
    startMin: input.time_start,
    durationMinutes: kind.durationMinutes,
    groupTypeId: kind.groupTypeId,
    teacherId,
    subject: input.subject,
  };
  const [row] = await tx
    .insert(schedules)
    .values({
      ...state,
      name: await nameAfter(tx, input.name, null, state, reads),
      shortTitle: input.short_title ?? null,
      status: input.status ?? null,
      classId: input.class_id,
      serviceId: input.service_id ?? null,
      cabinetId: input.cabinet_id,
      totalPlaces: kind.totalPlaces,
      comment: input.comment ?? null,
    })
    .returning({ id: schedules.id })
    .catch(conflictOnOverlap(M.timeConflict));
  if (!row) throw notFound(M.lessonNotFound);
  if (students.length) await tx.insert(scheduleStudents).values(students.map((studentId) => ({ scheduleId: row.id, studentId })));
  return row.id;
}

/** PUT /schedule/:id: the fields sent; with `students`, the enrolment becomes exactly that list. */
export async function updateLesson(db: Database, id: number, input: LessonUpdateInput): Promise<Lesson> {
  return retryingTransaction(db, M.timeConflict, async (tx) => {
    const before = await lockLesson(tx, id);
    const classId = input.class_id ?? before.classId;
    if (input.class_id !== undefined && input.class_id !== before.classId) await requireClass(tx, input.class_id);
    await lockCabinetsOfMove(tx, before.cabinetId, input.cabinet_id);

    let kind: Kind = { durationMinutes: before.durationMinutes, groupTypeId: before.groupTypeId, totalPlaces: before.totalPlaces };
    if (input.service_id) kind = await kindOfService(tx, input.service_id);
    else {
      if (input.group_type_id !== undefined) {
        kind = { ...kind, groupTypeId: input.group_type_id, totalPlaces: await placesOfGroupType(tx, input.group_type_id) };
      }
      if (input.duration_minutes !== undefined) kind = { ...kind, durationMinutes: input.duration_minutes };
    }
    const startMin = input.time_start ?? before.startMin;
    requireWithinDay(startMin, kind.durationMinutes);

    const teacherId = await lessonTeacher(tx, classId, input.teacher_id, before.teacherId);
    const enrolled = await studentIdsOf(tx, id);
    const students = input.students ?? enrolled;
    if (input.students) {
      await requireStudents(tx, input.students, 'students');
      requirePlaces(kind.totalPlaces, input.students.length, M.noFreePlaces);
    } else requirePlaces(kind.totalPlaces, enrolled.length, M.tooFewPlaces);

    const dayOfWeek = input.day_of_week ?? before.dayOfWeek;
    const cabinetId = input.cabinet_id ?? before.cabinetId;
    const moved = dayOfWeek !== before.dayOfWeek || startMin !== before.startMin || kind.durationMinutes !== before.durationMinutes;
    // Only what the edit changes is checked: a clash written before the rule does not block the rest.
    const newcomers = moved ? students : students.filter((studentId) => !enrolled.includes(studentId));
    const checkTeacher = moved || teacherId !== before.teacherId;
    await lockPeople(tx, [teacherId, ...students]);
    if (!before.isArchived) {
      await refuseClashes(
        tx,
        {
          cabinetId: moved || cabinetId !== before.cabinetId ? cabinetId : null,
          dayOfWeek,
          startMin,
          durationMinutes: kind.durationMinutes,
          teacherId: checkTeacher ? teacherId : null,
          studentIds: newcomers,
          excludeId: id,
        },
        M.timeConflict,
      );
    }

    const state = {
      dayOfWeek,
      startMin,
      durationMinutes: kind.durationMinutes,
      groupTypeId: kind.groupTypeId,
      teacherId,
      subject: input.subject ?? before.subject,
    };
    await tx
      .update(schedules)
      .set({
        ...state,
        name: await nameAfter(tx, input.name, before, state),
        shortTitle: input.short_title,
        status: input.status,
        classId,
        serviceId: input.service_id,
        cabinetId: input.cabinet_id,
        totalPlaces: kind.totalPlaces,
        comment: input.comment,
      })
      .where(eq(schedules.id, id))
      .catch(conflictOnOverlap(M.timeConflict));

    if (input.students) {
      const keep = input.students;
      await tx
        .delete(scheduleStudents)
        .where(and(eq(scheduleStudents.scheduleId, id), keep.length ? not(inArray(scheduleStudents.studentId, keep)) : undefined));
      if (keep.length) {
        await tx
          .insert(scheduleStudents)
          .values(keep.map((studentId) => ({ scheduleId: id, studentId })))
          .onConflictDoNothing();
      }
    }
    return getLesson(tx, id);
  });
}

async function setArchived(db: Database, id: number, isArchived: boolean): Promise<Lesson> {
  return retryingTransaction(db, M.timeConflict, async (tx) => {
    const lesson = await lockLesson(tx, id);
    await lockCabinets(tx, [lesson.cabinetId]);
    if (!isArchived && lesson.isArchived) {
      const students = await studentIdsOf(tx, id);
      await lockPeople(tx, [lesson.teacherId, ...students]);
      await refuseClashes(tx, { ...placementOf(lesson), studentIds: students }, M.timeConflict);
    }
    await tx.update(schedules).set({ isArchived }).where(eq(schedules.id, id)).catch(conflictOnOverlap(M.timeConflict));
    return getLesson(tx, id);
  });
}

/** DELETE /schedule/:id/archive (shown to the user as deletion); archived lessons no longer block times. */
export const archiveLesson = (db: Database, id: number) => setArchived(db, id, true);

/** POST /schedule/:id/restore: back on the board, unless its time is taken meanwhile (409). */
export const restoreLesson = (db: Database, id: number) => setArchived(db, id, false);

/**
 * DELETE /schedule/:id/force: gone for good, with its enrolments. Answers the deleted lesson. A
 * lesson with a journal (marks, cancellations, kept occurrences) is history: 409, archive it instead.
 */
export async function deleteLesson(db: Database, id: number): Promise<Lesson> {
  return db.transaction(async (tx) => {
    const lesson = await getLesson(tx, id);
    await tx
      .delete(schedules)
      .where(eq(schedules.id, id))
      .catch((error: unknown) => {
        if (isReferenceViolation(error)) throw conflict(M.lessonHasJournal);
        throw error;
      });
    return lesson;
  });
}
