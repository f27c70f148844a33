export { ComplaintList } from './ComplaintList';
export { ComplaintsStore, COMPLAINT_TEXTS } from './ComplaintsStore';
