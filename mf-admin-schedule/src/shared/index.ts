export { DetailHeader, DetailLoadState, LoadedSection } from './detail-page';
