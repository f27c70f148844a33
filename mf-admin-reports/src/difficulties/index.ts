export { DifficultyList } from './DifficultyList';
export { DifficultiesStore } from './DifficultiesStore';
