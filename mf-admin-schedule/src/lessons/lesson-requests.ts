import type { Lesson } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { saveFailure, type SaveResult, type StoreDeps } from '@diary/common/ui';
import { LESSON_FIELDS, type LessonField, type LessonPayload } from './lesson-form-model';
import { LESSON_TEXTS } from './lesson-texts';

export type LessonSaveResult = SaveResult<LessonField>;

/** POST /schedule or PUT /schedule/:id; a 409 overlap lands on the start time. */
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
    return saveFailure(error, LESSON_FIELDS, 'time_start');
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
