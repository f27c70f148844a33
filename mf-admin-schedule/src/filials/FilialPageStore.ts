import { makeAutoObservable, runInAction } from 'mobx';
import type { Cabinet, Filial } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import {
  LoadedRecord,
  WholeList,
  matchesSearch,
  runRowAction,
  saveFailure,
  type Confirm,
  type SaveResult,
  type StoreDeps,
} from '@diary/web-kit';
import { CABINET_FIELDS, type CabinetField, type CabinetPayload, type FilialPayload } from './filial-form-model';
import { FILIAL_TEXTS, type ArchiveView } from './filial-text';
import { saveFilial, type FilialSaveResult } from './FilialsStore';

export interface FilialPageDeps extends StoreDeps {
  /** docs/product/messages.md: a failed cabinet delete is logged. */
  log?: (message: string, error: unknown) => void;
}

/**
 * /admin/filials/:id: the branch, its active and archived cabinets, search; create, archive,
 * restore and permanently delete a cabinet.
 */
export class FilialPageStore {
  readonly record = new LoadedRecord<Filial>();
  readonly cabinets = new WholeList<Cabinet>();
  readonly archivedCabinets = new WholeList<Cabinet>();
  /** 'Активные' or 'Архив' of 'Кабинеты филиала'. */
  cabinetsView: ArchiveView = 'active';
  search = '';

  constructor(
    private readonly deps: FilialPageDeps,
    readonly id: number,
  ) {
    makeAutoObservable<FilialPageStore, 'deps'>(this, { deps: false, record: false, cabinets: false, archivedCabinets: false, id: false });
  }

  /** The branch, once it came. */
  get filial(): Filial | null {
    return this.record.value;
  }

  get rights() {
    const { viewer } = this.deps;
    return {
      manageFilial: viewer.can('filials.manage'),
      manageCabinets: viewer.can('cabinets.manage'),
      // deleting for good is the ADMIN's; a MODERATOR archives
      deleteCabinets: viewer.can('cabinets.delete'),
    };
  }

  /** The cabinets of the tab on screen. */
  get currentCabinets(): WholeList<Cabinet> {
    return this.cabinetsView === 'active' ? this.cabinets : this.archivedCabinets;
  }

  /** 'поиск кабинета': the name, case-insensitive. */
  get filteredCabinets(): Cabinet[] {
    return this.currentCabinets.items.filter((cabinet) => matchesSearch(cabinet.name, this.search));
  }

  setSearch(value: string) {
    this.search = value;
  }

  setCabinetsView(view: ArchiveView) {
    this.cabinetsView = view;
  }

  async load(): Promise<void> {
    await this.record.load(
      () => this.deps.http.get<Filial>(`filials/${this.id}`),
      (error) => errorMessage(error, FILIAL_TEXTS.loadOneFailed) || FILIAL_TEXTS.loadOneFailed,
    );
    if (this.filial) await this.loadCabinets();
  }

  /** Active and archived cabinets at once, so that the tabs switch without a wait. */
  async loadCabinets(): Promise<void> {
    await Promise.all([this.loadActiveCabinets(), this.loadArchivedCabinets()]);
  }

  /** Reloads the cabinets of the tab on screen (its retry button). */
  async reloadCurrentCabinets(): Promise<void> {
    await (this.cabinetsView === 'active' ? this.loadActiveCabinets() : this.loadArchivedCabinets());
  }

  private loadActiveCabinets() {
    return this.cabinets.load(
      () => this.deps.http.get<Cabinet[]>(`cabinets/filial/${this.id}`),
      () => FILIAL_TEXTS.cabinetsLoadFailed,
    );
  }

  private loadArchivedCabinets() {
    return this.archivedCabinets.load(
      () => this.deps.http.get<Cabinet[]>('cabinets', { isArchived: true, filialId: this.id }),
      () => FILIAL_TEXTS.cabinetsLoadFailed,
    );
  }

  async saveFilial(payload: FilialPayload): Promise<FilialSaveResult> {
    const result = await saveFilial(this.deps, payload);
    if (!result.ok) return result;
    if (result.filial) this.record.set(result.filial);
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

  /** The card's delete icon: after the confirmation DELETE /cabinets/:id/archive; the cabinet moves to 'Архив'. */
  archiveCabinet(cabinet: Cabinet, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: FILIAL_TEXTS.cabinetArchiveQuestion(cabinet.name) },
      request: () => this.deps.http.delete(`cabinets/${cabinet.id}/archive`),
      apply: () =>
        runInAction(() => {
          this.cabinets.remove(cabinet.id);
          this.archivedCabinets.prepend({ ...cabinet, isArchived: true });
        }),
      done: FILIAL_TEXTS.saved,
      failed: (error) => this.failure(FILIAL_TEXTS.cabinetArchiveFailed, error),
    });
  }

  /** POST /cabinets/:id/restore: back among the active cabinets. */
  restoreCabinet(cabinet: Cabinet): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      request: () => this.deps.http.post(`cabinets/${cabinet.id}/restore`),
      apply: () =>
        runInAction(() => {
          this.archivedCabinets.remove(cabinet.id);
          this.cabinets.items = [...this.cabinets.items, { ...cabinet, isArchived: false }].sort(byName);
        }),
      done: FILIAL_TEXTS.saved,
      failed: (error) => this.failure(FILIAL_TEXTS.cabinetRestoreFailed, error),
    });
  }

  /**
   * An archived cabinet deleted for good: docs/product/rules.md confirmation, then DELETE /cabinets/:id/force.
   * The API refuses (409) while lessons, archived ones included, use the cabinet.
   */
  deleteCabinet(cabinet: Cabinet, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: FILIAL_TEXTS.cabinetDeleteQuestion(cabinet.name) },
      request: () => this.deps.http.delete(`cabinets/${cabinet.id}/force`),
      apply: () =>
        runInAction(() => {
          this.cabinets.remove(cabinet.id);
          this.archivedCabinets.remove(cabinet.id);
        }),
      done: FILIAL_TEXTS.saved,
      failed: (error) => this.failure(FILIAL_TEXTS.cabinetDeleteFailed, error),
    });
  }

  /** A failed cabinet action: logged, and the server's reason shown when it gives one. */
  private failure(message: string, error: unknown): string {
    (this.deps.log ?? console.error)(message, error);
    return errorMessage(error, message);
  }
}

const byName = (a: Cabinet, b: Cabinet) => a.name.localeCompare(b.name, 'ru') || a.id - b.id;
