export * from './TeacherAreaStore';
export * from './teacher-area-context';
