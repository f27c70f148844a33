export { TimetableScreen } from './TimetableScreen';
