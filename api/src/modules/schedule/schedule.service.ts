import { and, asc, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  generateLessonName,
  MINUTES_PER_DAY,
  TIMETABLE_MESSAGES as M,
  type CheckConflictsInput,
  type Lesson,
  type LessonInput,
  type LessonUpdateInput,
  type scheduleListQuery,
  type WeekSchedule,
} from '@diary/common';
import type { Database, Transaction } from '../../db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../db/errors';
import {
  cabinets,
  classes,
  classTeachers,
  filials,
  groupTypes,
  scheduleStudents,
  schedules,
  services,
  users,
  type ScheduleRow,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { JsonText } from '../../http/routes';
import { missingWithRole, personRefColumns } from '../../db/people';
import { activeCabinetsOf, findLesson, findLessons, findOverlapping, weekJson } from './lessons.repository';

export type ScheduleListQuery = z.output<typeof scheduleListQuery>;

/** A write refused by the exclusion constraint becomes a 409 with the given text. */
export function conflictOnOverlap(message: string) {
  return (error: unknown): never => {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw conflict(message);
    throw error;
  };
}

const PG_DEADLOCK = '40P01';
const PG_SERIALIZATION_FAILURE = '40001';
const ATTEMPTS = 5;

/**
 * Runs a write transaction again when PostgreSQL aborted it to break a deadlock. The cabinets'
 * locks (lockCabinets) already order the timetable's writers, so this is the safety net for what
 * they do not cover. After the last attempt the client gets a 409 with the given text, never a 500.
 */
async function retryOnDeadlock<T>(work: () => Promise<T>, message: string): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = pgErrorCode(error);
      if (code !== PG_DEADLOCK && code !== PG_SERIALIZATION_FAILURE) throw error;
      if (attempt >= ATTEMPTS) throw conflict(message);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** A write transaction, run again after a deadlock (409 with the message when it keeps failing). */
export function retryingTransaction<T>(db: Database, message: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return retryOnDeadlock(() => db.transaction(work), message);
}

export async function getLesson(db: Database, id: number): Promise<Lesson> {
  const lesson = await findLesson(db, id);
  if (!lesson) throw notFound(M.lessonNotFound);
  return lesson;
}

/** The row, locked for the rest of the transaction (student counts and edits of one lesson queue up). */
export async function lockLesson(tx: Database, id: number, message: string = M.lessonNotFound): Promise<ScheduleRow> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!row) throw notFound(message);
  return row;
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

export async function checkConflicts(db: Database, input: CheckConflictsInput): Promise<{ hasConflicts: boolean; conflicts: Lesson[] }> {
  const conflicts = await findOverlapping(db, {
    cabinetId: input.cabinet_id,
    dayOfWeek: input.day_of_week,
    start: input.time_start,
    end: input.time_start + input.duration_minutes,
    excludeId: input.exclude_schedule_id ?? undefined,
  });
  return { hasConflicts: conflicts.length > 0, conflicts };
}

// ——— writing lessons ———

/** What a lesson's name is made of, read from the database. */
interface NameState {
  dayOfWeek: number;
  startMin: number;
  durationMinutes: number;
  groupTypeId: number | null;
  teacherId: number | null;
  subject: string;
}

async function nameOf(db: Database, state: NameState): Promise<string> {
  const [groupType] = state.groupTypeId
    ? await db.select({ name: groupTypes.name }).from(groupTypes).where(eq(groupTypes.id, state.groupTypeId))
    : [];
  const [teacher] = state.teacherId ? await db.select(personRefColumns).from(users).where(eq(users.id, state.teacherId)) : [];
  return generateLessonName({
    day_of_week: state.dayOfWeek,
    start: state.startMin,
    duration_minutes: state.durationMinutes,
    groupTypeName: groupType?.name,
    teacher,
    subject: state.subject,
  });
}

/**
 * The name to store: the one sent; generated when sent blank; when not sent, a generated name
 * follows the lesson's new state while a name typed by hand is kept.
 */
async function nameAfter(db: Database, sent: string | null | undefined, before: ScheduleRow | null, after: NameState): Promise<string> {
  if (sent) return sent;
  if (sent === undefined && before && before.name !== (await nameOf(db, before))) return before.name;
  return nameOf(db, after);
}

async function requireClass(db: Database, classId: number): Promise<void> {
  const [found] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!found) throw badRequest(M.classNotFound, [{ path: 'class_id', message: M.classNotFound }]);
}

