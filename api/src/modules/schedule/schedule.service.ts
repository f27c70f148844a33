/*
 * The timetable's public entry: what the routes and other modules call. The work is split by seam:
 * lesson-reads (one lesson, lists, conflicts), lesson-writes (create, edit, archive, delete),
 * lesson-moves (moves and swaps on the board), week (a branch's week and the load per weekday),
 * person-week (a teacher's or a student's week in every branch),
 * clashes and clash-reads (the people rule: its checks, the clashes already written, where a lesson
 * cannot go), schedule-students.service (enrolment); what writes share: lesson-checks (what a write checks),
 * lesson-name (the generated name), cabinet-locks (the order writers queue in), write-transactions
 * (retries after a deadlock, the lesson's row lock), lessons.repository (the SQL of reading lessons).
 */
export {
  checkConflicts,
  getLesson,
  lessonsOfCabinetDay,
  lessonsOfClassDay,
  lessonsOfDay,
  listLessons,
  requireLesson,
} from './lesson-reads';
export { archiveLesson, createLesson, deleteLesson, insertLesson, restoreLesson, updateLesson } from './lesson-writes';
export { moveLesson, swapLessons } from './lesson-moves';
export { SharedReads } from './lesson-checks';
export { lockCabinets } from './cabinet-locks';
export { lockPeople } from './clashes';
export { dayOfFilial, scheduleUtilization, weekOfFilial } from './week';
export { weekOfPerson } from './person-week';
