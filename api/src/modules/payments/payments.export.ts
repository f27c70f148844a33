import { and, sql } from 'drizzle-orm';
import { formatDate, fullName, PAYMENT_METHOD_LABELS } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { rublesOfText } from '../../db/money';
import { payments } from '../../db/schema';
import { exportFile, keysetPages, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
import { PAYMENT_ORDER, paymentConditions, selectPayments, type PaymentRecord, type PaymentsQuery } from './payments.service';

/** The columns of the payments screen. */
export const PAYMENT_EXPORT_COLUMNS: readonly SheetColumn<PaymentRecord>[] = [
  { header: 'Дата', width: 12, value: (row) => formatDate(row.date) },
  { header: 'Ученик', width: 36, value: (row) => fullName(row.student) },
  { header: 'Сумма, ₽', width: 14, value: (row) => rublesOfText(row.kopecks) },
  { header: 'Способ', width: 12, value: (row) => PAYMENT_METHOD_LABELS[row.method] },
  { header: 'Комментарий', width: 40, value: (row) => row.comment ?? '' },
  { header: 'Принял', width: 36, value: (row) => fullName(row.author) },
  { header: 'Записано', width: 14, value: (row) => formatDate(row.createdAt) },
];

/** Keyset pages in the list's order (date, newest first). */
function paymentPages(db: Database, filters: PaymentsQuery): AsyncGenerator<PaymentRecord[]> {
  const conditions = paymentConditions(filters);
  return keysetPages<PaymentRecord>((last, limit) =>
    selectPayments(db)
      .where(and(...conditions, last && sql`(${payments.date}, ${payments.id}) < (${last.date}::date, ${last.id})`))
      .orderBy(...PAYMENT_ORDER)
      .limit(limit),
  );
}

/** GET /payments/export.xlsx?from&to (ADMIN): the payments of the period (and of a student, when given). */
export function exportPayments(db: Database, res: Response, filters: PaymentsQuery): Promise<void> {
  return streamXlsx(res, exportFile('Оплаты', 'payments'), PAYMENT_EXPORT_COLUMNS, paymentPages(db, filters));
}