/** The class's first teacher: a lesson's teacher unless one is named. */
async function firstTeacherOf(db: Database, classId: number): Promise<number | null> {
  const [first] = await db
    .select({ id: classTeachers.teacherId })
    .from(classTeachers)
    .where(eq(classTeachers.classId, classId))
    .orderBy(asc(classTeachers.position))
    .limit(1);
  return first?.id ?? null;
}

async function requireTeacher(db: Database, teacherId: number): Promise<void> {
  if ((await missingWithRole(db, [teacherId], 'TEACHER')).length) {
    throw badRequest(M.teacherNotFound, [{ path: 'teacher_id', message: M.teacherNotFound }]);
  }
}

/**
 * Locks the cabinets whose timetable a write changes, in id order. Every write that puts a lesson
 * into a cabinet or takes one out of it (create, edit, move, swap, archive, restore) holds these
 * locks before it touches the lesson, so the writers of one cabinet queue up. Without them,
 * concurrent writers wait on each other's uncommitted rows inside the exclusion constraint and
 * deadlock, and PostgreSQL breaks one such deadlock a second: under load, 20 concurrent creates
 * took more than 30 s. The constraint still refuses the overlap; the lock only orders the writers.
 * NO KEY UPDATE leaves the lessons' foreign-key checks (KEY SHARE) free.
 */
async function lockCabinets(tx: Database, ids: readonly number[]): Promise<{ id: number; isArchived: boolean }[]> {
  return tx
    .select({ id: cabinets.id, isArchived: cabinets.isArchived })
    .from(cabinets)
    .where(inArray(cabinets.id, [...new Set(ids)]))
    .orderBy(asc(cabinets.id))
    .for('no key update');
}

/** Locks the cabinet a lesson is put in (see lockCabinets) and checks it exists and is not archived. */
async function lockUsableCabinet(tx: Database, cabinetId: number, alsoLock: readonly number[] = []): Promise<void> {
  const locked = await lockCabinets(tx, [cabinetId, ...alsoLock]);
  const cabinet = locked.find((row) => row.id === cabinetId);
  if (!cabinet) throw badRequest(M.cabinetNotFound, [{ path: 'cabinet_id', message: M.cabinetNotFound }]);
  if (cabinet.isArchived) throw badRequest(M.cabinetArchived, [{ path: 'cabinet_id', message: M.cabinetArchived }]);
}

/** Locks a lesson's cabinet and, when the lesson goes to another one, that one too (it must be usable). */
async function lockCabinetsOfMove(tx: Database, from: number, to: number | undefined): Promise<void> {
  if (to === undefined || to === from) await lockCabinets(tx, [from]);
  else await lockUsableCabinet(tx, to, [from]);
}

export async function requireStudents(db: Database, ids: readonly number[], path: string): Promise<void> {
  const missing = await missingWithRole(db, ids, 'STUDENT');
  if (missing.length)
    throw badRequest(
      M.studentNotFound,
      missing.map(() => ({ path, message: M.studentNotFound })),
    );
}

interface Kind {
  durationMinutes: number;
  groupTypeId: number | null;
  totalPlaces: number;
}

/** A service sets the duration, group type and places (docs/product/constants.md). */
async function kindOfService(db: Database, serviceId: number): Promise<Kind> {
  const [row] = await db
    .select({
      duration: services.durationMinutes,
      isArchived: services.isArchived,
      groupTypeId: groupTypes.id,
      places: groupTypes.totalPlaces,
    })
    .from(services)
    .innerJoin(groupTypes, eq(groupTypes.id, services.groupTypeId))
    .where(eq(services.id, serviceId));
  if (!row) throw badRequest(M.serviceNotFound, [{ path: 'service_id', message: M.serviceNotFound }]);
  if (row.isArchived) throw badRequest(M.serviceArchived, [{ path: 'service_id', message: M.serviceArchived }]);
  return { durationMinutes: row.duration, groupTypeId: row.groupTypeId, totalPlaces: row.places };
}

/** A group type sets the places (0 unlimited); no group type: unlimited. */
async function placesOfGroupType(db: Database, groupTypeId: number | null): Promise<number> {
  if (groupTypeId === null) return 0;
  const [row] = await db.select({ places: groupTypes.totalPlaces }).from(groupTypes).where(eq(groupTypes.id, groupTypeId));
  if (!row) throw badRequest(M.groupTypeNotFound, [{ path: 'group_type_id', message: M.groupTypeNotFound }]);
  return row.places;
}

