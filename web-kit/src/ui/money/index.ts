// The money screens the areas share (docs/product/beyond.md §6–7): a teacher's month of pay, a student's balance.
export * from './money-texts';
export * from './money-format';
export { TeacherSalaryStore, type TeacherSalaryDeps } from './TeacherSalaryStore';
export { StudentBalanceStore } from './StudentBalanceStore';
export { salaryOccurrenceColumns, occurrenceRowId } from './salary-occurrence-columns';
export { MonthTotal } from './MonthTotal';
export { TeacherMonthView } from './TeacherMonthView';
export { StudentBalanceView } from './StudentBalanceView';
