export { FilialList } from './FilialList';
export { FilialPage } from './FilialPage';
