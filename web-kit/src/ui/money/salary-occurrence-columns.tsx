import type { SalaryOccurrence } from '@diary/common/schemas/money';
import { formatDecimal } from '@diary/common/format/month';
import type { DataColumn } from '../table-columns';
import { payRateText } from './money-format';

/** A teacher's held lessons of a month: Дата, Время, Предмет, Учеников, Часов, Ставка, Сумма. */
export const salaryOccurrenceColumns: DataColumn<SalaryOccurrence>[] = [
  { field: 'date', headerName: 'Дата', type: 'date', width: 120 },
  { field: 'time_start', headerName: 'Время', width: 90 },
  { field: 'subject', headerName: 'Предмет', flex: 1.5, minWidth: 140 },
  { field: 'students', headerName: 'Учеников', type: 'number', width: 110, align: 'right' },
  { field: 'hours', headerName: 'Часов', type: 'number', width: 100, align: 'right', render: (r) => formatDecimal(r.hours) },
  { field: 'rate', headerName: 'Ставка', value: (r) => payRateText(r.rate), flex: 1.2, minWidth: 170, sortable: false },
  { field: 'amount', headerName: 'Сумма', type: 'money', width: 140 },
];

/** One held lesson: a lesson on a date. */
export const occurrenceRowId = (row: SalaryOccurrence) => `${row.lessonId}/${row.date}`;
