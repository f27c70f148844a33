import type { Lesson } from '@diary/common';
import { ApiError, errorMessage } from 'mf_auth/session';
import { saveFailure, type SaveResult, type StoreDeps } from '@diary/web-kit';
import { LESSON_FIELDS, type LessonField, type LessonPayload } from './lesson-form-model';
import { LESSON_TEXTS } from './lesson-texts';

export type LessonSaveResult = SaveResult<LessonField>;

/**
 * A lesson form's refused save: a clash of its teacher or a student (409 with such `clashes`) is told
 * for the whole form ('Преподаватель Иванов И. И. в это время ведёт другое занятие'); a cabinet's
 * overlap lands on the start time; the API's field errors on their fields.
 */
export function lessonSaveFailure<F extends string>(error: unknown, fields: readonly F[], timeField: F): SaveResult<F> {
  if (error instanceof ApiError && error.status === 409 && error.clashes.some((clash) => clash.kind !== 'cabinet')) {
    return { ok: false, fieldErrors: {}, message: error.message };
  }
  return saveFailure(error, fields, timeField);
}

/** POST /schedule or PUT /schedule/:id; a 409 overlap lands on the start time, a person's clash on the form. */
export async function saveLesson(deps: StoreDeps, payload: LessonPayload): Promise<LessonSaveResult & { lesson?: Lesson }> {
  const creating = payload.kind === 'create';
  try {
    const lesson = creating
      ? await deps.http.post<Lesson>('schedule', payload.input)
      : await deps.http.put<Lesson>(`schedule/${payload.id}`, payload.input);
    deps.notify.success(LESSON_TEXTS.saved);
    return { ok: true, lesson };
  } catch (error) {
    deps.notify.error(creating ? LESSON_TEXTS.createFailed : LESSON_TEXTS.updateFailed);
    return lessonSaveFailure(error, LESSON_FIELDS, 'time_start');
  }
}

/** POST /schedule/:id/students/multiple. */
export async function addStudents(deps: StoreDeps, lessonId: number, studentIds: number[]): Promise<boolean> {
  try {
    await deps.http.post(`schedule/${lessonId}/students/multiple`, { studentIds });
    return true;
  } catch (error) {
    deps.notify.error(errorMessage(error, LESSON_TEXTS.addStudentsFailed));
    return false;
  }
}

/** DELETE /schedule/:id/students/:studentId. */
export async function removeStudent(deps: StoreDeps, lessonId: number, studentId: number): Promise<boolean> {
  try {
    await deps.http.delete(`schedule/${lessonId}/students/${studentId}`);
    return true;
  } catch (error) {
    deps.notify.error(errorMessage(error, LESSON_TEXTS.removeStudentFailed));
    return false;
  }
}

/** DELETE /schedule/:id/archive (shown to the user as deletion). */
export async function archiveLesson(deps: StoreDeps, lessonId: number): Promise<boolean> {
  try {
    await deps.http.delete(`schedule/${lessonId}/archive`);
    deps.notify.success(LESSON_TEXTS.saved);
    return true;
  } catch (error) {
    deps.notify.error(errorMessage(error, LESSON_TEXTS.archiveFailed));
    return false;
  }
}
