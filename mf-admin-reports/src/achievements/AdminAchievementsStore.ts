import { makeAutoObservable, runInAction } from 'mobx';
import { CHECK_TYPES, DEFAULT_ERROR_TOAST, DEFAULT_SUBJECTS, type AchievementSort, type UserListEntry } from '@diary/common';
import {
  achievementFieldErrors,
  loadSubjectNames,
  type Achievement,
  type AchievementPayload,
  type AchievementSaveResult,
  type AchievementsPage,
  idParam,
  PagedList,
  searchParam,
  textParam,
  type Confirm,
  type PageWindow,
  type TablePosition,
  type UrlBinding,
} from '@diary/web-kit';
import { errorMessage, type Query } from 'mf_auth/session';
import { PagedRowActions, ServerDownload, writeClipboard, type PersonOption, type ReportsDeps, type WriteClipboard } from '../shared';
import { ADMIN_ACHIEVEMENT_TEXTS as TEXTS } from './achievement-texts';

export interface AchievementFilterValues {
  teacherId: number | null;
  studentId: number | null;
  /** A subject's name, '' for all. */
  subject: string;
  /** Part of the topic, '' for any. */
  topic: string;
  /** One of the six check types, '' for all. */
  checkType: string;
}

export const EMPTY_ACHIEVEMENT_FILTERS: AchievementFilterValues = {
  teacherId: null,
  studentId: null,
  subject: '',
  topic: '',
  checkType: '',
};

/** Table columns the API can sort on, by its `sort` names. */
export const ACTIVE_SORT_FIELDS: Readonly<Record<string, AchievementSort>> = {
  disciplineFormatted: 'subject',
  student: 'student',
  createdAt: 'createdAt',
  lessonDate: 'lessonDate',
  lessonTheme: 'lessonTheme',
  checkType: 'checkType',
  summaryPoints: 'points',
};

export const ARCHIVE_SORT_FIELDS: Readonly<Record<string, AchievementSort>> = {
  author: 'author',
  student: 'student',
  subject: 'subject',
  lessonDate: 'lessonDate',
  lessonTheme: 'lessonTheme',
  checkType: 'checkType',
  maxPoints: 'maxPoints',
  points: 'points',
};

export interface AdminAchievementsDeps extends ReportsDeps {
  clipboard?: WriteClipboard;
  /** Debounce of the text search, ms. */
  searchDelay?: number;
}

export const CHECK_TYPE_OPTIONS = [
  { value: '', label: 'Все типы' },
  ...CHECK_TYPES.map((type) => ({ value: type as string, label: type as string })),
];

const toOption = (entry: UserListEntry): PersonOption => ({ id: entry.id, fullName: entry.fullName });

/**
 * The admin achievements list (docs/product/screens.md, admin variant) and the archive of achievements: paged,
 * sorted and filtered by the API; edit, copy the comment, archive (active list) or delete for
 * real (archive); an export of the filtered set built by the API.
 */
export class AdminAchievementsStore {
  readonly list: PagedList<Achievement, AchievementSort>;
  filters: AchievementFilterValues = { ...EMPTY_ACHIEVEMENT_FILTERS };
  teachers: PersonOption[] = [];
  subjects: string[] = [...DEFAULT_SUBJECTS];
  lookupsLoading = false;
  private readonly exporter: ServerDownload;
  private readonly rowActions: PagedRowActions;

  constructor(
    private readonly deps: AdminAchievementsDeps,
    readonly archived = false,
  ) {
    this.exporter = new ServerDownload(deps, TEXTS.exportFailed);
    this.list = new PagedList<Achievement, AchievementSort>({
      fetchPage: (window) => this.fetchPage(window),
      failure: (error) => errorMessage(error, TEXTS.loadFailed),
      sortFields: archived ? ARCHIVE_SORT_FIELDS : ACTIVE_SORT_FIELDS,
      initialSort: [{ field: archived ? 'lessonDate' : 'createdAt', sort: 'desc' }],
    });
    this.rowActions = new PagedRowActions(deps, this.list, 'achivements', TEXTS);
    makeAutoObservable<AdminAchievementsStore, 'deps' | 'exporter' | 'rowActions'>(this, {
      deps: false,
      exporter: false,
      rowActions: false,
      archived: false,
      list: false,
      url: false,
    });
  }

  get exporting(): boolean {
    return this.exporter.busy;
  }

  /** The filters as the list and the export take them (empty ones left out). */
  get filterQuery(): Query {
    const { teacherId, studentId, subject, topic, checkType } = this.filters;
    return {
      is_archived: this.archived ? 1 : 0,
      teacherId: teacherId ?? undefined,
      studentId: studentId ?? undefined,
      subject: subject.trim() || undefined,
      topic: topic.trim() || undefined,
      checkType: checkType || undefined,
    };
  }

