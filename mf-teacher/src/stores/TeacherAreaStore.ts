import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_ERROR_TOAST, DEFAULT_SUBJECTS, type difficultySchema, type RequestOf } from '@diary/common';
import {
  ACHIEVEMENT_TEXTS,
  achievementFieldErrors,
  failureText,
  loadSubjectNames,
  type Achievement,
  type AchievementPayload,
  type AchievementSaveResult,
  type AchievementsHttp,
  type AchievementsNotifier,
} from '@diary/web-kit';

/** What POST difficulty/create takes from a teacher: the author is the caller. */
export type DifficultyPayload = Pick<RequestOf<typeof difficultySchema>, 'studentId' | 'notes'>;

interface Deps {
  http: AchievementsHttp;
  notify: AchievementsNotifier;
}

/**
 * What the teacher area shares between its screens (docs/product/screens.md "Teacher area"): the subject
 * suggestions, and sending achievements and difficulties. The students are not loaded on entry (thousands of
 * them): each student picker searches on the server (StudentSearchField).
 */
export class TeacherAreaStore {
  subjects: string[] = [...DEFAULT_SUBJECTS];

  constructor(private readonly deps: Deps) {
    makeAutoObservable<TeacherAreaStore, 'deps'>(this, { deps: false });
  }

  async loadSubjects(): Promise<void> {
    const names = await loadSubjectNames(this.deps.http);
    runInAction(() => (this.subjects = names));
  }

  /** POST achivements/create: 'Отчет успешно отправлен', or 'Произошла ошибка: ' and the reason. */
  async createAchievement(payload: AchievementPayload): Promise<AchievementSaveResult> {
    try {
      await this.deps.http.post<Achievement>('achivements/create', payload);
    } catch (error) {
      return {
        ok: false,
        message: ACHIEVEMENT_TEXTS.createFailedPrefix + failureText(error),
        fieldErrors: achievementFieldErrors(error),
      };
    }
    this.deps.notify.success(ACHIEVEMENT_TEXTS.created);
    return { ok: true };
  }

  /** POST difficulty/create; a failure is the default error toast (docs/product/messages.md). */
  async createDifficulty(payload: DifficultyPayload): Promise<boolean> {
    try {
      await this.deps.http.post('difficulty/create', { ...payload, isArchived: false });
      return true;
    } catch {
      this.deps.notify.error(DEFAULT_ERROR_TOAST);
      return false;
    }
  }
}
