export { TeacherSalaryScreen, TEACHER_SALARY_TITLE } from './TeacherSalaryScreen';
