import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatTimeOfDay, type ClassRef, type Lesson, type PersonRef } from '@diary/common';
import type { Database } from '../../db/client';
import {
  cabinets,
  classes,
  classSubjects,
  classTeachers,
  groupTypes,
  scheduleStudents,
  schedules,
  subjects,
  users,
  type CabinetRow,
  type ScheduleRow,
} from '../../db/schema';
import { personColumns } from '../classes/people';

const teacherUser = alias(users, 'lesson_teacher');

export const toCabinetRef = (row: CabinetRow) => ({
  id: row.id,
  name: row.name,
  filial_id: row.filialId,
  quantity: row.quantity,
  color: row.color,
  isArchived: row.isArchived,
});

/** Lessons that overlap [start, end) in the cabinet on the day (half-open: touching ends do not). */
export function overlapping(cabinetId: number, dayOfWeek: number, start: number, end: number): SQL {
  return and(
    eq(schedules.cabinetId, cabinetId),
    eq(schedules.dayOfWeek, dayOfWeek),
    not(schedules.isArchived),
    // The same expression as the exclusion constraint, so its GiST index serves the query.
    sql`int4range(${schedules.startMin}, ${schedules.startMin} + ${schedules.durationMinutes}) && int4range(${start}::int, ${end}::int)`,
  ) as SQL;
}

/** The non-archived cabinets of a branch, as a subquery for `cabinet_id in (…)`. */
export const activeCabinetsOf = (db: Database, filialId: number) =>
  db
    .select({ id: cabinets.id })
    .from(cabinets)
    .where(and(eq(cabinets.filialId, filialId), not(cabinets.isArchived)));

/** Each class's teachers and subjects in their order: three queries for any number of classes. */
export async function classRefs(db: Database, classIds: readonly number[]): Promise<Map<number, ClassRef>> {
  const ids = [...new Set(classIds)];
  if (ids.length === 0) return new Map();
  // One after another: inside a transaction all three share one connection.
  const classRows = await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, ids));
  const teacherRows = await db
    .select({ classId: classTeachers.classId, ...personColumns })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(inArray(classTeachers.classId, ids))
    .orderBy(asc(classTeachers.classId), asc(classTeachers.position));
  const subjectRows = await db
    .select({ classId: classSubjects.classId, id: subjects.id, name: subjects.name })
    .from(classSubjects)
    .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
    .where(inArray(classSubjects.classId, ids))
    .orderBy(asc(classSubjects.classId), asc(classSubjects.position));
  const refs = new Map<number, ClassRef>(classRows.map((row) => [row.id, { ...row, teachers: [], subjects: [] }]));
  for (const { classId, ...teacher } of teacherRows) refs.get(classId)?.teachers.push(teacher);
  for (const { classId, ...subject } of subjectRows) refs.get(classId)?.subjects.push(subject);
  return refs;
}

/** Each lesson's students, surname first. */
export async function studentsOf(db: Database, lessonIds: readonly number[]): Promise<Map<number, PersonRef[]>> {
  const byLesson = new Map<number, PersonRef[]>();
  if (lessonIds.length === 0) return byLesson;
  const rows = await db
    .select({ scheduleId: scheduleStudents.scheduleId, ...personColumns })
    .from(scheduleStudents)
    .innerJoin(users, eq(users.id, scheduleStudents.studentId))
    .where(inArray(scheduleStudents.scheduleId, [...lessonIds]))
    .orderBy(asc(users.secondName), asc(users.firstName), asc(users.id));
  for (const { scheduleId, ...student } of rows) byLesson.set(scheduleId, [...(byLesson.get(scheduleId) ?? []), student]);
  return byLesson;
}

export const freePlaces = (totalPlaces: number, students: number) => (totalPlaces === 0 ? null : Math.max(totalPlaces - students, 0));

/**
 * Lessons matching the condition with everything SPEC §3 names (class, group type, cabinet,
 * students, teacher), ordered by day, start and cabinet: four queries whatever the count.
 */
export async function findLessons(db: Database, where: SQL | undefined): Promise<Lesson[]> {
  const rows = await db
    .select({
      lesson: schedules,
      cabinet: cabinets,
      groupType: { id: groupTypes.id, name: groupTypes.name, total_places: groupTypes.totalPlaces },
      teacher: {
        id: teacherUser.id,
        first_name: teacherUser.firstName,
        second_name: teacherUser.secondName,
        last_name: teacherUser.lastName,
      },
    })
    .from(schedules)
    .leftJoin(cabinets, eq(cabinets.id, schedules.cabinetId))
    .leftJoin(groupTypes, eq(groupTypes.id, schedules.groupTypeId))
    .leftJoin(teacherUser, eq(teacherUser.id, schedules.teacherId))
    .where(where)
    .orderBy(asc(schedules.dayOfWeek), asc(schedules.startMin), asc(schedules.cabinetId), asc(schedules.id));
  const students = await studentsOf(
    db,
    rows.map((row) => row.lesson.id),
  );
  const refs = await classRefs(
    db,
    rows.map((row) => row.lesson.classId),
  );
  return rows.map(({ lesson, cabinet, groupType, teacher }) => {
    const enrolled = students.get(lesson.id) ?? [];
    return toLesson(lesson, {
      cabinet,
      groupType,
      teacher,
      students: enrolled,
      classRef: refs.get(lesson.classId) ?? null,
    });
  });
}

interface Relations {
  cabinet: CabinetRow | null;
  groupType: Lesson['group_type'];
  teacher: PersonRef | null;
  students: PersonRef[];
  classRef: ClassRef | null;
}

function toLesson(lesson: ScheduleRow, { cabinet, groupType, teacher, students, classRef }: Relations): Lesson {
  return {
    id: lesson.id,
    name: lesson.name,
    short_title: lesson.shortTitle,
    subject: lesson.subject,
    status: lesson.status,
    total_places: lesson.totalPlaces,
    free_places: freePlaces(lesson.totalPlaces, students.length),
    class_id: lesson.classId,
    class: classRef,
    group_type_id: lesson.groupTypeId,
    group_type: groupType,
    cabinet_id: lesson.cabinetId,
    cabinet: cabinet ? toCabinetRef(cabinet) : null,
    day_of_week: lesson.dayOfWeek,
    time_start: formatTimeOfDay(lesson.startMin),
    time_end: formatTimeOfDay(lesson.startMin + lesson.durationMinutes),
    duration_minutes: lesson.durationMinutes,
    service_id: lesson.serviceId,
    comment: lesson.comment,
    students,
    teacher_id: lesson.teacherId,
    teacher,
    isArchived: lesson.isArchived,
    createdAt: lesson.createdAt.toISOString(),
  };
}

export async function findLesson(db: Database, id: number): Promise<Lesson | undefined> {
  const [lesson] = await findLessons(db, eq(schedules.id, id));
  return lesson;
}
