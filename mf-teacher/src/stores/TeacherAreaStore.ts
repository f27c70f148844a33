import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_ERROR_TOAST, DEFAULT_SUBJECTS, type UserListEntry } from '@diary/common';
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
  type StudentOption,
} from '@diary/common/ui';

export const TEACHER_TEXTS = {
  studentsFailed: 'Ошибка при загрузке учеников',
} as const;

export interface DifficultyPayload {
  studentId: number;
  notes: string;
}

interface Deps {
  http: AchievementsHttp;
  notify: AchievementsNotifier;
  /** docs/product/messages.md: a failed student list is only logged. */
  log?: (message: string, error: unknown) => void;
}

/**
 * What the teacher area shares between its screens (docs/product/screens.md "Teacher area"): the student list,
 * loaded on entry, the subject suggestions, and sending achievements and difficulties.
 */
export class TeacherAreaStore {
  students: StudentOption[] = [];
  studentsLoading = false;
  subjects: string[] = [...DEFAULT_SUBJECTS];

  constructor(private readonly deps: Deps) {
    makeAutoObservable<TeacherAreaStore, 'deps'>(this, { deps: false });
  }

  async loadStudents(): Promise<void> {
    this.studentsLoading = true;
    try {
      const students = await this.deps.http.get<UserListEntry[]>('users/students');
      runInAction(() => {
        this.students = students.map((s) => ({ id: s.id, fullName: s.fullName }));
      });
    } catch (error) {
      (this.deps.log ?? console.error)(TEACHER_TEXTS.studentsFailed, error);
    } finally {
      runInAction(() => (this.studentsLoading = false));
    }
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
