import { StatisticsScreen } from '@diary/web-kit';

/** 'статистика 2' (/admin/statistics): the shared statistics screen with the teacher selector. */
export function AdminStatisticsScreen() {
  return <StatisticsScreen teacherSelectable title="Статистика успеваемости" />;
}
