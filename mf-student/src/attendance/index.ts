export * from './StudentAttendanceScreen';
export { StudentAttendanceStore } from './StudentAttendanceStore';
