import { makeAutoObservable, runInAction } from 'mobx';
import type { Compensation } from '@diary/common';
import { errorMessage, type Query } from 'mf_auth/session';
import { saveBlob, xlsxName, type Confirm } from '../shared';
import { RecordList, rowAction, StaffLookups, saveFailure, type RecordView, type SaveResult, type StaffDeps } from '../staff-kit';
import { COMPENSATION_FIELDS, emptyCompensationForm, type CompensationField, type CompensationFormValues, type CompensationPayload } from './compensation-form-model';

/** SPEC §2 "Compensations page" and §8, exactly where SPEC has the texts. */
export const COMPENSATION_TEXTS = {
  title: 'Компенсации',
  create: 'Создать компенсацию',
  editTitle: 'Редактировать компенсацию',
  save: 'Сохранить',
  created: 'Компенсация создана',
  updated: 'Компенсация обновлена',
  archived: 'Компенсация перемещена в архив',
  restored: 'Компенсация восстановлена из архива',
  deleted: 'Компенсация удалена',
  createFailed: 'Ошибка при создании компенсации',
  updateFailed: 'Ошибка при обновлении компенсации',
  archiveFailed: 'Не удалось переместить компенсацию в архив',
  restoreFailed: 'Не удалось восстановить компенсацию из архива',
  deleteFailed: 'Не удалось удалить компенсацию',
  loadFailed: 'Не удалось загрузить компенсации',
  exportFailed: 'Не удалось скачать файл',
  archiveQuestion: 'Переместить компенсацию в архив?',
  deleteQuestion: 'Удалить компенсацию? Это действие нельзя отменить.',
  empty: 'Компенсаций нет',
  archiveEmpty: 'В архиве нет компенсаций',
  nothingFound: 'Ничего не найдено',
  exportFile: 'Компенсации',
  archiveExportFile: 'Архив компенсаций',
} as const;

export interface CompensationFilters {
  teacherId: number | null;
  studentId: number | null;
  subjectId: number | null;
  /** YYYY-MM-DD of the event, or ''. */
  date: string;
}

const NO_FILTERS: CompensationFilters = { teacherId: null, studentId: null, subjectId: null, date: '' };

export type CompensationSaveResult = SaveResult<CompensationField>;

export interface CompensationsDeps extends StaffDeps {
  /** The current user's id: the form's default teacher (SPEC §6). */
  currentUserId: () => number | null;
}

/**
 * /admin/compensation: the list (active and archived), its filters, create and edit, archive
 * (the list's 'delete', SPEC §2), restore, real delete (ADMIN, in the archive) and the API's export.
 */
export class CompensationsStore {
  readonly list = new RecordList<Compensation>();
  readonly lookups: StaffLookups;
  view: RecordView = 'active';
  filters: CompensationFilters = { ...NO_FILTERS };
  exporting = false;

  constructor(private readonly deps: CompensationsDeps) {
    this.lookups = new StaffLookups(deps.http);
    makeAutoObservable<CompensationsStore, 'deps'>(this, { deps: false, list: false, lookups: false });
  }

  get rights() {
    const { viewer } = this.deps;
    const manage = viewer.can('compensations.manage');
    const active = this.view === 'active';
    return {
      create: manage,
      edit: manage && active,
      archive: manage && active,
      restore: manage && !active,
      delete: !active && viewer.can('compensations.delete'),
      export: viewer.can('compensations.export'),
    };
  }

  get hasFilters(): boolean {
    const f = this.filters;
    return f.teacherId != null || f.studentId != null || f.subjectId != null || f.date !== '';
  }

  /** The rows on screen: the current view under the filters. */
  get rows(): Compensation[] {
    const f = this.filters;
    return this.list
      .of(this.view)
      .filter(
        (c) =>
          (f.teacherId == null || c.teacherId === f.teacherId) &&
          (f.studentId == null || c.studentId === f.studentId) &&
          (f.subjectId == null || c.subjectId === f.subjectId) &&
          (f.date === '' || c.eventDate.slice(0, 10) === f.date),
      );
  }

  get emptyText(): string {
    if (this.hasFilters) return COMPENSATION_TEXTS.nothingFound;
    return this.view === 'active' ? COMPENSATION_TEXTS.empty : COMPENSATION_TEXTS.archiveEmpty;
  }