function requireWithinDay(startMin: number, durationMinutes: number): void {
  if (startMin + durationMinutes > MINUTES_PER_DAY) {
    throw badRequest(M.pastMidnight, [{ path: 'duration_minutes', message: M.pastMidnight }]);
  }
}

function requirePlaces(totalPlaces: number, students: number, message: string): void {
  if (totalPlaces > 0 && students > totalPlaces) throw conflict(message);
}

export async function createLesson(db: Database, input: LessonInput): Promise<Lesson> {
  return retryingTransaction(db, M.timeConflict, async (tx) => {
    await requireClass(tx, input.class_id);
    await lockUsableCabinet(tx, input.cabinet_id);
    const kind: Kind = input.service_id
      ? await kindOfService(tx, input.service_id)
      : {
          // The schema requires a duration when there is no service.
          durationMinutes: input.duration_minutes ?? 0,
          groupTypeId: input.group_type_id ?? null,
          totalPlaces: await placesOfGroupType(tx, input.group_type_id ?? null),
        };
    requireWithinDay(input.time_start, kind.durationMinutes);
    if (input.teacher_id) await requireTeacher(tx, input.teacher_id);
    const teacherId = input.teacher_id === undefined ? await firstTeacherOf(tx, input.class_id) : input.teacher_id;
    const students = input.students ?? [];
    await requireStudents(tx, students, 'students');
    requirePlaces(kind.totalPlaces, students.length, M.noFreePlaces);

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
        name: await nameAfter(tx, input.name, null, state),
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
    return getLesson(tx, row.id);
  });
}

export async function studentCount(db: Database, lessonId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scheduleStudents).where(eq(scheduleStudents.scheduleId, lessonId));
  return row?.n ?? 0;
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

    let teacherId = before.teacherId;
    if (input.teacher_id !== undefined) {
      if (input.teacher_id !== null) await requireTeacher(tx, input.teacher_id);
      teacherId = input.teacher_id;
    } else if (classId !== before.classId) teacherId = await firstTeacherOf(tx, classId);

    if (input.students) {
      await requireStudents(tx, input.students, 'students');
      requirePlaces(kind.totalPlaces, input.students.length, M.noFreePlaces);
    } else requirePlaces(kind.totalPlaces, await studentCount(tx, id), M.tooFewPlaces);

    const state = {
      dayOfWeek: input.day_of_week ?? before.dayOfWeek,
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
    await tx.update(schedules).set({ isArchived }).where(eq(schedules.id, id)).catch(conflictOnOverlap(M.timeConflict));
    return getLesson(tx, id);
  });
}

/** DELETE /schedule/:id/archive (shown to the user as deletion); archived lessons no longer block times. */
export const archiveLesson = (db: Database, id: number) => setArchived(db, id, true);

/** POST /schedule/:id/restore: back on the board, unless its time is taken meanwhile (409). */
export const restoreLesson = (db: Database, id: number) => setArchived(db, id, false);

/** DELETE /schedule/:id/force: gone for good, with its enrolments. Answers the deleted lesson. */
export async function deleteLesson(db: Database, id: number): Promise<Lesson> {
  return db.transaction(async (tx) => {
    const lesson = await getLesson(tx, id);
    await tx.delete(schedules).where(eq(schedules.id, id));
    return lesson;
  });
}

// ——— moving on the board ———

/** The lesson's auto name recomputed for a new place and time, or its own name kept. */
async function movedName(tx: Database, before: ScheduleRow, to: { dayOfWeek: number; startMin: number }): Promise<string> {
  return nameAfter(tx, undefined, before, { ...before, ...to });
}

/** POST /schedule/:id/move: another cabinet, day and start, keeping the duration. */
export async function moveLesson(
  db: Database,
  id: number,
  target: { cabinet_id: number; day_of_week: number; time_start: number },
): Promise<Lesson> {
  return retryingTransaction(db, M.moveConflict, async (tx) => {
    const [before] = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.id, id), not(schedules.isArchived)))
      .for('update');
    if (!before) throw notFound(M.lessonNotFound);
    await lockCabinetsOfMove(tx, before.cabinetId, target.cabinet_id);
    requireWithinDay(target.time_start, before.durationMinutes);
    const to = { cabinetId: target.cabinet_id, dayOfWeek: target.day_of_week, startMin: target.time_start };
    await tx
      .update(schedules)
      .set({ ...to, name: await movedName(tx, before, to) })
      .where(eq(schedules.id, id))
      .catch(conflictOnOverlap(M.moveConflict));
    return getLesson(tx, id);
  });
}

