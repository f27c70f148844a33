export { CompensationsPage } from './CompensationsPage';
export { CompensationsStore, COMPENSATION_TEXTS } from './CompensationsStore';
