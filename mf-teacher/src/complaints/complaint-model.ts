import { COMPLAINT_MESSAGES, complaintTeacherSchema } from '@diary/common';
import { resolveStudent, type StudentOption } from '@diary/common/ui';

/** SPEC §2 "Complaint form page" and §8. */
export const TEACHER_COMPLAINT_TEXTS = {
  title: 'Пожаловаться',
  teacherLabel: 'Учитель',
  teacherPlaceholder: 'Начните вводить имя учителя',
  incidentDate: 'Дата инцидента',
  comment: 'Опишите проблему',
  submit: 'Отправить',
  sent: 'Успешно отправлено',
  failed: 'Произошла ошибка при отправке жалобы',
} as const;

export interface TeacherComplaintPayload {
  teacherId: number;
  incidentDate: string;
  comment: string;
}

export type TeacherComplaintField = 'teacher' | 'incidentDate' | 'comment';

export type TeacherComplaintValidation =
  | { ok: true; payload: TeacherComplaintPayload }
  | { ok: false; errors: Partial<Record<TeacherComplaintField, string>> };

/**
 * SPEC §5 "Complaint", teacher-side: the typed name must be a listed teacher ('Учитель с таким
 * именем не найден! Попробуйте ввести данные еще раз'), a date, and the problem ('Опишите проблему').
 */
export function validateTeacherComplaint(
  teachers: readonly StudentOption[],
  picked: StudentOption | null,
  teacherText: string,
  incidentDate: string,
  comment: string,
): TeacherComplaintValidation {
  const teacher = resolveStudent(picked ? [picked, ...teachers] : teachers, picked, teacherText);
  const parsed = complaintTeacherSchema.safeParse({ teacherId: teacher?.id ?? 0, incidentDate, comment });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Partial<Record<TeacherComplaintField, string>> = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0]);
    if (path === 'teacherId') errors.teacher ??= COMPLAINT_MESSAGES.teacherNotFound;
    if (path === 'incidentDate') errors.incidentDate ??= issue.message;
    if (path === 'comment') errors.comment ??= issue.message;
  }
  return { ok: false, errors };
}
