// The parts of the record screens (compensations, complaints, lateness, feedback), paged by the API: their store, the
// forms' and filters' choices, the row actions, the page state, and the fields the forms share.
export { RecordChoices } from './RecordChoices';
export { NEWEST_FIRST, RecordsStore, type RecordKind, type RecordTexts } from './RecordsStore';
export { emptyListText, filtersSet } from './filters';
export { PersonField } from './PersonField';
export { withOwn } from './with-own';
export { DateFilter } from './DateFilter';
export { withRecordActions, type RecordRowHandlers } from './record-actions-column';
export { useRecordScreen, type Editing, type RecordScreen, type RecordScreenStore } from './use-record-screen';
export { RecordPageActions } from './RecordPageActions';
export { RecordTable, type RecordTableStore } from './RecordTable';
export { RecordPersonFilter, StudentFilter } from './RecordPersonFilter';
export { RecordFormDialog } from './RecordFormDialog';
export { RecordListScreen } from './RecordListScreen';
