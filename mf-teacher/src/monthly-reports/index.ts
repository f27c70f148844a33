export * from './TeacherMonthlyReportsScreen';
