import { ApiError } from 'mf_auth/session';
import type { AchievementField, AchievementFieldErrors } from './types';

const FIELDS: readonly AchievementField[] = [
  'student',
  'lessonDate',
  'lessonTheme',
  'checkType',
  'subject',
  'maxPoints',
  'points',
  'notes',
];

/** The server's per-field messages (docs/api/contract.md "errors"), on the form's fields; studentId lands on the picker. */
export function achievementFieldErrors(error: unknown): AchievementFieldErrors {
  const errors: AchievementFieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.errors) {
    const name = path === 'studentId' ? 'student' : path;
    const field = FIELDS.find((f) => f === name);
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** The message after 'Произошла ошибка: ': the server's text, or what went wrong on the way. */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
