export { TeacherComplaintScreen } from './TeacherComplaintScreen';
