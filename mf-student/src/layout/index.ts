export * from './StudentLayout';
