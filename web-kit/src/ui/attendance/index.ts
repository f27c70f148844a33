export * from './AttendanceMarkChip';
