import { makeAutoObservable, runInAction } from 'mobx';
import type { Complaint } from '@diary/common';
import { errorMessage, type Query } from 'mf_auth/session';
import { saveBlob, xlsxName, type Confirm } from '../shared';
import { matchesSearch, RecordList, rowAction, saveFailure, StaffLookups, type RecordView, type SaveResult, type StaffDeps } from '../staff-kit';
import { COMPLAINT_FIELDS, type ComplaintField, type ComplaintPayload } from './complaint-form-model';

/** SPEC §2 "Complaints admin page" and §8. */
export const COMPLAINT_TEXTS = {
  title: 'Жалобы',
  create: 'Создать жалобу',
  editTitle: 'Редактировать жалобу',
  save: 'Сохранить',
  created: 'Жалоба создана',
  updated: 'Жалоба обновлена',
  archived: 'Жалоба перемещена в архив',
  restored: 'Жалоба восстановлена из архива',
  deleted: 'Жалоба удалена',
  createFailed: 'Ошибка при создании жалобы',
  updateFailed: 'Ошибка при обновлении жалобы',
  archiveFailed: 'Не удалось переместить жалобу в архив',
  restoreFailed: 'Не удалось восстановить жалобу из архива',
  deleteFailed: 'Не удалось удалить жалобу',
  loadFailed: 'Не удалось загрузить жалобы',
  exportFailed: 'Не удалось скачать файл',
  archiveQuestion: 'Переместить жалобу в архив?',
  deleteQuestion: 'Удалить жалобу? Это действие нельзя отменить.',
  empty: 'Жалоб нет',
  archiveEmpty: 'В архиве нет жалоб',
  nothingFound: 'Ничего не найдено',
  exportFile: 'Жалобы',
  archiveExportFile: 'Архив жалоб',
} as const;

export interface ComplaintFilters {
  teacherId: number | null;
  studentId: number | null;
  /** YYYY-MM-DD of the incident, or ''. */
  date: string;
  /** Part of the comment. */
  comment: string;
}

const NO_FILTERS: ComplaintFilters = { teacherId: null, studentId: null, date: '', comment: '' };

export type ComplaintSaveResult = SaveResult<ComplaintField>;

/**
 * /admin/complaints, the complaints tab: active and archived complaints, filters, create (as staff,
 * naming the student), edit, archive, restore, real delete (ADMIN, archive) and the API's export.
 */
export class ComplaintsStore {
  readonly list = new RecordList<Complaint>();
  readonly lookups: StaffLookups;
  view: RecordView = 'active';
  filters: ComplaintFilters = { ...NO_FILTERS };
  exporting = false;

  constructor(private readonly deps: StaffDeps) {
    this.lookups = new StaffLookups(deps.http);
    makeAutoObservable<ComplaintsStore, 'deps'>(this, { deps: false, list: false, lookups: false });
  }

  get rights() {
    const { viewer } = this.deps;
    const manage = viewer.can('complaints.manage');
    const active = this.view === 'active';
    return {
      create: manage,
      edit: manage && active,
      archive: manage && active,
      restore: manage && !active,
      delete: !active && viewer.can('complaints.delete'),
      export: viewer.can('complaints.export'),
    };
  }

  get hasFilters(): boolean {
    const f = this.filters;
    return f.teacherId != null || f.studentId != null || f.date !== '' || f.comment.trim() !== '';
  }

  get rows(): Complaint[] {
    const f = this.filters;
    return this.list
      .of(this.view)
      .filter(
        (c) =>
          (f.teacherId == null || c.teacherId === f.teacherId) &&
          (f.studentId == null || c.studentId === f.studentId) &&
          (f.date === '' || c.incidentDate.slice(0, 10) === f.date) &&
          matchesSearch(c.comment, f.comment),
      );
  }

