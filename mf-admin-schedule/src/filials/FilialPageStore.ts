import { makeAutoObservable, runInAction } from 'mobx';
import type { Cabinet, Filial } from '@diary/common';
import { ApiError, errorMessage } from 'mf_auth/session';
import { RemoteList, matchesSearch, saveFailure, type Confirm, type SaveResult, type StoreDeps } from '@diary/common/ui';
import { CABINET_FIELDS, type CabinetField, type CabinetPayload, type FilialPayload } from './filial-form-model';
import { FILIAL_TEXTS } from './filial-text';
import { saveFilial, type FilialSaveResult } from './FilialsStore';

export interface FilialPageDeps extends StoreDeps {
  /** SPEC §8: a failed cabinet delete is logged. */
  log?: (message: string, error: unknown) => void;
}

/** /admin/filials/:id: the branch, its active cabinets, search, create and delete a cabinet. */
export class FilialPageStore {
  filial: Filial | null = null;
  isLoading = false;
  error: string | null = null;
  notFound = false;
  readonly cabinets = new RemoteList<Cabinet>();
  search = '';

  constructor(
    private readonly deps: FilialPageDeps,
    readonly id: number,
  ) {
    makeAutoObservable<FilialPageStore, 'deps'>(this, { deps: false, cabinets: false, id: false });
  }

  get rights() {
    const { viewer } = this.deps;
    return { manageFilial: viewer.can('filials.manage'), manageCabinets: viewer.can('cabinets.manage') };
  }

  /** 'поиск кабинета': the name, case-insensitive. */
  get filteredCabinets(): Cabinet[] {
    return this.cabinets.items.filter((cabinet) => matchesSearch(cabinet.name, this.search));
  }

  setSearch(value: string) {
    this.search = value;
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    this.notFound = false;
    try {
      const filial = await this.deps.http.get<Filial>(`filials/${this.id}`);
      runInAction(() => (this.filial = filial));
    } catch (error) {
      runInAction(() => {
        this.notFound = error instanceof ApiError && error.status === 404;
        this.error = errorMessage(error, FILIAL_TEXTS.loadOneFailed) || FILIAL_TEXTS.loadOneFailed;
      });
    } finally {
      runInAction(() => (this.isLoading = false));
    }
    if (this.filial) await this.loadCabinets();
  }

  async loadCabinets(): Promise<void> {
    await this.cabinets.load(
      () => this.deps.http.get<Cabinet[]>(`cabinets/filial/${this.id}`),
      () => FILIAL_TEXTS.cabinetsLoadFailed,
    );
  }

  async saveFilial(payload: FilialPayload): Promise<FilialSaveResult> {
    const result = await saveFilial(this.deps, payload);
    if (!result.ok) return result;
    if (result.filial) runInAction(() => (this.filial = result.filial!));
    return { ok: true };
  }

  /** POST /cabinets; 'Ошибка создания кабинета' when it fails. */
  async createCabinet(payload: CabinetPayload): Promise<SaveResult<CabinetField>> {
    let cabinet: Cabinet;
    try {
      cabinet = await this.deps.http.post<Cabinet>('cabinets', payload);
    } catch (error) {
      this.deps.notify.error(FILIAL_TEXTS.cabinetCreateFailed);
      return saveFailure(error, CABINET_FIELDS, 'name');
    }
    runInAction(() => {
      this.cabinets.items = [...this.cabinets.items, cabinet];
    });
    this.deps.notify.success(FILIAL_TEXTS.saved);
    return { ok: true };
  }

  /** SPEC §5 confirmation, then DELETE /cabinets/:id/force; a failure is logged (and its reason shown). */
  async deleteCabinet(cabinet: Cabinet, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(FILIAL_TEXTS.cabinetDeleteQuestion(cabinet.name)))) return false;
    try {
      await this.deps.http.delete(`cabinets/${cabinet.id}/force`);
    } catch (error) {
      (this.deps.log ?? console.error)('Ошибка удаления кабинета', error);
      const reason = errorMessage(error, '');
      if (reason) this.deps.notify.error(reason);
      return false;
    }
    this.cabinets.remove(cabinet.id);
    return true;
  }
}
