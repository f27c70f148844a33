export { JournalScreen } from './JournalScreen';
