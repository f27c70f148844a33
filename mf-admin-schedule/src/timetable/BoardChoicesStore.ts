import { makeAutoObservable, runInAction } from 'mobx';
import type { ClassItem, Lesson, Paged, Service, UserListEntry } from '@diary/common';
import { StudentSearch, type SaveResult, type StoreDeps } from '@diary/web-kit';
import { LESSON_TEXTS, lessonSaveFailure } from '../lessons';
import type { BoardField, BoardPayload } from './board-form-model';

export const BOARD_TEXTS = {
  classesLoadFailed: 'Ошибка загрузки классов',
  servicesLoadFailed: 'Ошибка загрузки услуг',
  studentsLoadFailed: 'Ошибка загрузки учеников',
} as const;

/** The board form's lists: classes (with subjects), active services; the students are searched on the server. */
export class BoardChoicesStore {
  classes: ClassItem[] = [];
  services: Service[] = [];
  /** Whether there is any student to add (the form says so when not). */
  hasStudents = false;
  readonly studentSearch: StudentSearch;
  isLoading = false;
  loaded = false;
  errors: string[] = [];

  constructor(private readonly deps: StoreDeps) {
    this.studentSearch = new StudentSearch(deps.http);
    makeAutoObservable<BoardChoicesStore, 'deps'>(this, { deps: false, studentSearch: false });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    const { http } = this.deps;
    const [classes, services, students] = await Promise.allSettled([
      http.get<ClassItem[]>('classes', { includeSubjects: true }),
      http.get<Service[]>('services', { isArchived: 0 }),
      // one is enough to know: the picker searches them on the server
      http.get<Paged<UserListEntry>>('users/students', { limit: 1 }),
    ]);
    runInAction(() => {
      const errors: string[] = [];
      if (classes.status === 'fulfilled') this.classes = classes.value;
      else errors.push(BOARD_TEXTS.classesLoadFailed);
      if (services.status === 'fulfilled') this.services = services.value;
      else errors.push(BOARD_TEXTS.servicesLoadFailed);
      if (students.status === 'fulfilled') this.hasStudents = students.value.total > 0;
      else errors.push(BOARD_TEXTS.studentsLoadFailed);
      this.errors = errors;
      this.isLoading = false;
      this.loaded = true;
    });
    for (const message of this.errors) this.deps.notify.error(message);
  }
}

const BOARD_FIELDS: readonly BoardField[] = ['time_start', 'short_title', 'service_id', 'class_id', 'subject', 'teacher_id', 'comment'];

/** POST /schedule or PUT /schedule/:id from the board; errors stay in the form (docs/product/messages.md). */
export async function saveBoardLesson(deps: StoreDeps, payload: BoardPayload): Promise<SaveResult<BoardField>> {
  const creating = payload.kind === 'create';
  try {
    if (creating) await deps.http.post<Lesson>('schedule', payload.input);
    else await deps.http.put<Lesson>(`schedule/${payload.id}`, payload.input);
    deps.notify.success(LESSON_TEXTS.saved);
    return { ok: true };
  } catch (error) {
    const result = lessonSaveFailure(error, BOARD_FIELDS, 'time_start');
    if (result.ok) return result;
    const fallback = creating ? LESSON_TEXTS.createFailed : LESSON_TEXTS.updateFailed;
    return { ...result, message: result.message ?? (Object.keys(result.fieldErrors).length ? null : fallback) };
  }
}
