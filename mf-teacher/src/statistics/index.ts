export * from './TeacherStatisticsPage';
