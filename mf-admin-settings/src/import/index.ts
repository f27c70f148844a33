export { ImportScreen } from './ImportScreen';
export { ImportStore, type ImportDeps, type ImportPhase, type PreviewRow } from './ImportStore';
