// The student pickers: a search on the server (a page of matches), never the whole list of students.
export {
  StudentSearch,
  STUDENT_SEARCH_TEXTS,
  type StudentChoice,
  type StudentSearchHttp,
  type StudentSearchOptions,
} from './StudentSearch';
export { StudentSearchField, type StudentSearchFieldProps } from './StudentSearchField';
