import { formatDate, fullName, type Compensation } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { withRecordActions, type RecordRowHandlers } from '../record-screens';

/** Names the row for screen readers and tests: the student and the date. */
export const compensationLabel = (c: Compensation) => `${fullName(c.student)} ${formatDate(c.eventDate)}`;

/** docs/product/screens.md "Compensations page": Учитель, Ученик, Предмет, Дата случившегося, Комментарий, Дата создания. */
export function compensationColumns(handlers: RecordRowHandlers<Compensation>): DataColumn<Compensation>[] {
  const columns: DataColumn<Compensation>[] = [
    { field: 'teacher', headerName: 'Учитель', value: (c) => fullName(c.teacher), flex: 1.2 },
    { field: 'student', headerName: 'Ученик', value: (c) => fullName(c.student), flex: 1.2 },
    { field: 'subject', headerName: 'Предмет', value: (c) => c.subject?.name ?? '', flex: 0.8 },
    { field: 'eventDate', headerName: 'Дата случившегося', type: 'date', width: 150 },
    { field: 'comment', headerName: 'Комментарий', flex: 2 },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 130 },
  ];
  return withRecordActions(columns, handlers, { label: compensationLabel, archiveTitle: 'Удалить (в архив)', width: 120 });
}
