export * from './store-kit';
export * from './download';
export { ServerDownload } from './ServerDownload';
export { PagedRowActions, type ArchiveDeleteTexts } from './PagedRowActions';
export { RowAction } from './RowAction';
export { ServerExcelButton } from './ServerExcelButton';
export { PersonAutocomplete, type PersonOption } from './PersonAutocomplete';
export { PersonFilter } from './PersonFilter';
