import { AchievementList } from '@diary/web-kit';

/** /student/achivements 'Достижения': the student's own achievements, read-only. */
export function StudentAchievementList() {
  return <AchievementList title="Достижения" perspective="student" emptyText="Достижений пока нет" />;
}
