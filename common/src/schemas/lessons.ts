import { z } from 'zod';
import type { Clash } from './clashes';
import type { CabinetRef } from './cabinets';
import type { ClassRef } from './classes';
import { type PersonRef, queryBoolean, requiredText } from './primitives';
import { LESSON_STATUSES, TIMETABLE_MESSAGES as M, type LessonStatus } from './timetable';
import {
  clearableText,
  duration,
  filialIdFilter,
  lessonStart,
  nullableId,
  positiveId,
  requiredId,
  uniqueIds,
  weekday,
} from './timetable-fields';
import type { Weekday } from './timetable-time';

const status = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(LESSON_STATUSES, { error: M.statusInvalid }).nullable().optional(),
);

const studentIds = z
  .array(positiveId, { error: 'Ожидается список учеников' })
  .transform((ids) => [...new Set(ids)])
  .optional();

const lessonFields = {
  name: clearableText(300),
  short_title: clearableText(100),
  status,
  teacher_id: nullableId,
  group_type_id: nullableId,
  service_id: nullableId,
  comment: clearableText(2000),
  /** Students to enrol (create) or the whole new list (update). */
  students: studentIds,
};

/**
 * POST /schedule. With service_id the duration, group type and places come from the service
 * (duration_minutes is then ignored); without it duration_minutes is required.
 */
export const lessonSchema = z
  .object({
    ...lessonFields,
    subject: requiredText(M.subjectRequired).max(100),
    class_id: requiredId(M.classRequired),
    cabinet_id: requiredId(M.cabinetRequired),
    day_of_week: weekday,
    time_start: lessonStart,
    duration_minutes: z.preprocess((value) => (value === '' || value === null ? undefined : value), duration.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.service_id == null && value.duration_minutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration_minutes'], message: M.durationRequired });
    }
  });
export type LessonInput = z.infer<typeof lessonSchema>;

/** PUT /schedule/:id: the fields sent; the same rules. */
export const lessonUpdateSchema = z.object({
  ...lessonFields,
  subject: requiredText(M.subjectRequired).max(100).optional(),
  class_id: z.preprocess((value) => (value === null ? '' : value), requiredId(M.classRequired).optional()),
  cabinet_id: z.preprocess((value) => (value === null ? '' : value), requiredId(M.cabinetRequired).optional()),
  day_of_week: weekday.optional(),
  time_start: z.preprocess((value) => (value === null ? '' : value), lessonStart.optional()),
  duration_minutes: duration.optional(),
});
export type LessonUpdateInput = z.infer<typeof lessonUpdateSchema>;

export const scheduleListQuery = z.object({
  class_id: positiveId.optional(),
  cabinet_id: positiveId.optional(),
  day_of_week: weekday.optional(),
  ...filialIdFilter,
  isArchived: queryBoolean.optional(),
  includeStudents: queryBoolean.optional(),
});
export const scheduleGetQuery = z.object({ includeRelations: queryBoolean.optional() });
export const scheduleDayQuery = z.object(filialIdFilter);

/**
 * POST /schedule/check-conflicts: a lesson's place and time, its teacher and students. The cabinet
 * may be left out when a teacher or students are given (only the people are checked then).
 */
export const checkConflictsSchema = z
  .object({
    cabinet_id: nullableId,
    day_of_week: weekday,
    time_start: lessonStart,
    duration_minutes: duration,
    exclude_schedule_id: nullableId,
    teacher_id: nullableId,
    student_ids: studentIds,
  })
  .superRefine((value, ctx) => {
    if (value.cabinet_id == null && value.teacher_id == null && value.student_ids === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cabinet_id'], message: M.cabinetRequired });
    }
  });
export type CheckConflictsInput = z.infer<typeof checkConflictsSchema>;
export interface CheckConflictsAnswer {
  /** True when anything clashes: the cabinet, the teacher or a student. */
  hasConflicts: boolean;
  /** The lessons in the cabinet at that time. */
  conflicts: Lesson[];
  clashes: Clash[];
}

/** POST /schedule/:id/move: the target (other fields the board sends are ignored). */
export const moveLessonSchema = z.object({
  cabinet_id: requiredId(M.cabinetRequired),
  day_of_week: weekday,
  time_start: lessonStart,
});
export type MoveLessonInput = z.infer<typeof moveLessonSchema>;

export const swapLessonsSchema = z
  .object({ firstId: positiveId, secondId: positiveId })
  .refine((value) => value.firstId !== value.secondId, { path: ['secondId'], error: M.swapSame });

export const lessonStudentParams = z.object({ id: positiveId, studentId: positiveId });
export const studentIdParams = z.object({ studentId: positiveId });
/** POST/DELETE /schedule/:id/students/multiple; the timetable form also sends scheduleId. */
export const lessonStudentsSchema = z.object({
  studentIds: uniqueIds(M.studentsRequired),
  scheduleId: positiveId.optional(),
});

// ——— what the API answers ———

export interface Lesson {
  id: number;
  name: string;
  short_title: string | null;
  subject: string;
  status: LessonStatus | null;
  /** 0: unlimited. */
  total_places: number;
  /** null when unlimited. */
  free_places: number | null;
  class_id: number;
  class: ClassRef | null;
  group_type_id: number | null;
  group_type: { id: number; name: string; total_places: number } | null;
  cabinet_id: number;
  cabinet: CabinetRef | null;
  day_of_week: number;
  /** HH:MM */
  time_start: string;
  time_end: string;
  duration_minutes: number;
  service_id: number | null;
  comment: string | null;
  students: PersonRef[];
  teacher_id: number | null;
  teacher: PersonRef | null;
  isArchived: boolean;
  createdAt: string;
}

/** GET /schedule/filial/:id/week: every day key "1" … "7". */
export type WeekSchedule = Record<`${Weekday}`, Lesson[]>;

/** A lesson in a person's week: the Lesson and its cabinet's branch. */
export interface PersonLesson extends Lesson {
  filial: { id: number; name: string };
}

/** GET /schedule/teacher/:id/week, /schedule/student/:id/week: the person's lessons in every branch, every day key "1" … "7". */
export type PersonWeek = Record<`${Weekday}`, PersonLesson[]>;

/** Whose week: a teacher's lessons (those they teach) or a student's (those they are enrolled in). */
export type WeekPersonKind = 'teacher' | 'student';
