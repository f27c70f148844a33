import { makeAutoObservable } from 'mobx';
import type { GroupType, GroupTypeInput } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { WholeList, matchesSearch, saveFailure, type Confirm, type SaveResult, type StoreDeps } from '@diary/web-kit';

/** Texts of docs/product/messages.md; the server's message is preferred when it has one (a type still in use). */
export const GROUP_TYPE_TEXTS = {
  loadFailed: 'Ошибка загрузки типов занятий',
  createFailed: 'Ошибка создания типа занятия',
  updateFailed: 'Ошибка обновления типа занятия',
  deleteFailed: 'Ошибка удаления типа занятия',
  created: 'Тип занятия создан',
  updated: 'Тип занятия обновлен',
  deleted: 'Тип занятия удален',
  deleteQuestion: (name: string) => `Вы действительно хотите удалить тип занятия "${name}"?`,
} as const;

export type GroupTypeField = 'name' | 'total_places';
export type GroupTypeSaveResult = SaveResult<GroupTypeField>;

const FIELDS: readonly GroupTypeField[] = ['name', 'total_places'];

/** The page 'Типы групп' (docs/product/screens.md): the list, search by name, ADMIN-only changes. */
export class GroupTypesStore {
  readonly list = new WholeList<GroupType>();
  search = '';

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<GroupTypesStore, 'deps'>(this, { deps: false, list: false });
  }

  get filtered(): GroupType[] {
    return this.list.items.filter((type) => matchesSearch(type.name, this.search));
  }

  /** docs/product/permissions.md: adding, editing and deleting are the ADMIN's. */
  get canManage(): boolean {
    return this.deps.viewer.can('groupTypes.manage');
  }

  setSearch(value: string) {
    this.search = value;
  }

  async load(): Promise<void> {
    let message: string = GROUP_TYPE_TEXTS.loadFailed;
    const ok = await this.list.load(
      () => this.deps.http.get<GroupType[]>('group-types'),
      (error) => (message = errorMessage(error, GROUP_TYPE_TEXTS.loadFailed)),
    );
    if (!ok) this.deps.notify.error(message);
  }

  /** Create (POST group-types) or edit (PATCH group-types/:id); the list reloads after a success. */
  async save(input: GroupTypeInput, id?: number): Promise<GroupTypeSaveResult> {
    const { http, notify } = this.deps;
    const creating = id == null;
    try {
      if (creating) await http.post<GroupType>('group-types', input);
      else await http.patch<GroupType>(`group-types/${id}`, input);
    } catch (error) {
      notify.error(errorMessage(error, creating ? GROUP_TYPE_TEXTS.createFailed : GROUP_TYPE_TEXTS.updateFailed));
      return saveFailure(error, FIELDS, 'name');
    }
    notify.success(creating ? GROUP_TYPE_TEXTS.created : GROUP_TYPE_TEXTS.updated);
    void this.load();
    return { ok: true };
  }

  async remove(type: GroupType, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(GROUP_TYPE_TEXTS.deleteQuestion(type.name)))) return false;
    try {
      await this.deps.http.delete(`group-types/${type.id}`);
    } catch (error) {
      this.deps.notify.error(errorMessage(error, GROUP_TYPE_TEXTS.deleteFailed));
      return false;
    }
    this.list.remove(type.id);
    this.deps.notify.success(GROUP_TYPE_TEXTS.deleted);
    return true;
  }
}
