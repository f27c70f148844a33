/** Test doubles and factories shared by the web unit tests; import only from __tests__. */
export { failing, makeHttp, type Call, type Route } from './fake-http';
export { makeNotifier, makeViewer, no, settle, yes } from './fake-session';
export { makeAchievement } from './achievement-factory';
export { makeSalaryMonth, makeSalaryOccurrence, makeStudentBalance, makeTeacherSalary } from './money-factory';
export { STUDENTS, TEACHERS } from './people';
export { studentsRoute, typeStudent } from './student-search';
export { shownDate, typeDate } from './date-field';
export { shownTime, typeTime } from './time-input';
export { plain, rowTexts, ShownAddress, shownAddress } from './screen-text';
export { makePersonLesson, makePersonWeek, makeWeek } from './week-factory';
export { pretendScreenWidth } from './screen-width';
export { deferred } from './deferred';
