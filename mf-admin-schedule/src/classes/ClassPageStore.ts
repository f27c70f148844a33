import { makeAutoObservable, runInAction } from 'mobx';
import type { ClassItem, Lesson } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { LoadedRecord, WholeList, matchesSearch, type Confirm, type StoreDeps } from '@diary/web-kit';
import { addStudents, archiveLesson, LESSON_TEXTS, type LessonPayload, type LessonSaveResult, removeStudent, saveLesson } from '../lessons';
import type { ClassPayload } from './class-form-model';
import { CLASS_TEXTS, saveClass, type ClassSaveResult } from './ClassesStore';

/** /admin/classes/:id: the class, its lessons with their students. */
export class ClassPageStore {
  readonly record = new LoadedRecord<ClassItem>();
  readonly lessons = new WholeList<Lesson>();
  search = '';

  constructor(
    private readonly deps: StoreDeps,
    readonly id: number,
  ) {
    makeAutoObservable<ClassPageStore, 'deps'>(this, { deps: false, record: false, lessons: false, id: false });
  }

  /** The class, once it came. */
  get item(): ClassItem | null {
    return this.record.value;
  }

  get rights() {
    const { viewer } = this.deps;
    return { update: viewer.can('classes.update'), manageLessons: viewer.can('schedule.manage') };
  }

  /** 'поиск занятия': by name or subject. */
  get filteredLessons(): Lesson[] {
    return this.lessons.items.filter((lesson) => matchesSearch(lesson.name, this.search) || matchesSearch(lesson.subject, this.search));
  }

  setSearch(value: string) {
    this.search = value;
  }

  async load(): Promise<void> {
    await this.record.load(
      () => this.deps.http.get<ClassItem>(`classes/${this.id}`),
      (error) => errorMessage(error, CLASS_TEXTS.loadFailed),
    );
    if (this.item) await this.loadLessons();
  }

  async loadLessons(): Promise<void> {
    await this.lessons.load(
      () => this.deps.http.get<Lesson[]>('schedule', { class_id: this.id, includeStudents: true }),
      () => LESSON_TEXTS.loadFailed,
    );
  }

  async saveClass(payload: ClassPayload): Promise<ClassSaveResult> {
    const result = await saveClass(this.deps, payload);
    if (result.ok) {
      this.record.set({ ...result.item, schedules: result.item.schedules ?? this.item?.schedules ?? [] });
      void this.loadLessons();
    }
    return result;
  }

  async saveLesson(payload: LessonPayload): Promise<LessonSaveResult> {
    const result = await saveLesson(this.deps, payload);
    if (result.ok) void this.loadLessons();
    return result.ok ? { ok: true } : result;
  }

  async deleteLesson(lesson: Lesson, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(LESSON_TEXTS.deleteQuestion(lesson.name)))) return false;
    if (!(await archiveLesson(this.deps, lesson.id))) return false;
    this.lessons.remove(lesson.id);
    return true;
  }

  async addStudents(lesson: Lesson, studentIds: number[]): Promise<boolean> {
    if (!(await addStudents(this.deps, lesson.id, studentIds))) return false;
    await this.loadLessons();
    return true;
  }

  async removeStudent(lesson: Lesson, studentId: number): Promise<boolean> {
    if (!(await removeStudent(this.deps, lesson.id, studentId))) return false;
    runInAction(() => {
      this.lessons.items = this.lessons.items.map((l) =>
        l.id === lesson.id
          ? {
              ...l,
              students: l.students.filter((s) => s.id !== studentId),
              free_places: l.free_places == null ? null : l.free_places + 1,
            }
          : l,
      );
    });
    return true;
  }
}
