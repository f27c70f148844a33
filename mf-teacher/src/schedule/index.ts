export * from './TeacherScheduleScreen';
