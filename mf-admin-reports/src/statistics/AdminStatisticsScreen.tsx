import { StatisticsScreen } from '@diary/common/ui';

/** 'статистика 2' (/admin/statistics): the shared statistics screen with the teacher selector. */
export function AdminStatisticsScreen() {
  return <StatisticsScreen teacherSelectable title="Статистика успеваемости" />;
}
