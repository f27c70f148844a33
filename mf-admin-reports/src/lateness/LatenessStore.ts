import { makeAutoObservable } from 'mobx';
import type { TeacherLateness, TeacherLatenessPage } from '@diary/common';
import {
  archiveViewParam,
  dateParam,
  idParam,
  PagedList,
  runRowAction,
  saveFailure,
  type ArchiveView,
  type Confirm,
  type PageWindow,
  type SaveResult,
  type TablePosition,
  type UrlBinding,
} from '@diary/web-kit';
import { errorMessage, type Query } from 'mf_auth/session';
import { ServerDownload, type ReportsDeps } from '../shared';
import { emptyListText, filtersSet, RecordChoices } from '../record-screens';
import { LATENESS_FIELDS, type LatenessField, type LatenessPayload } from './lateness-form-model';

/** docs/product/screens.md "Teacher lateness page" and docs/product/messages.md. */
export const LATENESS_TEXTS = {
  title: 'Опоздания преподавателей',
  create: 'Добавить запись',
  createTitle: 'Добавить запись об опоздании',
  editTitle: 'Редактировать запись об опоздании',
  save: 'Сохранить',
  created: 'Запись об опоздании создана',
  updated: 'Запись об опоздании обновлена',
  archived: 'Запись об опоздании перемещена в архив',
  deleted: 'Запись об опоздании удалена',
  saveFailed: 'Произошла ошибка при сохранении',
  archiveFailed: 'Не удалось переместить запись об опоздании в архив',
  deleteFailed: 'Не удалось удалить запись об опоздании',
  loadFailed: 'Не удалось загрузить опоздания',
  exportFailed: 'Не удалось скачать файл',
  archiveQuestion: 'Переместить запись об опоздании в архив?',
  deleteQuestion: 'Удалить запись об опоздании? Это действие нельзя отменить.',
  empty: 'Записей об опозданиях нет',
  archiveEmpty: 'В архиве нет записей об опозданиях',
  nothingFound: 'Ничего не найдено',
  exportFile: 'Опоздания',
  archiveExportFile: 'Архив опозданий',
} as const;

export interface LatenessFilters {
  userId: number | null;
  /** YYYY-MM-DD of the incident, or ''. */
  date: string;
}

const NO_FILTERS: LatenessFilters = { userId: null, date: '' };

type LatenessScreenState = LatenessFilters & TablePosition & { view: ArchiveView };

export type LatenessSaveResult = SaveResult<LatenessField>;

/**
 * /admin/teacher-lateness: paged by the API ({teacherLateness, total, page, limit, totalPages}),
 * filtered by teacher and date; create, edit, archive (anyone on the page, docs/product/permissions.md), real delete
 * (ADMIN, in the archive) and the API's export (ADMIN).
 */
export class LatenessStore {
  readonly list: PagedList<TeacherLateness, never>;
  readonly lookups: RecordChoices;
  view: ArchiveView = 'active';
  filters: LatenessFilters = { ...NO_FILTERS };
  private readonly exporter: ServerDownload;

  constructor(private readonly deps: ReportsDeps) {
    this.lookups = new RecordChoices(deps.http);
    this.exporter = new ServerDownload(deps, LATENESS_TEXTS.exportFailed);
    this.list = new PagedList<TeacherLateness, never>({
      fetchPage: (request) => this.fetchPage(request),
      failure: (error) => errorMessage(error, LATENESS_TEXTS.loadFailed),
      sortFields: {},
    });
    makeAutoObservable<LatenessStore, 'deps' | 'exporter'>(this, { deps: false, list: false, lookups: false, exporter: false, url: false });
  }

  get rights() {
    const { viewer } = this.deps;
    const manage = viewer.can('lateness.manage');
    const active = this.view === 'active';
    return {
      create: manage,
      edit: manage && active,
      // docs/product/permissions.md: offered to anyone on the page
      archive: active,
      delete: !active && viewer.can('lateness.delete'),
      export: viewer.can('lateness.export'),
    };
  }

