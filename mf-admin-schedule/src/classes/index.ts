export { ClassList } from './ClassList';
export { ClassPage } from './ClassPage';
