export { LatenessPage } from './LatenessPage';
export { LatenessStore, LATENESS_TEXTS } from './LatenessStore';
