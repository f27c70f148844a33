export * from './DifficultyForm';
