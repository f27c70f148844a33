export * from './users';
export * from './subjects';
export * from './group-types';
export * from './services';
export * from './achievements';
export * from './timetable';
export * from './staff';
export * from './answer-versions';
