import { makeAutoObservable } from 'mobx';
import type { Filial } from '@diary/common';
import { RemoteList, matchesSearch, saveFailure, type Confirm, type SaveResult, type StoreDeps } from '@diary/common/ui';
import { FILIAL_FIELDS, infoOf, type FilialField, type FilialPayload } from './filial-form-model';
import { FILIAL_TEXTS, filialExportRows } from './filial-text';

export type FilialSaveResult = SaveResult<FilialField>;

/** Saving a branch, shared by the list and the branch page. */
export async function saveFilial(deps: StoreDeps, payload: FilialPayload): Promise<FilialSaveResult & { filial?: Filial }> {
  const { http, notify } = deps;
  const creating = payload.kind === 'create';
  let filial: Filial;
  try {
    filial = creating
      ? await http.post<Filial>('filials', payload.input)
      : await http.put<Filial>(`filials/${payload.id}`, payload.input);
  } catch (error) {
    notify.error(creating ? FILIAL_TEXTS.createFailed : FILIAL_TEXTS.updateFailed);
    return saveFailure(error, FILIAL_FIELDS, 'name');
  }
  notify.success(FILIAL_TEXTS.saved);
  return { ok: true, filial };
}

/** 'Филиалы' (SPEC §2 "Branches page"): active branches, search by name, city, address; ADMIN changes and export. */
export class FilialsStore {
  readonly active = new RemoteList<Filial>();
  /** Loaded for the export only (its status column). */
  readonly archived = new RemoteList<Filial>();
  search = '';

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<FilialsStore, 'deps'>(this, { deps: false, active: false, archived: false });
  }

  get rights() {
    const { viewer } = this.deps;
    return { manage: viewer.can('filials.manage'), export: viewer.can('filials.export') };
  }

  get filtered(): Filial[] {
    return this.active.items.filter((filial) => this.matches(filial));
  }

  get exportRows() {
    return filialExportRows([...this.active.items, ...this.archived.items].filter((filial) => this.matches(filial)));
  }

  setSearch(value: string) {
    this.search = value;
  }

  async load(): Promise<void> {
    const ok = await this.active.load(
      () => this.deps.http.get<Filial[]>('filials', { isArchived: false, includeInfo: true }),
      () => FILIAL_TEXTS.loadFailed,
    );
    if (!ok) this.deps.notify.error(FILIAL_TEXTS.loadFailed);
    if (this.rights.export) {
      void this.archived.load(() => this.deps.http.get<Filial[]>('filials/archived'), () => FILIAL_TEXTS.loadFailed);
    }
  }

  async save(payload: FilialPayload): Promise<FilialSaveResult> {
    const result = await saveFilial(this.deps, payload);
    if (result.ok) void this.load();
    return result.ok ? { ok: true } : result;
  }

  /** SPEC §4: archiving after the confirmation removes the branch from the list. */
  async archive(filial: Filial, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(FILIAL_TEXTS.archiveQuestion(filial.name)))) return false;
    try {
      await this.deps.http.delete(`filials/${filial.id}/archive`);
    } catch {
      this.deps.notify.error(FILIAL_TEXTS.archiveFailed);
      return false;
    }
    this.active.remove(filial.id);
    this.archived.prepend({ ...filial, isArchived: true, active: false });
    this.deps.notify.success(FILIAL_TEXTS.saved);
    return true;
  }

  private matches(filial: Filial): boolean {
    const info = infoOf(filial);
    return [filial.name, info?.city, info?.street].some((text) => matchesSearch(text, this.search));
  }
}
