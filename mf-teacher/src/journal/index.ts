export * from './TeacherJournalScreen';
export { TeacherJournalStore } from './TeacherJournalStore';
