export { LatenessList } from './LatenessList';
export { LatenessStore, LATENESS_TEXTS } from './LatenessStore';
