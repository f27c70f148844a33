import { makeAutoObservable, runInAction } from 'mobx';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { errorMessage } from 'mf_auth/session';
import { DEFAULT_TABLE_PAGE_SIZE } from '../../constants/domain';
import type { AchievementsListQuery } from '../../schemas/achievements';
import { achievementFieldErrors } from './save-failure';
import { ACHIEVEMENT_TEXTS } from './texts';
import type {
  Achievement,
  AchievementConfirm,
  AchievementPayload,
  AchievementSaveResult,
  AchievementsHttp,
  AchievementsNotifier,
  AchievementsPage,
} from './types';

export interface AchievementsStoreDeps {
  http: AchievementsHttp;
  notify: AchievementsNotifier;
}

type ApiSort = NonNullable<AchievementsListQuery['sort']>;

/** Table column → the API's sort; the comment column is not sortable on the API. */
export const ACHIEVEMENT_SORT_FIELDS: Readonly<Record<string, ApiSort>> = {
  student: 'student',
  author: 'author',
  subject: 'subject',
  lessonDate: 'lessonDate',
  lessonTheme: 'lessonTheme',
  checkType: 'checkType',
  maxPoints: 'maxPoints',
  points: 'points',
};

export const ACHIEVEMENTS_INITIAL_SORT: GridSortModel = [{ field: 'lessonDate', sort: 'desc' }];

/**
 * A list of achievements (teacher 'Мои отчеты', the student's 'Достижения'): the caller's
 * unarchived achievements, paged and sorted by the API (a teacher's list grows without bound, and
 * the API answers "all rows" only up to a cap), edits one (the page reloads), archives one (the
 * row leaves the page, which then refills). The API decides whose achievements a caller sees.
 */
export class AchievementsStore {
  /** The current page. */
  items: Achievement[] = [];
  total = 0;
  isLoading = false;
  loadError: string | null = null;
  pagination: GridPaginationModel = { page: 0, pageSize: DEFAULT_TABLE_PAGE_SIZE };
  sortModel: GridSortModel = ACHIEVEMENTS_INITIAL_SORT;
  private loadSeq = 0;

  constructor(
    private readonly deps: AchievementsStoreDeps,
    readonly archived = false,
  ) {
    makeAutoObservable<AchievementsStore, 'deps' | 'loadSeq'>(this, { deps: false, archived: false, loadSeq: false });
  }

  /** The query of the current page: page from 1, the API's sort when the column has one. */
  get query(): Record<string, string | number> {
    const query: Record<string, string | number> = {
      page: this.pagination.page + 1,
      limit: this.pagination.pageSize,
      is_archived: this.archived ? 1 : 0,
    };
    const sort = this.sortModel[0];
    const field = sort?.sort ? ACHIEVEMENT_SORT_FIELDS[sort.field] : undefined;
    if (sort?.sort && field) {
      query.sort = field;
      query.order = sort.sort;
    }
    return query;
  }

  setPagination(model: GridPaginationModel) {
    this.pagination = model;
    void this.load();
  }

  setSort(model: GridSortModel) {
    this.sortModel = model;
    this.pagination = { ...this.pagination, page: 0 };
    void this.load();
  }

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.isLoading = true;
    this.loadError = null;
    try {
      const page = await this.deps.http.get<AchievementsPage>('achivements/', this.query);
      if (seq !== this.loadSeq) return;
      const lastPage = Math.max(0, Math.ceil(page.total / this.pagination.pageSize) - 1);
      if (page.achives.length === 0 && this.pagination.page > lastPage) {
        // The page emptied under us (rows archived elsewhere): show the last one.
        runInAction(() => (this.pagination = { ...this.pagination, page: lastPage }));
        return this.load();
      }
      runInAction(() => {
        this.items = page.achives;
        this.total = page.total;
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.loadError = errorMessage(error, ACHIEVEMENT_TEXTS.loadFailed);
      });
    } finally {
      if (seq === this.loadSeq) runInAction(() => (this.isLoading = false));
    }
  }

  /** PUT achivements/update; 'Запись обновлена' and the list reloads, or 'Не удалось обновить запись'. */
  async update(id: number, payload: AchievementPayload): Promise<AchievementSaveResult> {
    const body = { ...payload, id };
    try {
      await this.deps.http.put<Achievement>('achivements/update', body);
    } catch (error) {
      this.deps.notify.error(ACHIEVEMENT_TEXTS.updateFailed);
      return { ok: false, message: errorMessage(error, '') || null, fieldErrors: achievementFieldErrors(error) };
    }
    this.deps.notify.success(ACHIEVEMENT_TEXTS.updated);
    void this.load();
    return { ok: true };
  }

  /** PUT achivements/:id after a confirmation; the row leaves the page, which then refills. */
  async archive(achievement: Achievement, confirm: AchievementConfirm): Promise<boolean> {
    if (!(await confirm(ACHIEVEMENT_TEXTS.archiveQuestion))) return false;
    try {
      await this.deps.http.put<Achievement>(`achivements/${achievement.id}`);
    } catch {
      this.deps.notify.error(ACHIEVEMENT_TEXTS.archiveFailed);
      return false;
    }
    runInAction(() => {
      this.items = this.items.filter((a) => a.id !== achievement.id);
      this.total = Math.max(0, this.total - 1);
    });
    this.deps.notify.success(ACHIEVEMENT_TEXTS.archived);
    // The page refills from the API.
    void this.load();
    return true;
  }
}
