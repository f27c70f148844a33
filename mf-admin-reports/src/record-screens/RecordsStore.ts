import { action, computed, makeObservable, observable } from 'mobx';
import type { Permission } from '@diary/common';
import { errorMessage, type Query } from 'mf_auth/session';
import {
  archiveViewParam,
  runRowAction,
  saveFailure,
  WholeList,
  type ArchiveView,
  type Confirm,
  type SaveResult,
  type UrlBinding,
  type UrlParams,
} from '@diary/common/ui';
import { ServerDownload, type ReportsDeps } from '../shared';
import { emptyListText, filtersSet } from './filters';
import { RecordChoices } from './RecordChoices';

export interface Archivable {
  id: number;
  isArchived: boolean;
}

/** What the address keeps of a record screen: the view and the filters. */
export type RecordScreenState<F> = F & { view: ArchiveView };

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
export interface RecordKind<T, F, Field extends string> {
  /** GET and POST `<resource>`, PATCH `<resource>/:id` (and `/archive`, `/unarchive`), DELETE, `<resource>/export.xlsx`. */
  resource: string;
  /** Where a create is POSTed when not the resource itself. */
  createPath?: string;
  /** `manage`: create, edit, archive, restore; `delete`: the real delete from the archive; `export`. */
  permissions: { manage: Permission; delete: Permission; export: Permission };
  texts: RecordTexts;
  fields: readonly Field[];
  noFilters: F;
  /** The filters in the address (`?teacher=7&date=2025-03-14`). */
  filterParams: UrlParams<F>;
  lookups: Parameters<RecordChoices['load']>[0];
  matches: (row: T, filters: F) => boolean;
  /** The export's filters besides the archive (what the screen shows). */
  exportQuery: (filters: F) => Query;
}

/**
 * A record screen whose list the API answers whole, active and archived together (compensations,
 * complaints): the view and the filters, create and edit, archive (the list's 'delete', docs/product/screens.md),
 * restore, the real delete (ADMIN, in the archive) and the API's export.
 */
export class RecordsStore<T extends Archivable, F extends object, Field extends string, P> {
  readonly list = new WholeList<T>();
  readonly lookups: RecordChoices;
  view: ArchiveView = 'active';
  filters: F;
  private readonly exporter: ServerDownload;

  constructor(
    protected readonly deps: ReportsDeps,
    private readonly kind: RecordKind<T, F, Field>,
  ) {
    this.lookups = new RecordChoices(deps.http);
    this.filters = { ...kind.noFilters };
    this.exporter = new ServerDownload(deps, kind.texts.exportFailed);
    makeObservable(this, {
      view: observable,
      filters: observable,
      rights: computed,
      hasFilters: computed,
      rows: computed,
      emptyText: computed,
      setView: action,
      setFilter: action,
      clearFilters: action,
      applyState: action,
    });
  }

  /** The view and the filters in the address. */
  get url(): UrlBinding<RecordScreenState<F>> {
    return {
      params: { ...this.kind.filterParams, view: archiveViewParam() } as UrlParams<RecordScreenState<F>>,
      read: () => ({ ...this.filters, view: this.view }),
      apply: (state) => this.applyState(state),
      // the whole list is here already: the address only picks the view and filters
      load: () => undefined,
    };
  }

  applyState({ view, ...filters }: RecordScreenState<F>) {
    this.view = view;
    this.filters = filters as unknown as F;
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

  /** The rows on screen: the current view under the filters. */
  get rows(): T[] {
    return this.list.of(this.view).filter((row) => this.kind.matches(row, this.filters));
  }

  get emptyText(): string {
    return emptyListText(this.kind.texts, this.view === 'archived', this.hasFilters);
  }

  get exporting(): boolean {
    return this.exporter.busy;
  }

  setView(view: ArchiveView) {
    this.view = view;
  }

  setFilter<K extends keyof F>(key: K, value: F[K]) {
    this.filters = { ...this.filters, [key]: value };
  }

  clearFilters() {
    this.filters = { ...this.kind.noFilters };
  }

  load(): Promise<boolean> {
    const { resource, texts } = this.kind;
    return this.list.load(
      () => this.deps.http.get<T[]>(resource, { includeArchived: true }),
      (error) => errorMessage(error, texts.loadFailed),
    );
  }

  loadLookups(): Promise<void> {
    return this.lookups.load(this.kind.lookups);
  }

  /** POST (create) or PATCH `<resource>/:id`; the answer replaces the row, then the list reloads. */
  async save(payload: P, editingId?: number): Promise<SaveResult<Field>> {
    const { http, notify } = this.deps;
    const { resource, createPath = resource, texts, fields } = this.kind;
    const creating = editingId == null;
    let saved: T;
    try {
      saved = creating ? await http.post<T>(createPath, payload) : await http.patch<T>(`${resource}/${editingId}`, payload);
    } catch (error) {
      notify.error(creating ? texts.createFailed : texts.updateFailed);
      return saveFailure(error, fields);
    }
    notify.success(creating ? texts.created : texts.updated);
    if (saved?.id) this.list.upsert(saved);
    void this.load();
    return { ok: true };
  }

  /** PATCH `<resource>/:id/archive` after a confirmation. */
  archive(row: T, confirm: Confirm): Promise<boolean> {
    const { resource, texts } = this.kind;
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: texts.archiveQuestion },
      request: () => this.deps.http.patch(`${resource}/${row.id}/archive`),
      apply: () => this.list.setArchived(row.id, true),
      done: texts.archived,
      failed: texts.archiveFailed,
    });
  }

  /** PATCH `<resource>/:id/unarchive`: back to the active list. */
  restore(row: T): Promise<boolean> {
    const { resource, texts } = this.kind;
    return runRowAction(this.deps.notify, {
      request: () => this.deps.http.patch(`${resource}/${row.id}/unarchive`),
      apply: () => this.list.setArchived(row.id, false),
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
      apply: () => this.list.remove(row.id),
      done: texts.deleted,
      failed: texts.deleteFailed,
    });
  }

  /** GET `<resource>/export.xlsx` (ADMIN) with what the screen shows. */
  exportExcel(): Promise<boolean> {
    const { resource, texts } = this.kind;
    const archived = this.view === 'archived';
    const query = { includeArchived: archived ? true : undefined, ...this.kind.exportQuery(this.filters) };
    return this.exporter.excel(`${resource}/export.xlsx`, query, archived ? texts.archiveExportFile : texts.exportFile);
  }

  dispose() {
    this.list.cancel();
  }
}
