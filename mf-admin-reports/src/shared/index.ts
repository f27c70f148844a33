export * from './store-kit';
export * from './download';
export { ServerList, type PageAnswer, type PageWindow } from './ServerList';
export { RowAction } from './RowAction';
export { ServerExcelButton } from './ServerExcelButton';
export { PersonFilter, type PersonOption } from './PersonFilter';
