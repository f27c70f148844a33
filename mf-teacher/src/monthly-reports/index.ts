export * from './TeacherMonthlyReportsPage';
