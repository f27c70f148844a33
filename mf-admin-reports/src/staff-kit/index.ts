export * from './kit';
export { RecordList } from './RecordList';
export { FormDialog } from '@diary/common/ui';
export { PersonField } from './PersonField';
export { DateFilter } from './DateFilter';
