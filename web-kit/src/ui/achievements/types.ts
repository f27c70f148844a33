import type { HttpClient } from 'mf_auth/session';
import type { achievementSchema } from '@diary/common/schemas/achievements';
import type { RequestOf } from '@diary/common/schemas/primitives';

export type { Achievement, AchievementsPage } from '@diary/common/schemas/achievements';

/**
 * The body of POST achivements/create (docs/api/calls.md); PUT achivements/update adds the id.
 * Parsed by the shared achievement schema, so it is what the API accepts.
 */
export type AchievementPayload = Pick<
  RequestOf<typeof achievementSchema>,
  'studentId' | 'lessonDate' | 'lessonTheme' | 'checkType' | 'subject' | 'points' | 'maxPoints' | 'notes'
>;

/** An entry of GET /api/users/students (and of GET /api/statistics items). */
export interface StudentOption {
  id: number;
  fullName: string;
}

export type AchievementField = 'student' | 'lessonDate' | 'lessonTheme' | 'checkType' | 'subject' | 'maxPoints' | 'points' | 'notes';

export type AchievementFieldErrors = Partial<Record<AchievementField, string>>;

/** What a save hands back to the form: nothing to show, or a message and field errors. */
export type AchievementSaveResult = { ok: true } | { ok: false; message?: string | null; fieldErrors?: AchievementFieldErrors };

export type AchievementsHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>;

export interface AchievementsNotifier {
  success(message: string): void;
  error(message: string): void;
}

export type AchievementConfirm = (text: string) => Promise<boolean>;
