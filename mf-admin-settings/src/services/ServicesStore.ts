import { makeAutoObservable, runInAction } from 'mobx';
import type { GroupType, Service } from '@diary/common';
import {
  archiveViewParam,
  matchesSearch,
  saveFailure,
  searchParam,
  WholeList,
  type ArchiveView,
  type Confirm,
  type SaveResult,
  type SelectOption,
  type StoreDeps,
  type UrlBinding,
  type UrlParam,
} from '@diary/web-kit';
import { SERVICE_FIELDS, type ServiceField, type ServicePayload } from './service-form-model';
import { NO_GROUP_TYPE_TEXT, serviceExportRows } from './service-text';

/** Texts of docs/product/rules.md and docs/product/messages.md, exactly. */
export const SERVICE_TEXTS = {
  loadFailed: 'Ошибка загрузки услуг',
  createFailed: 'Ошибка создания услуги',
  updateFailed: 'Ошибка обновления услуги',
  archiveFailed: 'Ошибка архивирования услуги',
  restoreFailed: 'Ошибка восстановления услуги',
  created: 'Услуга создана',
  updated: 'Услуга обновлена',
  archived: 'Услуга архивирована',
  restored: 'Услуга восстановлена',
  archiveQuestion: (name: string) => `Вы действительно хотите архивировать услугу "${name}"?`,
} as const;

export type ServiceView = ArchiveView;
export type ServiceSaveResult = SaveResult<ServiceField>;

/** The group-type filter: every type, services without one, or one type by id. */
export type GroupTypeFilter = 'all' | 'none' | `${number}`;

/** `?groupType=none` or `?groupType=3`. */
const groupTypeParam: UrlParam<GroupTypeFilter> = {
  key: 'groupType',
  fallback: 'all',
  parse: (raw) => (raw === 'none' || /^\d+$/.test(raw) ? (raw as GroupTypeFilter) : undefined),
  format: (value) => value,
};

export interface ServicesStoreDeps extends StoreDeps {
  /** docs/product/messages.md: a failed group-types load in the form is only logged. */
  log?: (message: string, error: unknown) => void;
}

/**
 * The services screen (docs/product/screens.md "Services screen"): active and archived services, each loaded
 * with its group type; search by name and by group type; ADMIN-only changes and export.
 */
export class ServicesStore {
  readonly active = new WholeList<Service>();
  readonly archived = new WholeList<Service>();
  view: ServiceView = 'active';
  search = '';
  groupTypeFilter: GroupTypeFilter = 'all';
  /** The choices of the form's 'Тип группы'. */
  groupTypes: GroupType[] = [];
  groupTypesLoading = false;

  constructor(private readonly deps: ServicesStoreDeps) {
    makeAutoObservable<ServicesStore, 'deps'>(this, { deps: false, active: false, archived: false, url: false });
  }

  get current(): WholeList<Service> {
    return this.view === 'active' ? this.active : this.archived;
  }

  get filtered(): Service[] {
    return this.current.items.filter((service) => this.matches(service));
  }

  get isFiltered(): boolean {
    return this.search.trim() !== '' || this.groupTypeFilter !== 'all';
  }

  /** Group types met among the services, by name; 'Не указан' when some service has none. */
  get groupTypeOptions(): SelectOption<GroupTypeFilter>[] {
    const seen = new Map<number, string>();
    let withoutType = false;
    for (const service of [...this.active.items, ...this.archived.items]) {
      if (service.groupType) seen.set(service.groupType.id, service.groupType.name);
      else withoutType = true;
    }
    const types = [...seen]
      .sort(([, a], [, b]) => a.localeCompare(b, 'ru'))
      .map(([id, name]): SelectOption<GroupTypeFilter> => ({ value: `${id}`, label: name }));
    return [{ value: 'all', label: 'Все типы' }, ...types, ...(withoutType ? [{ value: 'none' as const, label: NO_GROUP_TYPE_TEXT }] : [])];
  }

  /** The export holds active and archived services alike, under the current search. */
  get exportRows() {
    return serviceExportRows([...this.active.items, ...this.archived.items].filter((service) => this.matches(service)));
  }

  get rights() {
    const { viewer } = this.deps;
    return { manage: viewer.can('services.manage'), export: viewer.can('services.export') };
  }

