export { SalaryScreen } from './SalaryScreen';
