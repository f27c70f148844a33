import { COMPLAINT_MESSAGES, complaintTeacherSchema } from '@diary/common';
import { resolveStudent, type StudentOption } from '@diary/common/ui';

/** SPEC §2 "Complaint form page" and §8: the student's complaint about a teacher. */
export const STUDENT_COMPLAINT_TEXTS = {
  title: 'Жалоба на учителя',
  teacherLabel: 'Учитель',
  teacherPlaceholder: 'Начните вводить имя учителя',
  incidentDate: 'Дата инцидента',
  comment: 'Опишите проблему',
  submit: 'Отправить',
  sent: 'Успешно отправлено',
  failed: 'Произошла ошибка при отправке жалобы',
  teachersFailed: 'Не удалось загрузить список учителей',
} as const;

/** POST /complaint: the API records the student who sends it as the complaint's student. */
export interface StudentComplaintPayload {
  teacherId: number;
  incidentDate: string;
  comment: string;
}

export type StudentComplaintField = 'teacher' | 'incidentDate' | 'comment';

export type StudentComplaintValidation =
  | { ok: true; payload: StudentComplaintPayload }
  | { ok: false; errors: Partial<Record<StudentComplaintField, string>> };

/**
 * SPEC §5 "Complaint": the typed name must be a listed teacher ('Учитель с таким именем не
 * найден! Попробуйте ввести данные еще раз'), a date, and the problem ('Опишите проблему').
 */
export function validateStudentComplaint(
  teachers: readonly StudentOption[],
  picked: StudentOption | null,
  teacherText: string,
  incidentDate: string,
  comment: string,
): StudentComplaintValidation {
  const teacher = resolveStudent(picked ? [picked, ...teachers] : teachers, picked, teacherText);
  const parsed = complaintTeacherSchema.safeParse({ teacherId: teacher?.id ?? 0, incidentDate, comment });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Partial<Record<StudentComplaintField, string>> = {};
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0]);
    if (path === 'teacherId') errors.teacher ??= COMPLAINT_MESSAGES.teacherNotFound;
    if (path === 'incidentDate') errors.incidentDate ??= issue.message;
    if (path === 'comment') errors.comment ??= issue.message;
  }
  return { ok: false, errors };
}
