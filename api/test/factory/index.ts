/** The API tests' one factory: people, records, requests and role tables. */
export * from './people';
export * from './records';
export * from './requests';
export * from './role-tables';
export * from './timetable';
export * from './workbooks';
export * from './xlsx-files';
export * from './money';
