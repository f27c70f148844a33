export * from './users';
export * from './subjects';
export * from './group-types';
export * from './services';
