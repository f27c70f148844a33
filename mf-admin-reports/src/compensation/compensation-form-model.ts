import { COMPENSATION_MESSAGES, compensationSchema, toIsoDate, type Compensation, type RequestOf } from '@diary/common';
import { issuesToFieldErrors, type FieldErrors } from '@diary/web-kit';

export type CompensationField = 'teacherId' | 'studentId' | 'subjectId' | 'eventDate' | 'comment';
export const COMPENSATION_FIELDS: readonly CompensationField[] = ['teacherId', 'studentId', 'subjectId', 'eventDate', 'comment'];

export interface CompensationFormValues {
  teacherId: number | null;
  studentId: number | null;
  subjectId: number | null;
  /** YYYY-MM-DD */
  eventDate: string;
  comment: string;
}

/** What POST compensation and PATCH compensation/:id take. */
export type CompensationPayload = RequestOf<typeof compensationSchema>;

/** A new compensation: the teacher is the current user when they are a teacher (docs/product/permissions.md), the date today. */
export function emptyCompensationForm(defaultTeacherId: number | null, today = new Date()): CompensationFormValues {
  return { teacherId: defaultTeacherId, studentId: null, subjectId: null, eventDate: toIsoDate(today), comment: '' };
}

export function compensationToForm(c: Compensation): CompensationFormValues {
  return { teacherId: c.teacherId, studentId: c.studentId, subjectId: c.subjectId, eventDate: c.eventDate, comment: c.comment ?? '' };
}

export type CompensationValidation = { ok: true; payload: CompensationPayload } | { ok: false; errors: FieldErrors<CompensationField> };

/** docs/product/rules.md "Compensation" by the shared schema: teacher, student, subject and date required, comment optional. */
export function validateCompensation(values: CompensationFormValues): CompensationValidation {
  const parsed = compensationSchema.safeParse(values);
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, COMPENSATION_FIELDS);
  // the API may default the teacher to the caller, the form always names one
  if (values.teacherId == null) errors.teacherId ??= COMPENSATION_MESSAGES.teacherRequired;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { studentId, subjectId, eventDate, comment } = parsed.data;
  return { ok: true, payload: { teacherId: values.teacherId!, studentId, subjectId, eventDate, comment } };
}
