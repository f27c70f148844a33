import { makeAutoObservable } from 'mobx';
import type { Filial } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import {
  archiveViewParam,
  matchesSearch,
  runRowAction,
  saveFailure,
  searchParam,
  WholeList,
  type ArchiveView,
  type Confirm,
  type SaveResult,
  type StoreDeps,
  type UrlBinding,
} from '@diary/web-kit';
import { FILIAL_FIELDS, infoOf, type FilialField, type FilialPayload } from './filial-form-model';
import { FILIAL_TEXTS, filialExportRows } from './filial-text';

export type FilialSaveResult = SaveResult<FilialField>;

/** Saving a branch, shared by the list and the branch page. */
export async function saveFilial(deps: StoreDeps, payload: FilialPayload): Promise<FilialSaveResult & { filial?: Filial }> {
  const { http, notify } = deps;
  const creating = payload.kind === 'create';
  let filial: Filial;
  try {
    filial = creating ? await http.post<Filial>('filials', payload.input) : await http.put<Filial>(`filials/${payload.id}`, payload.input);
  } catch (error) {
    notify.error(creating ? FILIAL_TEXTS.createFailed : FILIAL_TEXTS.updateFailed);
    return saveFailure(error, FILIAL_FIELDS, 'name');
  }
  notify.success(FILIAL_TEXTS.saved);
  return { ok: true, filial };
}

/**
 * 'Филиалы' (docs/product/screens.md "Branches page"): active and archived branches, search by name, city,
 * address; ADMIN changes, archive, restore, permanent delete and export.
 */
export class FilialsStore {
  readonly active = new WholeList<Filial>();
  readonly archived = new WholeList<Filial>();
  view: ArchiveView = 'active';
  search = '';

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<FilialsStore, 'deps'>(this, { deps: false, active: false, archived: false, url: false });
  }

  get rights() {
    const { viewer } = this.deps;
    return { manage: viewer.can('filials.manage'), export: viewer.can('filials.export') };
  }

  /** The list of the tab on screen. */
  get current(): WholeList<Filial> {
    return this.view === 'active' ? this.active : this.archived;
  }

  get filtered(): Filial[] {
    return this.current.items.filter((filial) => this.matches(filial));
  }

  get isFiltered(): boolean {
    return this.search.trim() !== '';
  }

  /** The export holds active and archived branches alike (its 'Статус' column), under the search. */
  get exportRows() {
    return filialExportRows([...this.active.items, ...this.archived.items].filter((filial) => this.matches(filial)));
  }

  setView(view: ArchiveView) {
    this.view = view;
  }

  /** The view and the search in the address. */
  get url(): UrlBinding<{ view: ArchiveView; search: string }> {
    return {
      params: { view: archiveViewParam(), search: searchParam() },
      read: () => ({ view: this.view, search: this.search }),
      apply: (state) => this.applyState(state),
      // both views are loaded whatever the address shows
      load: () => undefined,
    };
  }

  applyState({ view, search }: { view: ArchiveView; search: string }) {
    this.view = view;
    this.search = search;
  }

  setSearch(value: string) {
    this.search = value;
  }

  /** Both lists at once: the tabs switch without a wait, and the export has them all. */
  async load(): Promise<void> {
    const results = await Promise.all([this.loadList(this.active, false), this.loadList(this.archived, true)]);
    if (results.includes(false)) this.deps.notify.error(FILIAL_TEXTS.loadFailed);
  }

  /** Reloads the list on screen only (its retry button). */
  async reloadCurrent(): Promise<void> {
    if (!(await this.loadList(this.current, this.view === 'archived'))) this.deps.notify.error(FILIAL_TEXTS.loadFailed);
  }

  async save(payload: FilialPayload): Promise<FilialSaveResult> {
    const result = await saveFilial(this.deps, payload);
    if (result.ok) void this.load();
    return result.ok ? { ok: true } : result;
  }

  /** docs/product/lifecycle.md: archiving after the confirmation moves the branch to the archive. */
  archive(filial: Filial, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: FILIAL_TEXTS.archiveQuestion(filial.name) },
      request: () => this.deps.http.delete(`filials/${filial.id}/archive`),
      apply: () => {
        this.active.remove(filial.id);
        this.archived.prepend({ ...filial, isArchived: true, active: false });
      },
      done: FILIAL_TEXTS.saved,
      failed: FILIAL_TEXTS.archiveFailed,
    });
  }

  /** docs/product/lifecycle.md: an archived branch back to the active ones. */
  restore(filial: Filial): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      request: () => this.deps.http.post(`filials/${filial.id}/restore`),
      apply: () => {
        this.archived.remove(filial.id);
        this.active.prepend({ ...filial, isArchived: false, active: true });
      },
      done: FILIAL_TEXTS.saved,
      failed: FILIAL_TEXTS.restoreFailed,
    });
  }

  /**
   * docs/product/lifecycle.md 'force': an archived branch deleted for good, after the confirmation. The API
   * refuses (409) while lessons use its cabinets: its message is shown then.
   */
  forceDelete(filial: Filial, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: FILIAL_TEXTS.deleteQuestion(filial.name) },
      request: () => this.deps.http.delete(`filials/${filial.id}/force`),
      apply: () => this.archived.remove(filial.id),
      done: FILIAL_TEXTS.saved,
      failed: (error) => errorMessage(error, FILIAL_TEXTS.deleteFailed),
    });
  }

  private loadList(list: WholeList<Filial>, archived: boolean): Promise<boolean> {
    return list.load(
      () =>
        archived
          ? this.deps.http.get<Filial[]>('filials/archived')
          : this.deps.http.get<Filial[]>('filials', { isArchived: false, includeInfo: true }),
      () => FILIAL_TEXTS.loadFailed,
    );
  }

  private matches(filial: Filial): boolean {
    const info = infoOf(filial);
    return [filial.name, info?.city, info?.street].some((text) => matchesSearch(text, this.search));
  }
}
