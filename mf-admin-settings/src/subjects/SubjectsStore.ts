import { makeAutoObservable } from 'mobx';
import type { Subject, SubjectInput } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { WholeList, matchesSearch, saveFailure, type Confirm, type SaveResult, type StoreDeps } from '@diary/web-kit';

/** Texts of docs/product/messages.md (and clear success texts where docs/product only has 'Успешно!'). */
export const SUBJECT_TEXTS = {
  loadFailed: 'Ошибка загрузки предметов',
  saveFailed: 'Ошибка при сохранении предмета',
  deleteFailed: 'Ошибка удаления предмета',
  saved: 'Предмет сохранен',
  deleted: 'Предмет удален',
  deleteQuestion: (name: string) => `Вы действительно хотите удалить предмет "${name}"?`,
} as const;

export type SubjectField = 'name';
export type SubjectSaveResult = SaveResult<SubjectField>;

/** The subjects page (docs/product/screens.md "Subjects page 'Предметы'"): the list, search by name, ADMIN-only changes. */
export class SubjectsStore {
  readonly list = new WholeList<Subject>();
  search = '';

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<SubjectsStore, 'deps'>(this, { deps: false, list: false });
  }

  get filtered(): Subject[] {
    return this.list.items.filter((subject) => matchesSearch(subject.name, this.search));
  }

  get rights() {
    const { viewer } = this.deps;
    return {
      create: viewer.can('subjects.create'),
      update: viewer.can('subjects.update'),
      delete: viewer.can('subjects.delete'),
    };
  }

  setSearch(value: string) {
    this.search = value;
  }

  async load(): Promise<void> {
    const ok = await this.list.load(
      () => this.deps.http.get<Subject[]>('subjects'),
      (error) => errorMessage(error, SUBJECT_TEXTS.loadFailed),
    );
    if (!ok) this.deps.notify.error(SUBJECT_TEXTS.loadFailed);
  }

  /** Create (POST subjects) or rename (PATCH subjects/:id); the list reloads after a success. */
  async save(input: SubjectInput, id?: number): Promise<SubjectSaveResult> {
    const { http, notify } = this.deps;
    try {
      if (id == null) await http.post<Subject>('subjects', input);
      else await http.patch<Subject>(`subjects/${id}`, input);
    } catch (error) {
      notify.error(SUBJECT_TEXTS.saveFailed);
      return saveFailure(error, ['name'], 'name');
    }
    notify.success(SUBJECT_TEXTS.saved);
    void this.load();
    return { ok: true };
  }

  /** After the confirmation; the server's reason (a subject still in use) is preferred. */
  async remove(subject: Subject, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(SUBJECT_TEXTS.deleteQuestion(subject.name)))) return false;
    try {
      await this.deps.http.delete(`subjects/${subject.id}`);
    } catch (error) {
      this.deps.notify.error(errorMessage(error, SUBJECT_TEXTS.deleteFailed));
      return false;
    }
    this.list.remove(subject.id);
    this.deps.notify.success(SUBJECT_TEXTS.deleted);
    return true;
  }
}
