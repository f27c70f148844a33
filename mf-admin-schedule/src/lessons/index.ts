export { LessonPage } from './LessonPage';
export { LessonForm } from './LessonForm';
export { StudentsDialog } from './StudentsDialog';
export { LessonChoicesStore } from './LessonChoicesStore';
export { BusyStudentsStore } from './BusyStudentsStore';
export { ClashCheckStore } from './ClashCheckStore';
export { ClashWarning } from './ClashWarning';
export { clashTexts, type ClashCheckRequest, type KnownPeople } from './clash-texts';
export { addStudents, archiveLesson, lessonSaveFailure, removeStudent, saveLesson, type LessonSaveResult } from './lesson-requests';
export { onlyTeacherOf, timeStartOf, type LessonPayload } from './lesson-form-model';
export {
  CabinetField,
  emptyChoice,
  LessonFormDialog,
  TeacherField,
  TimeStartField,
  teacherChoices,
  WeekdayField,
} from './lesson-form-parts';
export { LESSON_TEXTS, weekdayName } from './lesson-texts';
