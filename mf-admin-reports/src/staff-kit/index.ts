export * from './kit';
export { RecordList } from './RecordList';
export { FormDialog } from '@diary/common/ui';
export { PersonField } from './PersonField';
export { ViewTabs } from './ViewTabs';
export { DateFilter } from './DateFilter';
