export { FilialList } from './FilialList';
export { FilialPage } from './FilialPage';
export { FILIAL_TEXTS } from './filial-text';
export { infoOf } from './filial-form-model';
