export { CompensationList } from './CompensationList';
export { CompensationsStore, COMPENSATION_TEXTS } from './CompensationsStore';
