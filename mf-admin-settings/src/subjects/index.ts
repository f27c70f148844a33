export { SubjectList } from './SubjectList';
export { SubjectForm } from './SubjectForm';
export { SubjectsStore } from './SubjectsStore';
