export { LessonPage } from './LessonPage';
