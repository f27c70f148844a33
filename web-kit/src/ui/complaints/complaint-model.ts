import { COMPLAINT_MESSAGES, complaintTeacherSchema } from '@diary/common/schemas/complaints';
import type { RequestOf } from '@diary/common/schemas/primitives';
import { resolveStudent } from '../achievements/form-model';
import type { StudentOption } from '../achievements/types';

/** docs/product/screens.md "Complaint form page" and docs/product/messages.md; the title is the area's own (see ComplaintForm). */
export const COMPLAINT_FORM_TEXTS = {
  teacherLabel: 'Учитель',
  teacherPlaceholder: 'Начните вводить имя учителя',
  incidentDate: 'Дата инцидента',
  comment: 'Опишите проблему',
  submit: 'Отправить',
  sent: 'Успешно отправлено',
  failed: 'Произошла ошибка при отправке жалобы',
  teachersFailed: 'Не удалось загрузить список учителей',
} as const;

/** POST /complaint: the API records the one who sends it as the complaint's author. */
export type ComplaintFormPayload = RequestOf<typeof complaintTeacherSchema>;

export type ComplaintFormField = 'teacher' | 'incidentDate' | 'comment';

export type ComplaintFormErrors = Partial<Record<ComplaintFormField, string>>;

export type ComplaintFormValidation = { ok: true; payload: ComplaintFormPayload } | { ok: false; errors: ComplaintFormErrors };

/**
 * docs/product/rules.md "Complaint": the typed name must be a listed teacher ('Учитель с таким именем не
 * найден! Попробуйте ввести данные еще раз'), a date, and the problem ('Опишите проблему').
 */
export function validateComplaintForm(
  teachers: readonly StudentOption[],
  picked: StudentOption | null,
  teacherText: string,
  incidentDate: string,
  comment: string,
): ComplaintFormValidation {
  const teacher = resolveStudent(picked ? [picked, ...teachers] : teachers, picked, teacherText);
  const parsed = complaintTeacherSchema.safeParse({ teacherId: teacher?.id ?? 0, incidentDate, comment });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: ComplaintFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0]);
    if (path === 'teacherId') errors.teacher ??= COMPLAINT_MESSAGES.teacherNotFound;
    if (path === 'incidentDate') errors.incidentDate ??= issue.message;
    if (path === 'comment') errors.comment ??= issue.message;
  }
  return { ok: false, errors };
}
