export * from './users';
export * from './subjects';
