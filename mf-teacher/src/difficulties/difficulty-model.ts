import { DIFFICULTY_MESSAGES, difficultySchema } from '@diary/common';
import { resolveStudent, type StudentOption } from '@diary/web-kit';
import type { DifficultyPayload } from '../stores';

export const DIFFICULTY_TEXTS = {
  title: 'СООБЩИТЬ О ТРУДНОСТЯХ',
  problem: 'Проблема',
  submit: 'Отправить',
  sent: 'Успешно отправлено',
} as const;

export type DifficultyValidation =
  { ok: true; payload: DifficultyPayload } | { ok: false; alert?: string; errors: { student?: string; notes?: string } };

/** docs/product/rules.md "Difficulty form", by the shared schema: a listed student (else the alert) and the problem text. */
export function validateDifficulty(
  students: readonly StudentOption[],
  picked: StudentOption | null,
  studentText: string,
  notes: string,
): DifficultyValidation {
  const student = resolveStudent(picked ? [picked, ...students] : students, picked, studentText);
  const parsed = difficultySchema.safeParse({ studentId: student?.id ?? 0, notes });
  if (parsed.success) return { ok: true, payload: { studentId: parsed.data.studentId, notes: parsed.data.notes } };
  const errors: { student?: string; notes?: string } = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'studentId') errors.student ??= issue.message;
    if (issue.path[0] === 'notes') errors.notes ??= issue.message;
  }
  return {
    ok: false,
    errors,
    ...(errors.student ? { alert: DIFFICULTY_MESSAGES.studentNotFound } : {}),
  };
}
