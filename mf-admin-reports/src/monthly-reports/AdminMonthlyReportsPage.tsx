import { MonthlyReportsScreen } from '@diary/common/ui';

/** /admin/quarters: the monthly teacher reports with the teacher filter (SPEC §2). */
export function AdminMonthlyReportsPage() {
  return <MonthlyReportsScreen />;
}
