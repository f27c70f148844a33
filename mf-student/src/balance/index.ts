export { StudentBalanceScreen, STUDENT_BALANCE_TITLE } from './StudentBalanceScreen';
