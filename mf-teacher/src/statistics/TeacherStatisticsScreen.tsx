import { StatisticsScreen } from '@diary/web-kit';

/** /teacher/statistics: the teacher's own statistics; the teacher filter is fixed to them and hidden. */
export function TeacherStatisticsScreen() {
  return <StatisticsScreen teacherSelectable={false} />;
}
