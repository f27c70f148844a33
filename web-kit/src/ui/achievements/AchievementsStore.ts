import { makeAutoObservable } from 'mobx';
import type { GridSortModel } from '@mui/x-data-grid';
import { errorMessage } from 'mf_auth/session';
import type { AchievementsListQuery } from '@diary/common/schemas/achievements';
import { PagedList } from '../crud/PagedList';
import type { TablePosition } from '../crud/url-state';
import type { UrlBinding } from '../crud/use-url-state';
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
  /** The current page, its total and its paging, kept by the kit's server list. */
  readonly list: PagedList<Achievement, ApiSort>;

  constructor(
    private readonly deps: AchievementsStoreDeps,
    readonly archived = false,
  ) {
    this.list = new PagedList<Achievement, ApiSort>({
      fetchPage: async (window) => {
        const page = await deps.http.get<AchievementsPage>('achivements/', { ...window, is_archived: archived ? 1 : 0 });
        return { items: page.achives, total: page.total };
      },
      failure: (error) => errorMessage(error, ACHIEVEMENT_TEXTS.loadFailed),
      sortFields: ACHIEVEMENT_SORT_FIELDS,
      initialSort: ACHIEVEMENTS_INITIAL_SORT,
    });
    makeAutoObservable<AchievementsStore, 'deps'>(this, { deps: false, archived: false, list: false, url: false });
  }

  async load(): Promise<void> {
    await this.list.load();
  }

  /** The page and the sort in the address. */
  get url(): UrlBinding<TablePosition> {
    return {
      params: this.list.positionParams(),
      read: () => this.list.position,
      apply: (position) => this.list.restore(position),
      load: () => this.load(),
    };
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
    this.deps.notify.success(ACHIEVEMENT_TEXTS.archived);
    // The row goes at once, then the page refills from the API.
    this.list.drop(achievement.id);
    return true;
  }
}
