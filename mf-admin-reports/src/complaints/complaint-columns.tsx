import { formatDate, fullName, type Complaint } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { withRecordActions, type RecordRowHandlers } from '../record-screens';

/** Names the row for screen readers and tests: the teacher and the date. */
export const complaintLabel = (c: Complaint) => `${fullName(c.teacher)} ${formatDate(c.incidentDate)}`;

/** docs/product/screens.md "Complaints admin page": Учитель, Ученик, Дата инцидента, Комментарий, Дата создания. */
export function complaintColumns(handlers: RecordRowHandlers<Complaint>): DataColumn<Complaint>[] {
  const columns: DataColumn<Complaint>[] = [
    { field: 'teacher', headerName: 'Учитель', value: (c) => fullName(c.teacher), flex: 1.2 },
    { field: 'student', headerName: 'Ученик', value: (c) => (c.student ? fullName(c.student) : '—'), flex: 1.2 },
    { field: 'incidentDate', headerName: 'Дата инцидента', type: 'date', width: 140 },
    { field: 'comment', headerName: 'Комментарий', flex: 2.2 },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 130 },
  ];
  return withRecordActions(columns, handlers, { label: complaintLabel, archiveTitle: 'В архив', width: 120 });
}
