import { makeAutoObservable } from 'mobx';
import type { ClassItem, Subject, UserListEntry } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { LatestLoad, matchesSearch, WholeList, type Confirm, type StoreDeps } from '@diary/web-kit';
import { teacherNames, type ClassPayload } from './class-form-model';

/** docs/product/messages.md "Classes": the server's message when there is one, else these. */
export const CLASS_TEXTS = {
  loadFailed: 'Ошибка загрузки классов',
  createFailed: 'Ошибка создания класса',
  updateFailed: 'Ошибка обновления класса',
  deleteFailed: 'Ошибка удаления класса',
  saved: 'Успешно!',
  deleteQuestion: 'Вы действительно хотите удалить этот класс?',
  subjectsLoadFailed: 'Ошибка загрузки предметов',
} as const;

export type ClassSaveResult = { ok: true; item: ClassItem } | { ok: false; message: string };

/** The choices of the class form: teachers (role TEACHER only) and subjects. */
export class ClassChoicesStore {
  teachers: UserListEntry[] = [];
  subjects: Subject[] = [];
  readonly status = new LatestLoad();

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<ClassChoicesStore, 'deps'>(this, { deps: false, status: false });
  }

  async load(): Promise<void> {
    await this.status.run(
      () => Promise.all([this.deps.http.get<UserListEntry[]>('users/teachers'), this.deps.http.get<Subject[]>('subjects')]),
      ([teachers, subjects]) => {
        this.teachers = teachers;
        this.subjects = subjects;
      },
      (error) => errorMessage(error, CLASS_TEXTS.loadFailed),
    );
  }
}

/** POST /classes or PATCH /classes/:id. */
export async function saveClass(deps: StoreDeps, payload: ClassPayload): Promise<ClassSaveResult> {
  const creating = payload.kind === 'create';
  try {
    const item = creating
      ? await deps.http.post<ClassItem>('classes', payload.input)
      : await deps.http.patch<ClassItem>(`classes/${payload.id}`, payload.input);
    deps.notify.success(CLASS_TEXTS.saved);
    return { ok: true, item };
  } catch (error) {
    const message = errorMessage(error, creating ? CLASS_TEXTS.createFailed : CLASS_TEXTS.updateFailed);
    deps.notify.error(message);
    return { ok: false, message };
  }
}

/** 'Классы' (docs/product/screens.md "Classes list"). */
export class ClassesStore {
  readonly list = new WholeList<ClassItem>();
  search = '';

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<ClassesStore, 'deps'>(this, { deps: false, list: false });
  }

  get rights() {
    const { viewer } = this.deps;
    return { create: viewer.can('classes.create'), update: viewer.can('classes.update'), delete: viewer.can('classes.delete') };
  }

  /** Search by name, academic year, teacher. */
  get filtered(): ClassItem[] {
    return this.list.items.filter((item) =>
      [item.name, item.academic_year, teacherNames(item)].some((text) => matchesSearch(text, this.search)),
    );
  }

  setSearch(value: string) {
    this.search = value;
  }

  async load(): Promise<void> {
    const ok = await this.list.load(
      () => this.deps.http.get<ClassItem[]>('classes', { includeSubjects: true }),
      (error) => errorMessage(error, CLASS_TEXTS.loadFailed),
    );
    if (!ok && this.list.error) this.deps.notify.error(this.list.error);
  }

  async save(payload: ClassPayload): Promise<ClassSaveResult> {
    const result = await saveClass(this.deps, payload);
    if (result.ok) void this.load();
    return result;
  }

  /** ADMIN only, after 'Вы действительно хотите удалить этот класс?'. */
  async remove(item: ClassItem, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(CLASS_TEXTS.deleteQuestion))) return false;
    try {
      await this.deps.http.delete(`classes/${item.id}`);
    } catch (error) {
      this.deps.notify.error(errorMessage(error, CLASS_TEXTS.deleteFailed));
      return false;
    }
    this.list.remove(item.id);
    this.deps.notify.success(CLASS_TEXTS.saved);
    return true;
  }
}
