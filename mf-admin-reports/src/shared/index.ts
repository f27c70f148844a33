export * from './reports-deps';
export * from './download';
export { ServerDownload } from './ServerDownload';
export { PagedRowActions, type ArchiveDeleteTexts } from './PagedRowActions';
export { ServerExcelButton } from './ServerExcelButton';
export { PersonAutocomplete, type PersonOption } from './PersonAutocomplete';
export { PersonFilter } from './PersonFilter';
export { StudentPicker } from './StudentPicker';
export { personOpenerColumn } from './person-opener-column';