  get hasFilters(): boolean {
    const f = this.filters;
    return f.teacherId != null || f.studentId != null || !!f.subject || !!f.topic.trim() || !!f.checkType;
  }

  get rights() {
    const { viewer } = this.deps;
    return {
      edit: !this.archived && viewer.can('achievements.update'),
      archive: !this.archived && viewer.can('achievements.archive'),
      delete: this.archived && viewer.can('achievements.delete'),
      export: viewer.can('achievements.export'),
    };
  }

  private fetchPage(request: PageWindow<AchievementSort>) {
    return this.deps.http
      .get<AchievementsPage>('achivements', { ...request, ...this.filterQuery })
      .then((page) => ({ items: page.achives, total: page.total }));
  }

  load(): Promise<boolean> {
    return this.list.load();
  }

  /** The filters and the page in the address. */
  get url(): UrlBinding<AchievementFilterValues & TablePosition> {
    return {
      params: {
        teacherId: idParam('teacher'),
        studentId: idParam('student'),
        subject: textParam('subject'),
        topic: searchParam('topic'),
        checkType: textParam('check'),
        ...this.list.positionParams(),
      },
      read: () => ({ ...this.filters, ...this.list.position }),
      apply: (state) => this.applyState(state),
      load: () => this.load(),
    };
  }

  applyState({ teacherId, studentId, subject, topic, checkType, ...position }: AchievementFilterValues & TablePosition) {
    this.filters = { teacherId, studentId, subject, topic, checkType };
    this.list.restore(position);
  }

  /**
   * A filter changed: back to page 1 and reload — at once for a choice, after a pause for typed
   * text, so that typing does not send a request per key.
   */
  setFilter<K extends keyof AchievementFilterValues>(key: K, value: AchievementFilterValues[K]) {
    if (this.filters[key] === value) return;
    this.filters = { ...this.filters, [key]: value };
    this.list.firstPage();
    this.scheduleLoad(key === 'topic' ? (this.deps.searchDelay ?? 400) : 0);
  }

  clearFilters() {
    this.filters = { ...EMPTY_ACHIEVEMENT_FILTERS };
    this.list.firstPage();
    void this.load();
  }

  private scheduleLoad(delay: number) {
    if (delay <= 0) void this.list.load();
    else this.list.loadAfterPause(delay);
  }

  /** Teachers for the filter, subjects for it and the edit form (docs/product/messages.md fallback); students are searched on the server. */
  async loadLookups(): Promise<void> {
    const { http } = this.deps;
    this.lookupsLoading = true;
    const people = (path: string) =>
      http.get<UserListEntry[]>(path).then(
        (entries) => entries.map(toOption),
        () => [] as PersonOption[],
      );
    const [teachers, subjects] = await Promise.all([people('users/teachers'), loadSubjectNames(http)]);
    runInAction(() => {
      this.teachers = teachers;
      this.subjects = subjects;
      this.lookupsLoading = false;
    });
  }

  /** PUT achivements/update: 'Запись обновлена' and the page reloads, or 'Не удалось обновить запись'. */
  async update(id: number, payload: AchievementPayload): Promise<AchievementSaveResult> {
    try {
      await this.deps.http.put<Achievement>('achivements/update', { ...payload, id });
    } catch (error) {
      this.deps.notify.error(TEXTS.updateFailed);
      return { ok: false, message: errorMessage(error, '') || null, fieldErrors: achievementFieldErrors(error) };
    }
    this.deps.notify.success(TEXTS.updated);
    void this.list.load();
    return { ok: true };
  }

  /** PUT achivements/:id after a confirmation; the row leaves the list and the page refills. */
  archive(achievement: Achievement, confirm: Confirm): Promise<boolean> {
    return this.rowActions.archive(achievement.id, confirm);
  }

  /** The archive's real delete: DELETE achivements/:id after a confirmation. */
  remove(achievement: Achievement, confirm: Confirm): Promise<boolean> {
    return this.rowActions.remove(achievement.id, confirm);
  }

  /** The row's comment to the clipboard: 'Комментарий успешно скопирован'. */
  async copyComment(achievement: Achievement): Promise<boolean> {
    const write = this.deps.clipboard ?? writeClipboard;
    try {
      await write(achievement.notes ?? '');
    } catch {
      this.deps.notify.error(DEFAULT_ERROR_TOAST);
      return false;
    }
    this.deps.notify.success(TEXTS.copied);
    return true;
  }

  /** 'Скачать в Excel': the API's export of everything the filters select, not just this page. */
  exportExcel(): Promise<boolean> {
    return this.exporter.excel('achivements/export.xlsx', this.filterQuery, this.archived ? TEXTS.archiveExportFile : TEXTS.exportFile);
  }

  dispose() {
    this.list.cancel();
  }
}
