import { DEFAULT_SUBJECTS } from '@diary/common/constants/domain';
import type { Subject } from '@diary/common/types';
import type { AchievementsHttp } from './types';

/** The subject names for the form; docs/product/messages.md: the fixed list of 13 when they cannot be loaded. */
export async function loadSubjectNames(http: Pick<AchievementsHttp, 'get'>): Promise<string[]> {
  try {
    const subjects = await http.get<Subject[]>('subjects');
    const names = subjects.map((s) => s.name).filter(Boolean);
    return names.length > 0 ? names : [...DEFAULT_SUBJECTS];
  } catch {
    return [...DEFAULT_SUBJECTS];
  }
}
