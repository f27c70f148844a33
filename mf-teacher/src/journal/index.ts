export * from './TeacherJournalScreen';
export { JournalDayStore } from './JournalDayStore';
