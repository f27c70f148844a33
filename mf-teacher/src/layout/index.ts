export * from './TeacherLayout';
