// The list kit: what a store needs (store-deps), 'latest answer wins' (LatestLoad), the two list shapes
// (WholeList, PagedList), a detail screen's record (LoadedRecord), a form's choices (ChoiceLoad), list state in the address, the table of a list, row actions, the form modal and its state,
// the modal of a row opened to be read.
export * from './store-deps';
export * from './app-deps';
export * from './form-errors';
export { matchesSearch } from './match-search';
export { LatestLoad } from './LatestLoad';
export { WholeList } from './WholeList';
export { LoadedRecord } from './LoadedRecord';
export { ChoiceLoad, choice, type ChoiceSource } from './ChoiceLoad';
export { PagedList, type PageAnswer, type PageWindow, type PagedListOptions } from './PagedList';
export * from './url-state';
export { searchBinding, useUrlState, type UrlBinding } from './use-url-state';
export { useListScreen, type ListScreenStore } from './use-list-screen';
export { ListTable, type ShownList } from './ListTable';
export { ViewListTable, type ViewListStore } from './ViewListTable';
export { runRowAction, type RowActionRun } from './run-row-action';
export { FormDialog } from './FormDialog';
export { ViewDialog } from './ViewDialog';
export { useDialogForm, closeOnSuccess, type FormCheck, type BoundField } from './use-dialog-form';
export { RowAction } from './RowAction';
export { ArchiveViewTabs, type ArchiveView } from './ArchiveViewTabs';
export { SearchListPage, type SearchListStore, type EditDeleteHandlers } from './SearchListPage';
