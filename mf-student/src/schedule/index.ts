export * from './StudentScheduleScreen';
