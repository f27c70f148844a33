// The parts of the admin list-and-form screens: store helpers, a loaded list, the form modal and its state, a row action, a searchable list page.
export * from './store-kit';
export { runRowAction, type RowActionRun } from './run-row-action';
export { RemoteList } from './RemoteList';
export { ServerList, type PageAnswer, type PageWindow, type ServerListOptions } from './ServerList';
export { FormDialog } from './FormDialog';
export { useDialogForm, closeOnSuccess, type FormCheck, type BoundField } from './use-dialog-form';
export { RowAction } from './RowAction';
export { ArchiveTabs, type ArchiveView } from './ArchiveTabs';
export { SearchListPage, type SearchListStore, type EditDeleteHandlers } from './SearchListPage';