  setView(view: ServiceView) {
    this.view = view;
  }

  /** The view and the search in the address. */
  get url(): UrlBinding<{ view: ServiceView; search: string; groupTypeFilter: GroupTypeFilter }> {
    return {
      params: { view: archiveViewParam(), search: searchParam(), groupTypeFilter: groupTypeParam },
      read: () => ({ view: this.view, search: this.search, groupTypeFilter: this.groupTypeFilter }),
      apply: (state) => this.applyState(state),
      // both views are loaded whatever the address shows
      load: () => undefined,
    };
  }

  applyState({ view, search, groupTypeFilter }: { view: ServiceView; search: string; groupTypeFilter: GroupTypeFilter }) {
    this.view = view;
    this.search = search;
    this.groupTypeFilter = groupTypeFilter;
  }

  setSearch(value: string) {
    this.search = value;
  }

  setGroupTypeFilter(value: GroupTypeFilter) {
    this.groupTypeFilter = value;
  }

  /** Both lists at once: the tabs switch without a wait, and the export has them all. */
  async load(): Promise<void> {
    const results = await Promise.all([this.loadList(this.active, false), this.loadList(this.archived, true)]);
    if (results.includes(false)) this.deps.notify.error(SERVICE_TEXTS.loadFailed);
  }

  /** Reloads the list on screen only (its retry button). */
  async reloadCurrent(): Promise<void> {
    if (!(await this.loadList(this.current, this.view === 'archived'))) this.deps.notify.error(SERVICE_TEXTS.loadFailed);
  }

  async loadGroupTypes(): Promise<void> {
    this.groupTypesLoading = true;
    try {
      const types = await this.deps.http.get<GroupType[]>('group-types');
      runInAction(() => (this.groupTypes = types));
    } catch (error) {
      (this.deps.log ?? console.error)('Ошибка загрузки типов групп', error);
    } finally {
      runInAction(() => (this.groupTypesLoading = false));
    }
  }

  /** POST services or PUT services/:id; both lists reload after a success. */
  async save(payload: ServicePayload): Promise<ServiceSaveResult> {
    const { http, notify } = this.deps;
    const creating = payload.kind === 'create';
    try {
      if (creating) await http.post<Service>('services', payload.input);
      else await http.put<Service>(`services/${payload.id}`, payload.input);
    } catch (error) {
      notify.error(creating ? SERVICE_TEXTS.createFailed : SERVICE_TEXTS.updateFailed);
      return saveFailure(error, SERVICE_FIELDS);
    }
    notify.success(creating ? SERVICE_TEXTS.created : SERVICE_TEXTS.updated);
    void this.load();
    return { ok: true };
  }

  /** docs/product/lifecycle.md: active → archived after the confirmation; DELETE services/:id archives. */
  async archive(service: Service, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(SERVICE_TEXTS.archiveQuestion(service.name)))) return false;
    try {
      await this.deps.http.delete(`services/${service.id}`);
    } catch {
      this.deps.notify.error(SERVICE_TEXTS.archiveFailed);
      return false;
    }
    this.active.remove(service.id);
    this.archived.prepend({ ...service, isArchived: true });
    this.deps.notify.success(SERVICE_TEXTS.archived);
    return true;
  }

  async restore(service: Service): Promise<boolean> {
    try {
      await this.deps.http.post(`services/${service.id}/restore`);
    } catch {
      this.deps.notify.error(SERVICE_TEXTS.restoreFailed);
      return false;
    }
    this.archived.remove(service.id);
    this.active.prepend({ ...service, isArchived: false });
    this.deps.notify.success(SERVICE_TEXTS.restored);
    return true;
  }

  private loadList(list: WholeList<Service>, archived: boolean): Promise<boolean> {
    return list.load(
      () => this.deps.http.get<Service[]>('services', { isArchived: archived ? 1 : 0, includeGroupType: true }),
      () => SERVICE_TEXTS.loadFailed,
    );
  }

  private matches(service: Service): boolean {
    const filter = this.groupTypeFilter;
    const typeMatches = filter === 'all' || (filter === 'none' ? service.groupType == null : String(service.groupType?.id) === filter);
    return typeMatches && matchesSearch(service.name, this.search);
  }
}
