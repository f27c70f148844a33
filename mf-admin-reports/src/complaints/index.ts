export { ComplaintsPage } from './ComplaintsPage';
export { ComplaintsStore, COMPLAINT_TEXTS } from './ComplaintsStore';