/**
 * POST /schedule/swap: each lesson takes the other's cabinet, day and start, keeping its own
 * duration, in one transaction. The exclusion constraint is deferred inside it (the half-done
 * swap may overlap itself) and checked before commit; both rows are locked in id order first, then
 * their cabinets, so concurrent swaps of the same lessons queue up instead of reading stale places.
 */
export function swapLessons(db: Database, firstId: number, secondId: number): Promise<[Lesson, Lesson]> {
  return retryingTransaction(db, M.swapConflict, async (tx) => {
    await tx.execute(sql`set constraints schedules_no_overlap deferred`);
    const rows = await tx
      .select()
      .from(schedules)
      .where(and(inArray(schedules.id, [firstId, secondId]), not(schedules.isArchived)))
      .orderBy(asc(schedules.id))
      .for('update');
    const first = rows.find((row) => row.id === firstId);
    const second = rows.find((row) => row.id === secondId);
    if (!first || !second) throw notFound(M.swapNotFound);
    await lockCabinets(tx, [first.cabinetId, second.cabinetId]);
    const placeOf = (row: ScheduleRow) => ({ cabinetId: row.cabinetId, dayOfWeek: row.dayOfWeek, startMin: row.startMin });
    for (const [row, to] of [
      [first, placeOf(second)],
      [second, placeOf(first)],
    ] as const) {
      if (to.startMin + row.durationMinutes > MINUTES_PER_DAY) throw conflict(M.swapConflict);
      await tx
        .update(schedules)
        .set({ ...to, name: await movedName(tx, row, to) })
        .where(eq(schedules.id, row.id));
    }
    await tx.execute(sql`set constraints schedules_no_overlap immediate`).catch(conflictOnOverlap(M.swapConflict));
    return [await getLesson(tx, firstId), await getLesson(tx, secondId)];
  });
}

/** GET /schedule/utilization/stats: per weekday the lessons, their minutes and enrolments. */
export async function scheduleUtilization(db: Database, filialId?: number) {
  const where: SQL | undefined = and(
    not(schedules.isArchived),
    filialId === undefined ? undefined : inArray(schedules.cabinetId, activeCabinetsOf(db, filialId)),
  );
  const rows = await db
    .select({
      day: schedules.dayOfWeek,
      lessons: count(),
      minutes: sql<number>`coalesce(sum(${schedules.durationMinutes}), 0)::int`,
      students: sql<number>`coalesce(sum((select count(*) from ${scheduleStudents} where ${scheduleStudents.scheduleId} = ${schedules.id})), 0)::int`,
    })
    .from(schedules)
    .where(where)
    .groupBy(schedules.dayOfWeek);
  const byDay = [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const row = rows.find((r) => r.day === day);
    return { day_of_week: day, lessons: row?.lessons ?? 0, minutes: row?.minutes ?? 0, students: row?.students ?? 0 };
  });
  const total = (key: 'lessons' | 'minutes' | 'students') => byDay.reduce((sum, day) => sum + day[key], 0);
  return {
    filialId: filialId ?? null,
    totalLessons: total('lessons'),
    totalMinutes: total('minutes'),
    totalStudents: total('students'),
    byDay,
  };
}

// ——— a branch's week ———

async function requireFilial(db: Database, filialId: number): Promise<void> {
  const [row] = await db.select({ id: filials.id }).from(filials).where(eq(filials.id, filialId));
  if (!row) throw notFound(M.filialNotFound);
}

/** GET /schedule/filial/:id/week: the lessons of the branch's non-archived cabinets by weekday, every key "1" … "7". */
export async function weekOfFilial(db: Database, filialId: number): Promise<JsonText<WeekSchedule>> {
  await requireFilial(db, filialId);
  return new JsonText<WeekSchedule>(
    await weekJson(db, and(not(schedules.isArchived), inArray(schedules.cabinetId, activeCabinetsOf(db, filialId))) as SQL),
  );
}

/** GET /filials/:id/schedule/day/:day. */
export async function dayOfFilial(db: Database, filialId: number, day: number): Promise<Lesson[]> {
  await requireFilial(db, filialId);
  return lessonsOfDay(db, day, filialId);
}
