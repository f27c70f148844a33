import { formatDate, fullName, type TeacherLateness } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { withRecordActions, type RecordRowHandlers } from '../record-screens';

export const latenessLabel = (l: TeacherLateness) => `${fullName(l.user)} ${formatDate(l.incidentDate)}`;

/** docs/product/screens.md "Teacher lateness page": Учитель, Дата инцидента, Плановое время, Фактическое время, Опоздание (мин), Дата создания. */
export function latenessColumns(handlers: RecordRowHandlers<TeacherLateness>): DataColumn<TeacherLateness>[] {
  const columns: DataColumn<TeacherLateness>[] = [
    { field: 'user', headerName: 'Учитель', value: (l) => fullName(l.user), flex: 1.5, sortable: false },
    { field: 'incidentDate', headerName: 'Дата инцидента', type: 'date', width: 140, sortable: false },
    { field: 'plannedTime', headerName: 'Плановое время', value: (l) => l.plannedTime.slice(0, 5), width: 140, sortable: false },
    { field: 'actualTime', headerName: 'Фактическое время', value: (l) => l.actualTime.slice(0, 5), width: 160, sortable: false },
    { field: 'delay', headerName: 'Опоздание (мин)', type: 'number', width: 140, sortable: false },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 130, sortable: false },
  ];
  return withRecordActions(columns, handlers, { label: latenessLabel, archiveTitle: 'Удалить (в архив)', width: 110 });
}
