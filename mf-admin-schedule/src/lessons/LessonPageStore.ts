import { makeAutoObservable, runInAction } from 'mobx';
import type { Lesson } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import type { StoreDeps } from '@diary/web-kit';
import type { LessonPayload } from './lesson-form-model';
import { addStudents, removeStudent, saveLesson, type LessonSaveResult } from './lesson-requests';
import { LESSON_TEXTS } from './lesson-texts';

/** /admin/schedules/:id: one lesson with its students. */
export class LessonPageStore {
  lesson: Lesson | null = null;
  isLoading = false;
  error: string | null = null;

  constructor(
    private readonly deps: StoreDeps,
    readonly id: number,
  ) {
    makeAutoObservable<LessonPageStore, 'deps'>(this, { deps: false, id: false });
  }

  get canManage(): boolean {
    return this.deps.viewer.can('schedule.manage');
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    try {
      const lesson = await this.deps.http.get<Lesson>(`schedule/${this.id}`, { includeRelations: true });
      runInAction(() => (this.lesson = lesson));
    } catch (error) {
      runInAction(() => (this.error = errorMessage(error, LESSON_TEXTS.loadOneFailed)));
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }

  async save(payload: LessonPayload): Promise<LessonSaveResult> {
    const result = await saveLesson(this.deps, payload);
    if (!result.ok) return result;
    await this.load();
    return { ok: true };
  }

  async addStudents(studentIds: number[]): Promise<boolean> {
    if (!(await addStudents(this.deps, this.id, studentIds))) return false;
    await this.load();
    return true;
  }

  async removeStudent(studentId: number): Promise<boolean> {
    if (!(await removeStudent(this.deps, this.id, studentId))) return false;
    await this.load();
    return true;
  }
}
