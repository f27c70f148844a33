import { action, computed, makeObservable, observable } from 'mobx';
import type { GridSortModel } from '@mui/x-data-grid';
import type { Paged, Permission } from '@diary/common';
import { errorMessage, type Query } from 'mf_auth/session';
import {
  archiveViewParam,
  PagedList,
  runRowAction,
  saveFailure,
  type ArchiveView,
  type Confirm,
  type PageWindow,
  type SaveResult,
  type TablePosition,
  type UrlBinding,
  type UrlParams,
} from '@diary/web-kit';
import { ServerDownload, type ReportsDeps } from '../shared';
import { emptyListText, filtersSet } from './filters';
import { RecordChoices } from './RecordChoices';

export interface Archivable {
  id: number;
  isArchived: boolean;
}

/** What the address keeps of a record screen: the view, the filters and where the table stands. */
export type RecordScreenState<F> = F & TablePosition & { view: ArchiveView };

/** The record lists open newest first (by the date they were entered). */
export const NEWEST_FIRST: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];

/** The pause in typing before a text filter reloads the list, ms. */
const TYPING_PAUSE = 400;

/** The texts of a record screen (docs/product/messages.md), each kind in its own words. */
export interface RecordTexts {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
  archived: string;
  archiveFailed: string;
  archiveQuestion: string;
  restored: string;
  restoreFailed: string;
  deleted: string;
  deleteFailed: string;
  deleteQuestion: string;
  loadFailed: string;
  exportFailed: string;
  empty: string;
  archiveEmpty: string;
  nothingFound: string;
  exportFile: string;
  archiveExportFile: string;
}

/** What tells one kind of record from another: its API resource, permissions, texts and filters. */
export interface RecordKind<F, Field extends string> {
  /** GET and POST `<resource>`, PATCH `<resource>/:id` (and `/archive`, `/unarchive`), DELETE, `<resource>/export.xlsx`. */
  resource: string;
  /** Where a create is POSTed when not the resource itself. */
  createPath?: string;
  /** `manage`: create, edit, archive, restore; `delete`: the real delete from the archive; `export`. */
  permissions: { manage: Permission; delete: Permission; export: Permission };
  texts: RecordTexts;
  fields: readonly Field[];
  noFilters: F;
  /** The filters in the address (`?teacher=7&date=2025-03-14`); a typed one (`typing`) reloads after a pause. */
  filterParams: UrlParams<F>;
  lookups: Parameters<RecordChoices['load']>[0];
  /** The filters as the API takes them, for the list and its export. */
  query: (filters: F) => Query;
  /** Table column → the API's `sort` name. */
  sortFields: Readonly<Record<string, string>>;
}

/**
 * A record screen (compensations, complaints) paged, sorted and filtered by the API: the view and the
 * filters, create and edit, archive (the list's 'delete', docs/product/screens.md), restore, the real delete
 * (ADMIN, in the archive) and the API's export.
 */
export class RecordsStore<T extends Archivable, F extends object, Field extends string, P> {
  readonly list: PagedList<T>;
  readonly lookups: RecordChoices;
  view: ArchiveView = 'active';
  filters: F;
  private readonly exporter: ServerDownload;

  constructor(
    protected readonly deps: ReportsDeps,
    private readonly kind: RecordKind<F, Field>,
  ) {
    this.lookups = new RecordChoices(deps.http);
    this.filters = { ...kind.noFilters };
    this.exporter = new ServerDownload(deps, kind.texts.exportFailed);
    this.list = new PagedList<T>({
      fetchPage: (window) => this.fetchPage(window),
      failure: (error) => errorMessage(error, kind.texts.loadFailed),
      sortFields: kind.sortFields,
      initialSort: NEWEST_FIRST,
    });
    makeObservable(this, {
      view: observable,
      filters: observable,
      rights: computed,
      hasFilters: computed,
      emptyText: computed,
      setView: action,
      setFilter: action,
      clearFilters: action,
      applyState: action,
    });
  }

  /** The view, the filters and the page in the address. */
  get url(): UrlBinding<RecordScreenState<F>> {
    return {
      params: { ...this.kind.filterParams, view: archiveViewParam(), ...this.list.positionParams() } as UrlParams<RecordScreenState<F>>,
      read: () => ({ ...this.filters, view: this.view, ...this.list.position }),
      apply: (state) => this.applyState(state),
      load: () => this.load(),
    };
  }

