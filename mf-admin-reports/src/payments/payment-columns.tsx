import { Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatDate, formatPrice, PAYMENT_METHOD_LABELS, type Payment } from '@diary/common';
import { RowAction, type DataColumn } from '@diary/web-kit';
import { personOpenerColumn } from '../shared';
import { PAYMENT_TEXTS } from './payment-texts';
import type { DebtorRow } from './PaymentsStore';

/** Дата, Ученик, Сумма, Способ, Комментарий, Кто записал; 'Удалить' for whoever may. */
export function paymentColumns(onRemove: ((payment: Payment) => void) | null): DataColumn<Payment>[] {
  const columns: DataColumn<Payment>[] = [
    { field: 'date', headerName: 'Дата', type: 'date', width: 120, sortable: false },
    { field: 'student', headerName: 'Ученик', value: (p) => p.student.fullName, flex: 1.5, minWidth: 200, sortable: false },
    { field: 'amount', headerName: 'Сумма', type: 'money', width: 150, sortable: false },
    { field: 'method', headerName: 'Способ', value: (p) => PAYMENT_METHOD_LABELS[p.method], width: 120, sortable: false },
    { field: 'comment', headerName: 'Комментарий', flex: 1.5, minWidth: 160, sortable: false },
    { field: 'createdBy', headerName: 'Кто записал', value: (p) => p.createdBy?.fullName ?? '—', flex: 1, minWidth: 160, sortable: false },
  ];
  if (onRemove) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 100,
      render: (payment) => (
        <RowAction
          title={PAYMENT_TEXTS.remove}
          label={`${PAYMENT_TEXTS.remove} ${formatDate(payment.date)} ${payment.student.fullName}`}
          color="error"
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => onRemove(payment)}
        />
      ),
    });
  }
  return columns;
}

/** Ученик (opens their balance), Баланс (below zero, in red). */
export function debtorColumns(openBalance: (studentId: number) => void): DataColumn<DebtorRow>[] {
  return [
    personOpenerColumn({
      field: 'student',
      headerName: 'Ученик',
      person: (d) => d.student,
      label: PAYMENT_TEXTS.openBalance,
      open: openBalance,
      sortable: false,
    }),
    {
      field: 'balance',
      headerName: 'Баланс',
      type: 'money',
      width: 180,
      render: (d) => (
        <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
          {formatPrice(d.balance)}
        </Typography>
      ),
      sortable: false,
    },
  ];
}