  get emptyText(): string {
    if (this.hasFilters) return COMPLAINT_TEXTS.nothingFound;
    return this.view === 'active' ? COMPLAINT_TEXTS.empty : COMPLAINT_TEXTS.archiveEmpty;
  }

  setView(view: RecordView) {
    this.view = view;
  }

  setFilter<K extends keyof ComplaintFilters>(key: K, value: ComplaintFilters[K]) {
    this.filters = { ...this.filters, [key]: value };
  }

  clearFilters() {
    this.filters = { ...NO_FILTERS };
  }

  load(): Promise<boolean> {
    return this.list.load(
      () => this.deps.http.get<Complaint[]>('complaint', { includeArchived: true }),
      (error) => errorMessage(error, COMPLAINT_TEXTS.loadFailed),
    );
  }

  loadLookups(): Promise<void> {
    return this.lookups.load({ teachers: true, students: true });
  }

  /** POST complaint/admin or PATCH complaint/:id. */
  async save(payload: ComplaintPayload, editingId?: number): Promise<ComplaintSaveResult> {
    const { http, notify } = this.deps;
    const creating = editingId == null;
    let saved: Complaint;
    try {
      saved = creating ? await http.post<Complaint>('complaint/admin', payload) : await http.patch<Complaint>(`complaint/${editingId}`, payload);
    } catch (error) {
      notify.error(creating ? COMPLAINT_TEXTS.createFailed : COMPLAINT_TEXTS.updateFailed);
      return saveFailure(error, COMPLAINT_FIELDS);
    }
    notify.success(creating ? COMPLAINT_TEXTS.created : COMPLAINT_TEXTS.updated);
    if (saved?.id) this.list.upsert(saved);
    void this.load();
    return { ok: true };
  }

  async archive(c: Complaint, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(COMPLAINT_TEXTS.archiveQuestion))) return false;
    return rowAction(
      this.deps.notify,
      () => this.deps.http.patch(`complaint/${c.id}/archive`),
      { done: COMPLAINT_TEXTS.archived, failed: COMPLAINT_TEXTS.archiveFailed },
      () => this.list.setArchived(c.id, true),
    );
  }

  async restore(c: Complaint): Promise<boolean> {
    return rowAction(
      this.deps.notify,
      () => this.deps.http.patch(`complaint/${c.id}/unarchive`),
      { done: COMPLAINT_TEXTS.restored, failed: COMPLAINT_TEXTS.restoreFailed },
      () => this.list.setArchived(c.id, false),
    );
  }

  /** DELETE complaint/:id (ADMIN, from the archive). */
  async remove(c: Complaint, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(COMPLAINT_TEXTS.deleteQuestion))) return false;
    return rowAction(
      this.deps.notify,
      () => this.deps.http.delete(`complaint/${c.id}`),
      { done: COMPLAINT_TEXTS.deleted, failed: COMPLAINT_TEXTS.deleteFailed },
      () => this.list.remove(c.id),
    );
  }

  get exportQuery(): Query {
    const f = this.filters;
    return {
      includeArchived: this.view === 'archived' ? true : undefined,
      teacherId: f.teacherId ?? undefined,
      studentId: f.studentId ?? undefined,
      dateFrom: f.date || undefined,
      dateTo: f.date || undefined,
      q: f.comment.trim() || undefined,
    };
  }

  /** GET complaint/export.xlsx (ADMIN). */
  async exportExcel(): Promise<boolean> {
    if (this.exporting) return false;
    this.exporting = true;
    try {
      const blob = await this.deps.http.download('complaint/export.xlsx', this.exportQuery);
      (this.deps.saveFile ?? saveBlob)(blob, xlsxName(this.view === 'archived' ? COMPLAINT_TEXTS.archiveExportFile : COMPLAINT_TEXTS.exportFile));
      return true;
    } catch (error) {
      this.deps.notify.error(errorMessage(error, COMPLAINT_TEXTS.exportFailed));
      return false;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  dispose() {
    this.list.cancel();
  }
}
