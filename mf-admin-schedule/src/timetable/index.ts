export { TimetablePage } from './TimetablePage';