  /** The view, the filters and the page in the address. */
  get url(): UrlBinding<LatenessScreenState> {
    return {
      params: { view: archiveViewParam(), userId: idParam('teacher'), date: dateParam('date'), ...this.list.positionParams() },
      read: () => ({ view: this.view, ...this.filters, ...this.list.position }),
      apply: (state) => this.applyState(state),
      load: () => this.load(),
    };
  }

  applyState({ view, userId, date, ...position }: LatenessScreenState) {
    this.view = view;
    this.filters = { userId, date };
    this.list.restore(position);
  }

  get hasFilters(): boolean {
    return filtersSet(this.filters);
  }

  get emptyText(): string {
    return emptyListText(LATENESS_TEXTS, this.view === 'archived', this.hasFilters);
  }

  get exporting(): boolean {
    return this.exporter.busy;
  }

  get filterQuery(): Query {
    const f = this.filters;
    return {
      isArchive: this.view === 'archived',
      userId: f.userId ?? undefined,
      dateFrom: f.date || undefined,
      dateTo: f.date || undefined,
    };
  }

  private async fetchPage(request: PageWindow<never>) {
    const answer = await this.deps.http.get<TeacherLatenessPage>('teacher-lateness', {
      page: request.page,
      limit: request.limit,
      ...this.filterQuery,
    });
    return { items: answer.teacherLateness, total: answer.total };
  }

  load(): Promise<boolean> {
    return this.list.load();
  }

  loadLookups(): Promise<void> {
    return this.lookups.load({ teachers: true });
  }

  setView(view: ArchiveView) {
    if (view === this.view) return;
    this.view = view;
    this.list.firstPage();
    void this.list.load();
  }

  setFilter<K extends keyof LatenessFilters>(key: K, value: LatenessFilters[K]) {
    this.filters = { ...this.filters, [key]: value };
    this.list.firstPage();
    void this.list.load();
  }

  clearFilters() {
    this.filters = { ...NO_FILTERS };
    this.list.firstPage();
    void this.list.load();
  }

  /** POST teacher-lateness or PUT teacher-lateness/:id; the server's 400 (times) lands on its field. */
  async save(payload: LatenessPayload, editingId?: number): Promise<LatenessSaveResult> {
    const { http, notify } = this.deps;
    const creating = editingId == null;
    try {
      if (creating) await http.post<TeacherLateness>('teacher-lateness', payload);
      else await http.put<TeacherLateness>(`teacher-lateness/${editingId}`, payload);
    } catch (error) {
      notify.error(LATENESS_TEXTS.saveFailed);
      return saveFailure(error, LATENESS_FIELDS);
    }
    notify.success(creating ? LATENESS_TEXTS.created : LATENESS_TEXTS.updated);
    void this.list.load();
    return { ok: true };
  }

  /** POST teacher-lateness/:id/archive: the list's delete button (docs/product/screens.md); the server's reason is shown. */
  archive(l: TeacherLateness, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: LATENESS_TEXTS.archiveQuestion },
      request: () => this.deps.http.post(`teacher-lateness/${l.id}/archive`),
      apply: () => this.list.drop(l.id),
      done: LATENESS_TEXTS.archived,
      failed: (error) => errorMessage(error, LATENESS_TEXTS.archiveFailed),
    });
  }

  /** DELETE teacher-lateness/:id (ADMIN). */
  remove(l: TeacherLateness, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: LATENESS_TEXTS.deleteQuestion },
      request: () => this.deps.http.delete(`teacher-lateness/${l.id}`),
      apply: () => this.list.drop(l.id),
      done: LATENESS_TEXTS.deleted,
      failed: LATENESS_TEXTS.deleteFailed,
    });
  }

  /** GET teacher-lateness/export.xlsx (ADMIN) with the list's filters. */
  exportExcel(): Promise<boolean> {
    const name = this.view === 'archived' ? LATENESS_TEXTS.archiveExportFile : LATENESS_TEXTS.exportFile;
    return this.exporter.excel('teacher-lateness/export.xlsx', this.filterQuery, name);
  }

  dispose() {
    this.list.cancel();
  }
}
