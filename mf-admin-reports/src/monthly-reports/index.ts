export { AdminMonthlyReportsPage } from './AdminMonthlyReportsPage';
