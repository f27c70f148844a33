import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage } from 'mf_auth/session';
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

/**
 * A list of achievements (teacher 'Мои отчеты', the student's 'Достижения', the admin list):
 * loads every unarchived one (page 1, limit -1), edits one (the list reloads), archives one
 * (the row leaves the list). The API decides whose achievements a caller sees.
 */
export class AchievementsStore {
  items: Achievement[] = [];
  total = 0;
  isLoading = false;
  loadError: string | null = null;
  private loadSeq = 0;

  constructor(
    private readonly deps: AchievementsStoreDeps,
    readonly archived = false,
  ) {
    makeAutoObservable<AchievementsStore, 'deps' | 'loadSeq'>(this, { deps: false, archived: false, loadSeq: false });
  }

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.isLoading = true;
    this.loadError = null;
    try {
      const page = await this.deps.http.get<AchievementsPage>('achivements/', {
        page: 1,
        limit: -1,
        is_archived: this.archived ? 1 : 0,
      });
      if (seq !== this.loadSeq) return;
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

  /** PUT achivements/:id after a confirmation; the row leaves the list. */
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
    return true;
  }
}
