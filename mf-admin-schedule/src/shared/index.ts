export * from './store-kit';
export { RemoteList } from './RemoteList';
export { FormDialog } from './FormDialog';
export { RowAction } from './RowAction';
