import { z } from 'zod';
import type { CabinetRef } from '../cabinets';
import type { ClassRef } from '../classes';
import type { Lesson, PersonWeek, WeekSchedule } from '../lessons';
import { LESSON_STATUSES } from '../timetable';
import type { BusySlot, PersonClash } from '../clashes';
import { answerOf, clashAnswer, count, personAnswer, recordId, timeOfDay, timestamp } from './shared';

export const subjectRefAnswer = z.strictObject({ id: recordId, name: z.string() });
export const weekdayAnswer = z.number().int().min(1).max(7);

export const classRefAnswer = answerOf<ClassRef>()(
  z.strictObject({ id: recordId, name: z.string(), teachers: z.array(personAnswer), subjects: z.array(subjectRefAnswer) }),
);

export const cabinetRefFields = {
  id: recordId,
  name: z.string(),
  filial_id: recordId,
  quantity: z.number().int().positive(),
  color: z.string(),
  isArchived: z.boolean(),
};
export const cabinetRefAnswer = answerOf<CabinetRef>()(z.strictObject(cabinetRefFields));

/** A lesson (a row of the schedule) with its class, group type, cabinet, teacher and students. */
export const lessonAnswer = answerOf<Lesson>()(
  z.strictObject({
    id: recordId,
    name: z.string(),
    short_title: z.string().nullable(),
    subject: z.string(),
    status: z.enum(LESSON_STATUSES).nullable(),
    total_places: count,
    free_places: z.number().int().nullable(),
    class_id: recordId,
    class: classRefAnswer.nullable(),
    group_type_id: recordId.nullable(),
    group_type: z.strictObject({ id: recordId, name: z.string(), total_places: count }).nullable(),
    cabinet_id: recordId,
    cabinet: cabinetRefAnswer.nullable(),
    day_of_week: weekdayAnswer,
    time_start: timeOfDay,
    time_end: timeOfDay,
    duration_minutes: z.number().int().positive(),
    service_id: recordId.nullable(),
    comment: z.string().nullable(),
    students: z.array(personAnswer),
    teacher_id: recordId.nullable(),
    teacher: personAnswer.nullable(),
    isArchived: z.boolean(),
    createdAt: timestamp,
  }),
);
export const lessonsAnswer = z.array(lessonAnswer);
/** POST /schedule/swap: both lessons in their new places, in the order asked. */
export const swappedLessonsAnswer = z.tuple([lessonAnswer, lessonAnswer]);
export const lessonStudentsAnswer = z.array(personAnswer);

const lessonsOfDay = z.array(lessonAnswer);
/** GET /schedule/filial/:id/week: every weekday "1" … "7", Monday first. */
export const weekScheduleAnswer = answerOf<WeekSchedule>()(
  z.strictObject({
    1: lessonsOfDay,
    2: lessonsOfDay,
    3: lessonsOfDay,
    4: lessonsOfDay,
    5: lessonsOfDay,
    6: lessonsOfDay,
    7: lessonsOfDay,
  }),
);

/** A lesson of a person's week: the Lesson and its cabinet's branch. */
export const personLessonAnswer = z.strictObject({ ...lessonAnswer.shape, filial: z.strictObject({ id: recordId, name: z.string() }) });
const personLessonsOfDay = z.array(personLessonAnswer);
/** GET /schedule/teacher/:id/week, /schedule/student/:id/week: every weekday "1" … "7", Monday first. */
export const personWeekAnswer = answerOf<PersonWeek>()(
  z.strictObject({
    1: personLessonsOfDay,
    2: personLessonsOfDay,
    3: personLessonsOfDay,
    4: personLessonsOfDay,
    5: personLessonsOfDay,
    6: personLessonsOfDay,
    7: personLessonsOfDay,
  }),
);

/** POST /schedule/check-conflicts. */
export const conflictsAnswer = z.strictObject({ hasConflicts: z.boolean(), conflicts: lessonsAnswer, clashes: z.array(clashAnswer) });

/** GET /schedule/clashes: pairs of lessons sharing a person at one time. */
export const personClashesAnswer = answerOf<PersonClash[]>()(
  z.array(z.strictObject({ kind: z.enum(['teacher', 'student']), personId: recordId, lessonIds: z.tuple([recordId, recordId]) })),
);

/** GET /schedule/:id/busy: the other lessons of a lesson's teacher and students. */
export const busySlotsAnswer = answerOf<BusySlot[]>()(
  z.array(
    z.strictObject({
      kind: z.enum(['teacher', 'student']),
      personId: recordId,
      lessonId: recordId,
      day_of_week: weekdayAnswer,
      time_start: timeOfDay,
      time_end: timeOfDay,
      message: z.string(),
    }),
  ),
);

/** GET /schedule/utilization/stats. */
export const scheduleUtilizationAnswer = z.strictObject({
  filialId: recordId.nullable(),
  totalLessons: count,
  totalMinutes: count,
  totalStudents: count,
  byDay: z.array(z.strictObject({ day_of_week: weekdayAnswer, lessons: count, minutes: count, students: count })),
});

export const studentCountAnswer = z.strictObject({ count });
export const isInLessonAnswer = z.strictObject({ isInSchedule: z.boolean() });
