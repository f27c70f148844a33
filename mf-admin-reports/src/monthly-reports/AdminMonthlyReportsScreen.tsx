import { MonthlyReportsScreen } from '@diary/web-kit';

/** /admin/quarters: the monthly teacher reports with the teacher filter (docs/product/screens.md). */
export function AdminMonthlyReportsScreen() {
  return <MonthlyReportsScreen />;
}