  applyState({ view, page, pageSize, sortModel, ...filters }: RecordScreenState<F>) {
    this.view = view;
    this.filters = filters as unknown as F;
    this.list.restore({ page, pageSize, sortModel });
  }

  get rights() {
    const { viewer } = this.deps;
    const { permissions } = this.kind;
    const manage = viewer.can(permissions.manage);
    const active = this.view === 'active';
    return {
      create: manage,
      edit: manage && active,
      archive: manage && active,
      restore: manage && !active,
      delete: !active && viewer.can(permissions.delete),
      export: viewer.can(permissions.export),
    };
  }

  get hasFilters(): boolean {
    return filtersSet(this.filters);
  }

  get emptyText(): string {
    return emptyListText(this.kind.texts, this.view === 'archived', this.hasFilters);
  }

  get exporting(): boolean {
    return this.exporter.busy;
  }

  setView(view: ArchiveView) {
    if (view === this.view) return;
    this.view = view;
    this.list.firstPage();
    void this.list.load();
  }

  /** A filter changed: the first page loads, after a pause while a text filter is typed. */
  setFilter<K extends keyof F>(key: K, value: F[K]) {
    if (this.filters[key] === value) return;
    this.filters = { ...this.filters, [key]: value };
    if (this.kind.filterParams[key].typing) this.list.loadAfterPause(TYPING_PAUSE);
    else {
      this.list.firstPage();
      void this.list.load();
    }
  }

  clearFilters() {
    this.filters = { ...this.kind.noFilters };
    this.list.firstPage();
    void this.list.load();
  }

  /** The view (`archived`) and the filters as the API takes them, for the list and the export. */
  private get listQuery(): Query {
    return { archived: this.view === 'archived' ? true : undefined, ...this.kind.query(this.filters) };
  }

  private fetchPage(window: PageWindow<string>): Promise<Paged<T>> {
    return this.deps.http.get<Paged<T>>(this.kind.resource, { ...window, ...this.listQuery });
  }

  load(): Promise<boolean> {
    return this.list.load();
  }

  loadLookups(): Promise<void> {
    return this.lookups.load(this.kind.lookups);
  }

  /** POST (create) or PATCH `<resource>/:id`; the answer replaces the row, then the list reloads. */
  async save(payload: P, editingId?: number): Promise<SaveResult<Field>> {
    const { http, notify } = this.deps;
    const { resource, createPath = resource, texts, fields } = this.kind;
    const creating = editingId == null;
    try {
      if (creating) await http.post<T>(createPath, payload);
      else await http.patch<T>(`${resource}/${editingId}`, payload);
    } catch (error) {
      notify.error(creating ? texts.createFailed : texts.updateFailed);
      return saveFailure(error, fields);
    }
    notify.success(creating ? texts.created : texts.updated);
    void this.load();
    return { ok: true };
  }

  /** PATCH `<resource>/:id/archive` after a confirmation. */
  archive(row: T, confirm: Confirm): Promise<boolean> {
    const { resource, texts } = this.kind;
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: texts.archiveQuestion },
      request: () => this.deps.http.patch(`${resource}/${row.id}/archive`),
      apply: () => this.list.drop(row.id),
      done: texts.archived,
      failed: texts.archiveFailed,
    });
  }

  /** PATCH `<resource>/:id/unarchive`: back to the active list. */
  restore(row: T): Promise<boolean> {
    const { resource, texts } = this.kind;
    return runRowAction(this.deps.notify, {
      request: () => this.deps.http.patch(`${resource}/${row.id}/unarchive`),
      apply: () => this.list.drop(row.id),
      done: texts.restored,
      failed: texts.restoreFailed,
    });
  }

  /** DELETE `<resource>/:id` (ADMIN, from the archive) after a confirmation. */
  remove(row: T, confirm: Confirm): Promise<boolean> {
    const { resource, texts } = this.kind;
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: texts.deleteQuestion },
      request: () => this.deps.http.delete(`${resource}/${row.id}`),
      apply: () => this.list.drop(row.id),
      done: texts.deleted,
      failed: texts.deleteFailed,
    });
  }

  /** GET `<resource>/export.xlsx` (ADMIN) with what the screen shows: the view and the filters, every page. */
  exportExcel(): Promise<boolean> {
    const { resource, texts } = this.kind;
    const fileName = this.view === 'archived' ? texts.archiveExportFile : texts.exportFile;
    return this.exporter.excel(`${resource}/export.xlsx`, this.listQuery, fileName);
  }

  dispose() {
    this.list.cancel();
  }
}
