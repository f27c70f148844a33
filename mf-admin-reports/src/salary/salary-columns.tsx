import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDecimal, PAY_RATE_KIND_LABELS, type PayRate, type SalaryLine } from '@diary/common';
import { RowAction, type DataColumn } from '@diary/web-kit';
import { personOpenerColumn } from '../shared';
import type { PayRatesStore } from './PayRatesStore';
import { RATE_TEXTS, SALARY_TEXTS } from './salary-texts';

export type SalaryRow = SalaryLine & { id: number };

/** The month's teachers: Преподаватель (opens their held lessons), Занятий, Учеников, Часов, Сумма. */
export function salaryColumns(openTeacher: (id: number) => void): DataColumn<SalaryRow>[] {
  return [
    personOpenerColumn({
      field: 'teacher',
      headerName: 'Преподаватель',
      person: (r) => r.teacher,
      label: SALARY_TEXTS.openTeacher,
      open: openTeacher,
    }),
    { field: 'lessons', headerName: 'Занятий', type: 'number', width: 120, align: 'right' },
    { field: 'students', headerName: 'Учеников', type: 'number', width: 120, align: 'right' },
    { field: 'hours', headerName: 'Часов', type: 'number', width: 120, align: 'right', render: (r) => formatDecimal(r.hours) },
    { field: 'amount', headerName: 'Сумма', type: 'money', width: 160 },
  ];
}

/** The rates: Преподаватель, Услуга ('Все' for any), Вид, Сумма, and edit and delete. */
export function rateColumns(
  rates: PayRatesStore,
  onEdit: (rate: PayRate) => void,
  onRemove: (rate: PayRate) => void,
): DataColumn<PayRate>[] {
  const named = (rate: PayRate) => `${rates.teacherName(rate.teacherId)}, ${rates.serviceName(rate.serviceId)}`;
  return [
    { field: 'teacherId', headerName: RATE_TEXTS.teacher, value: (r) => rates.teacherName(r.teacherId), flex: 1.5, minWidth: 200 },
    { field: 'serviceId', headerName: RATE_TEXTS.service, value: (r) => rates.serviceName(r.serviceId), flex: 1.5, minWidth: 180 },
    { field: 'kind', headerName: 'Вид', value: (r) => PAY_RATE_KIND_LABELS[r.kind], width: 150 },
    { field: 'amount', headerName: 'Сумма', type: 'money', width: 150 },
    {
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 110,
      render: (rate) => (
        <>
          <RowAction
            title={RATE_TEXTS.edit}
            label={`${RATE_TEXTS.edit} ${named(rate)}`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(rate)}
          />
          <RowAction
            title={RATE_TEXTS.remove}
            label={`${RATE_TEXTS.remove} ${named(rate)}`}
            color="error"
            icon={<DeleteIcon fontSize="small" />}
            onClick={() => onRemove(rate)}
          />
        </>
      ),
    },
  ];
}
