// The parts of the admin list-and-form screens: store helpers, a loaded list, the form modal, a row action.
export * from './store-kit';
export { RemoteList } from './RemoteList';
export { FormDialog } from './FormDialog';
export { RowAction } from './RowAction';
export { ArchiveTabs, type ArchiveView } from './ArchiveTabs';
