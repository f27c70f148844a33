import { MonthlyReportsScreen } from '@diary/common/ui';

/** /admin/quarters: the monthly teacher reports with the teacher filter (docs/product/screens.md). */
export function AdminMonthlyReportsScreen() {
  return <MonthlyReportsScreen />;
}
