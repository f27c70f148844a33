import { makeAutoObservable } from 'mobx';
import type { ClassItem, Lesson, Paged, Service, UserListEntry } from '@diary/common';
import { ChoiceLoad, StudentSearch, choice, type SaveResult, type StoreDeps } from '@diary/web-kit';
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
  readonly status = new ChoiceLoad();

  constructor(private readonly deps: StoreDeps) {
    this.studentSearch = new StudentSearch(deps.http);
    makeAutoObservable<BoardChoicesStore, 'deps'>(this, { deps: false, studentSearch: false, status: false });
  }

  async load(): Promise<void> {
    const { http } = this.deps;
    const failed = await this.status.load([
      choice({
        fetch: () => http.get<ClassItem[]>('classes', { includeSubjects: true }),
        apply: (classes) => (this.classes = classes),
        failed: BOARD_TEXTS.classesLoadFailed,
      }),
      choice({
        fetch: () => http.get<Service[]>('services', { isArchived: 0 }),
        apply: (services) => (this.services = services),
        failed: BOARD_TEXTS.servicesLoadFailed,
      }),
      choice({
        // one is enough to know: the picker searches them on the server
        fetch: () => http.get<Paged<UserListEntry>>('users/students', { limit: 1 }),
        apply: (students) => (this.hasStudents = students.total > 0),
        failed: BOARD_TEXTS.studentsLoadFailed,
      }),
    ]);
    for (const message of failed) this.deps.notify.error(message);
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
