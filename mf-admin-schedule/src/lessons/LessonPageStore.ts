import { makeAutoObservable } from 'mobx';
import type { Lesson } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { LoadedRecord, type StoreDeps } from '@diary/web-kit';
import type { LessonPayload } from './lesson-form-model';
import { addStudents, removeStudent, saveLesson, type LessonSaveResult } from './lesson-requests';
import { LESSON_TEXTS } from './lesson-texts';

/** /admin/schedules/:id: one lesson with its students. */
export class LessonPageStore {
  readonly record = new LoadedRecord<Lesson>();

  constructor(
    private readonly deps: StoreDeps,
    readonly id: number,
  ) {
    makeAutoObservable<LessonPageStore, 'deps'>(this, { deps: false, record: false, id: false });
  }

  /** The lesson, once it came. */
  get lesson(): Lesson | null {
    return this.record.value;
  }

  get canManage(): boolean {
    return this.deps.viewer.can('schedule.manage');
  }

  async load(): Promise<void> {
    await this.record.load(
      () => this.deps.http.get<Lesson>(`schedule/${this.id}`, { includeRelations: true }),
      (error) => errorMessage(error, LESSON_TEXTS.loadOneFailed),
    );
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