  /** The form's default teacher: the current user when they are on the teachers' list. */
  get defaultTeacherId(): number | null {
    const id = this.deps.currentUserId();
    return id != null && this.lookups.teachers.some((t) => t.id === id) ? id : null;
  }

  newForm(): CompensationFormValues {
    return emptyCompensationForm(this.defaultTeacherId);
  }

  setView(view: RecordView) {
    this.view = view;
  }

  setFilter<K extends keyof CompensationFilters>(key: K, value: CompensationFilters[K]) {
    this.filters = { ...this.filters, [key]: value };
  }

  clearFilters() {
    this.filters = { ...NO_FILTERS };
  }

  load(): Promise<boolean> {
    return this.list.load(
      () => this.deps.http.get<Compensation[]>('compensation', { includeArchived: true }),
      (error) => errorMessage(error, COMPENSATION_TEXTS.loadFailed),
    );
  }

  loadLookups(): Promise<void> {
    return this.lookups.load({ teachers: true, students: true, subjects: true });
  }

  /** POST compensation or PATCH compensation/:id; the answer replaces the row. */
  async save(payload: CompensationPayload, editingId?: number): Promise<CompensationSaveResult> {
    const { http, notify } = this.deps;
    const creating = editingId == null;
    let saved: Compensation;
    try {
      saved = creating
        ? await http.post<Compensation>('compensation', payload)
        : await http.patch<Compensation>(`compensation/${editingId}`, payload);
    } catch (error) {
      notify.error(creating ? COMPENSATION_TEXTS.createFailed : COMPENSATION_TEXTS.updateFailed);
      return saveFailure(error, COMPENSATION_FIELDS);
    }
    notify.success(creating ? COMPENSATION_TEXTS.created : COMPENSATION_TEXTS.updated);
    if (saved?.id) this.list.upsert(saved);
    void this.load();
    return { ok: true };
  }

  /** The list's delete: PATCH compensation/:id/archive after a confirmation (SPEC §2, §4). */
  async archive(c: Compensation, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(COMPENSATION_TEXTS.archiveQuestion))) return false;
    return rowAction(
      this.deps.notify,
      () => this.deps.http.patch(`compensation/${c.id}/archive`),
      { done: COMPENSATION_TEXTS.archived, failed: COMPENSATION_TEXTS.archiveFailed },
      () => this.list.setArchived(c.id, true),
    );
  }

  /** PATCH compensation/:id/unarchive: back to the active list. */
  async restore(c: Compensation): Promise<boolean> {
    return rowAction(
      this.deps.notify,
      () => this.deps.http.patch(`compensation/${c.id}/unarchive`),
      { done: COMPENSATION_TEXTS.restored, failed: COMPENSATION_TEXTS.restoreFailed },
      () => this.list.setArchived(c.id, false),
    );
  }

  /** DELETE compensation/:id (ADMIN, from the archive) after a confirmation. */
  async remove(c: Compensation, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(COMPENSATION_TEXTS.deleteQuestion))) return false;
    return rowAction(
      this.deps.notify,
      () => this.deps.http.delete(`compensation/${c.id}`),
      { done: COMPENSATION_TEXTS.deleted, failed: COMPENSATION_TEXTS.deleteFailed },
      () => this.list.remove(c.id),
    );
  }

  /** The API's filters for the export: what the screen shows. */
  get exportQuery(): Query {
    const f = this.filters;
    return {
      includeArchived: this.view === 'archived' ? true : undefined,
      teacherId: f.teacherId ?? undefined,
      studentId: f.studentId ?? undefined,
      subjectId: f.subjectId ?? undefined,
      dateFrom: f.date || undefined,
      dateTo: f.date || undefined,
    };
  }

  /** GET compensation/export.xlsx (ADMIN), saved as 'Компенсации.xlsx'. */
  async exportExcel(): Promise<boolean> {
    if (this.exporting) return false;
    this.exporting = true;
    try {
      const blob = await this.deps.http.download('compensation/export.xlsx', this.exportQuery);
      const name = this.view === 'archived' ? COMPENSATION_TEXTS.archiveExportFile : COMPENSATION_TEXTS.exportFile;
      (this.deps.saveFile ?? saveBlob)(blob, xlsxName(name));
      return true;
    } catch (error) {
      this.deps.notify.error(errorMessage(error, COMPENSATION_TEXTS.exportFailed));
      return false;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  dispose() {
    this.list.cancel();
  }
}

