import {
  TIMETABLE_MESSAGES,
  LESSON_TIME_STEP_MINUTES,
  parseTimeOfDay,
  type ClassRef,
  type Lesson,
  type LessonStatus,
  type Service,
} from '@diary/common';
import type { FieldErrors } from '@diary/web-kit';
import { onlyTeacherOf, timeStartOf, type ClashCheckRequest } from '../lessons';
import { isFree } from './board-model';

export type BoardField = 'cabinet_id' | 'time_start' | 'short_title' | 'service_id' | 'class_id' | 'subject' | 'teacher_id' | 'comment';

export interface BoardFormValues {
  cabinet_id: string;
  time_start: string;
  short_title: string;
  service_id: string;
  class_id: string;
  subject: string;
  /** One of the class's teachers, '' for none. */
  teacher_id: string;
  comment: string;
  students: number[];
  status: LessonStatus | null;
}

/** A new lesson in the slot's cabinet at its first free time (09:00 by default, docs/product/constants.md). */
export function emptyBoardForm(cabinetId: number, timeStart = '09:00'): BoardFormValues {
  return {
    cabinet_id: String(cabinetId),
    time_start: timeStart,
    short_title: '',
    service_id: '',
    class_id: '',
    subject: '',
    teacher_id: '',
    comment: '',
    students: [],
    status: null,
  };
}

export function boardLessonToForm(lesson: Lesson): BoardFormValues {
  return {
    cabinet_id: String(lesson.cabinet_id),
    time_start: lesson.time_start,
    short_title: lesson.short_title ?? '',
    service_id: lesson.service_id == null ? '' : String(lesson.service_id),
    class_id: String(lesson.class_id),
    subject: lesson.subject,
    teacher_id: lesson.teacher_id == null ? '' : String(lesson.teacher_id),
    comment: lesson.comment ?? '',
    students: lesson.students.map((s) => s.id),
    status: lesson.status,
  };
}

/**
 * Another class chosen: its only subject (or the one chosen, when the class has it too), and its only
 * teacher or none (a lesson's teacher is one of its class's).
 */
export function classChanged(
  current: Pick<BoardFormValues, 'subject'>,
  classId: string,
  cls: Pick<ClassRef, 'subjects' | 'teachers'> | undefined,
): Pick<BoardFormValues, 'class_id' | 'subject' | 'teacher_id'> {
  const subjects = cls?.subjects ?? [];
  const subject = subjects.length === 1 ? subjects[0]!.name : subjects.some((s) => s.name === current.subject) ? current.subject : '';
  return { class_id: classId, subject, teacher_id: onlyTeacherOf(cls) };
}

/** The status switches are mutually exclusive and can be toggled off (docs/product/lifecycle.md). */
export const toggleStatus = (current: LessonStatus | null, clicked: LessonStatus): LessonStatus | null =>
  current === clicked ? null : clicked;

export interface BoardPayloadInput {
  cabinet_id: number;
  day_of_week: number;
  time_start: string;
  service_id: number;
  class_id: number;
  subject: string;
  teacher_id: number | null;
  short_title: string | null;
  comment: string | null;
  students: number[];
  status: LessonStatus | null;
}

export type BoardPayload = { kind: 'create'; input: BoardPayloadInput } | { kind: 'update'; id: number; input: BoardPayloadInput };

export interface BoardFormContext {
  day: number;
  /** A cabinet's lessons that day (the overlap check). */
  lessonsOf: (cabinetId: number) => readonly Lesson[];
  services: readonly Pick<Service, 'id' | 'duration_minutes'>[];
  editingId?: number;
}

export type BoardValidation = { ok: true; payload: BoardPayload } | { ok: false; errors: FieldErrors<BoardField>; message: string | null };

/** docs/product/rules.md "Board lesson form" and "Timetable form". */
export function validateBoardForm(values: BoardFormValues, ctx: BoardFormContext): BoardValidation {
  const errors: FieldErrors<BoardField> = {};
  const start = parseTimeOfDay(values.time_start);
  if (!values.cabinet_id) errors.cabinet_id = TIMETABLE_MESSAGES.cabinetRequired;
  if (!values.time_start.trim()) errors.time_start = TIMETABLE_MESSAGES.timeStartRequired;
  else if (start === null) errors.time_start = TIMETABLE_MESSAGES.timeStartFormat;
  else if (start % LESSON_TIME_STEP_MINUTES !== 0) errors.time_start = TIMETABLE_MESSAGES.timeStartStep;
  const missing = !values.cabinet_id || !values.service_id || !values.class_id || !values.subject.trim();
  if (missing || Object.keys(errors).length) {
    return { ok: false, errors, message: missing ? TIMETABLE_MESSAGES.classRequiredFields : null };
  }
  const service = ctx.services.find((s) => String(s.id) === values.service_id);
  const duration = service?.duration_minutes ?? 60;
  const exclude = ctx.editingId == null ? [] : [ctx.editingId];
  const cabinetId = Number(values.cabinet_id);
  if (!isFree(ctx.lessonsOf(cabinetId), { start: start!, end: start! + duration }, exclude)) {
    return { ok: false, errors: { time_start: TIMETABLE_MESSAGES.timeConflict }, message: null };
  }
  const input: BoardPayloadInput = {
    cabinet_id: cabinetId,
    day_of_week: ctx.day,
    time_start: timeStartOf(values.time_start),
    service_id: Number(values.service_id),
    class_id: Number(values.class_id),
    subject: values.subject.trim(),
    teacher_id: values.teacher_id ? Number(values.teacher_id) : null,
    short_title: values.short_title.trim() || null,
    comment: values.comment.trim() || null,
    students: [...values.students],
    status: values.status,
  };
  return { ok: true, payload: ctx.editingId == null ? { kind: 'create', input } : { kind: 'update', id: ctx.editingId, input } };
}

/**
 * The lesson as the board form holds it, for the check before saving (POST
 * /schedule/check-conflicts): null until its start, cabinet and service (the duration) are valid.
 */
export function boardClashRequest(values: BoardFormValues, ctx: Omit<BoardFormContext, 'lessonsOf'>): ClashCheckRequest | null {
  const start = parseTimeOfDay(values.time_start);
  const service = ctx.services.find((s) => String(s.id) === values.service_id);
  if (start === null || start % LESSON_TIME_STEP_MINUTES !== 0 || !values.cabinet_id || !service) return null;
  return {
    cabinet_id: Number(values.cabinet_id),
    day_of_week: ctx.day,
    time_start: timeStartOf(values.time_start),
    duration_minutes: service.duration_minutes,
    exclude_schedule_id: ctx.editingId ?? null,
    teacher_id: values.teacher_id ? Number(values.teacher_id) : null,
    student_ids: [...values.students],
  };
}
