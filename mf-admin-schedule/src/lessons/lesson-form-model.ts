import {
  LESSON_TIME_STEP_MINUTES,
  generateLessonName,
  lessonSchema,
  parseTimeOfDay,
  type ClassRef,
  type GroupType,
  type Lesson,
  type LessonStatus,
  TIMETABLE_MESSAGES,
} from '@diary/common';
import { issuesToFieldErrors, type FieldErrors } from '@diary/web-kit';
import type { ClashCheckRequest } from './clash-texts';

export type LessonField =
  'day_of_week' | 'subject' | 'group_type_id' | 'time_start' | 'duration_minutes' | 'cabinet_id' | 'teacher_id' | 'status';
export const LESSON_FIELDS: readonly LessonField[] = [
  'day_of_week',
  'subject',
  'group_type_id',
  'time_start',
  'duration_minutes',
  'cabinet_id',
  'teacher_id',
  'status',
];

/** As typed; ids and numbers are the inputs' strings, '' for none. */
export type LessonFormValues = Record<LessonField, string>;

/** A class's only teacher (a lesson of it has them), or none to choose yet. */
export const onlyTeacherOf = (cls: Pick<ClassRef, 'teachers'> | null | undefined): string =>
  cls?.teachers.length === 1 ? String(cls.teachers[0]!.id) : '';

/** The class-page form: status 'не подтвердили' by default (docs/product/lifecycle.md); the class's only teacher. */
export function emptyLessonForm(cls: Pick<ClassRef, 'subjects' | 'teachers'>): LessonFormValues {
  return {
    day_of_week: '1',
    subject: cls.subjects.length === 1 ? cls.subjects[0]!.name : '',
    group_type_id: '',
    time_start: '',
    duration_minutes: '',
    cabinet_id: '',
    teacher_id: onlyTeacherOf(cls),
    status: 'not confirmed',
  };
}

export function lessonToForm(lesson: Lesson): LessonFormValues {
  return {
    day_of_week: String(lesson.day_of_week),
    subject: lesson.subject,
    group_type_id: lesson.group_type_id == null ? '' : String(lesson.group_type_id),
    time_start: lesson.time_start,
    duration_minutes: String(lesson.duration_minutes),
    cabinet_id: String(lesson.cabinet_id),
    teacher_id: lesson.teacher_id == null ? '' : String(lesson.teacher_id),
    status: lesson.status ?? '',
  };
}

/** What POST /schedule and PUT /schedule/:id take. */
export interface LessonPayloadInput {
  name: string;
  subject: string;
  class_id: number;
  cabinet_id: number;
  day_of_week: number;
  time_start: string;
  duration_minutes: number;
  group_type_id: number | null;
  teacher_id: number | null;
  status: LessonStatus | null;
}

export type LessonPayload = { kind: 'create'; input: LessonPayloadInput } | { kind: 'update'; id: number; input: LessonPayloadInput };

export interface LessonContext {
  cls: Pick<ClassRef, 'id' | 'teachers' | 'subjects'>;
  groupTypes: readonly Pick<GroupType, 'id' | 'name' | 'total_places'>[];
}

/** The live preview: 'Пн 16:00-17:30 гр. Иванов И. И. Физика'; '' until day, start and duration are valid. */
export function lessonNamePreview(values: LessonFormValues, { cls, groupTypes }: LessonContext): string {
  const start = parseTimeOfDay(values.time_start);
  const duration = Number(values.duration_minutes);
  if (start === null || !Number.isInteger(duration) || duration <= 0) return '';
  return generateLessonName({
    day_of_week: Number(values.day_of_week),
    start,
    duration_minutes: duration,
    groupTypeName: groupTypes.find((t) => String(t.id) === values.group_type_id)?.name,
    teacher: cls.teachers.find((t) => String(t.id) === values.teacher_id),
    subject: values.subject,
  });
}

/** Places follow the lesson type: 'Неограниченно' for 0, '' when no type. */
export function placesOf(values: LessonFormValues, groupTypes: LessonContext['groupTypes']): string {
  const type = groupTypes.find((t) => String(t.id) === values.group_type_id);
  if (!type) return '';
  return type.total_places === 0 ? 'Неограниченно' : String(type.total_places);
}

/** The API's 'HH:MM' from what the time input holds ('9:05', '09:05:00'); both lesson forms send it so. */
export const timeStartOf = (typed: string) => typed.trim().slice(0, 5).padStart(5, '0');

export const LESSON_TYPE_REQUIRED = 'Не указан тип занятия';

export type LessonValidation = { ok: true; payload: LessonPayload } | { ok: false; errors: FieldErrors<LessonField> };

/** docs/product/rules.md "Class-page lesson form": weekday, subject, lesson type, start time, duration (and the API's cabinet) required. */
export function validateLessonForm(values: LessonFormValues, context: LessonContext, editingId?: number): LessonValidation {
  const parsed = lessonSchema.safeParse({ ...values, class_id: context.cls.id });
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, LESSON_FIELDS);
  // the schema's own duration check runs only when every other field is valid
  if (!values.duration_minutes.trim()) errors.duration_minutes ??= TIMETABLE_MESSAGES.durationRequired;
  if (!values.group_type_id) errors.group_type_id ??= LESSON_TYPE_REQUIRED;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const data = parsed.data;
  const input: LessonPayloadInput = {
    name: lessonNamePreview(values, context),
    subject: data.subject,
    class_id: data.class_id,
    cabinet_id: data.cabinet_id,
    day_of_week: data.day_of_week,
    time_start: timeStartOf(values.time_start),
    duration_minutes: data.duration_minutes!,
    group_type_id: data.group_type_id ?? null,
    teacher_id: data.teacher_id ?? null,
    status: data.status ?? null,
  };
  return { ok: true, payload: editingId == null ? { kind: 'create', input } : { kind: 'update', id: editingId, input } };
}

/**
 * The lesson as the form holds it, for the check before saving (POST /schedule/check-conflicts):
 * null until its start, duration and cabinet are valid. An edited lesson brings its students and
 * is left out of the check.
 */
export function lessonClashRequest(values: LessonFormValues, lesson?: Pick<Lesson, 'id' | 'students'>): ClashCheckRequest | null {
  const start = parseTimeOfDay(values.time_start);
  const duration = Number(values.duration_minutes);
  const cabinet = Number(values.cabinet_id);
  if (start === null || start % LESSON_TIME_STEP_MINUTES !== 0) return null;
  if (!Number.isInteger(duration) || duration <= 0 || !Number.isInteger(cabinet) || cabinet <= 0) return null;
  return {
    cabinet_id: cabinet,
    day_of_week: Number(values.day_of_week),
    time_start: timeStartOf(values.time_start),
    duration_minutes: duration,
    exclude_schedule_id: lesson?.id ?? null,
    teacher_id: values.teacher_id ? Number(values.teacher_id) : null,
    student_ids: lesson?.students.map((s) => s.id) ?? [],
  };
}
