export * from './TeacherStatisticsScreen';
