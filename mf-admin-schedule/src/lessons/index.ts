export { LessonPage } from './LessonPage';
export { LessonForm } from './LessonForm';
export { StudentsDialog } from './StudentsDialog';
export { LessonChoicesStore } from './LessonChoicesStore';
export { addStudents, archiveLesson, removeStudent, saveLesson, type LessonSaveResult } from './lesson-requests';
export { timeStartOf, type LessonPayload } from './lesson-form-model';
export { emptyChoice, LessonFormDialog, TimeStartField } from './lesson-form-parts';
export { LESSON_TEXTS, weekdayName } from './lesson-texts';
