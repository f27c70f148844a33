export { AdminMonthlyReportsScreen } from './AdminMonthlyReportsScreen';
