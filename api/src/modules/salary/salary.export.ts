import { formatDate, formatTimeOfDay, fullName, PAY_RATE_KIND_LABELS } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { rublesOfText } from '../../db/money';
import { exportFile, sheetOf, streamXlsxSheets, XLSX_SHEET_NAME, type SheetColumn } from '../../http/xlsx-stream';
import { heldOccurrences, monthLines, monthSpan, type HeldRow, type LineRow } from './salary.repository';
import { hoursOf } from './salary.service';

/* GET /salary/export.xlsx?month (ADMIN): a row per teacher (sheet 'data'), and the held occurrences. */

export const SALARY_TEACHER_COLUMNS: readonly SheetColumn<LineRow>[] = [
  { header: 'Преподаватель', width: 36, value: (row) => fullName(row) },
  { header: 'Занятий', width: 10, value: (row) => row.lessons },
  { header: 'Учеников', width: 10, value: (row) => row.students },
  { header: 'Часов', width: 10, value: (row) => hoursOf(row.minutes) },
  { header: 'Сумма, ₽', width: 14, value: (row) => rublesOfText(row.kopecks) },
];

type OccurrenceLine = HeldRow & { teacher: string };

export const SALARY_OCCURRENCE_COLUMNS: readonly SheetColumn<OccurrenceLine>[] = [
  { header: 'Дата', width: 12, value: (row) => formatDate(row.date) },
  { header: 'Начало', width: 8, value: (row) => formatTimeOfDay(row.start_min) },
  { header: 'Преподаватель', width: 36, value: (row) => row.teacher },
  { header: 'Предмет', width: 20, value: (row) => row.subject },
  { header: 'Занятие', width: 28, value: (row) => row.lesson_name },
  { header: 'Учеников', width: 10, value: (row) => row.students },
  { header: 'Часов', width: 8, value: (row) => hoursOf(row.duration_minutes) },
  { header: 'Ставка', width: 14, value: (row) => (row.rate_kind ? PAY_RATE_KIND_LABELS[row.rate_kind] : 'Нет ставки') },
  { header: 'Ставка, ₽', width: 12, value: (row) => (row.rate_kopecks === null ? null : rublesOfText(row.rate_kopecks)) },
  { header: 'Сумма, ₽', width: 12, value: (row) => rublesOfText(row.kopecks) },
];

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

/** The month's pay as .xlsx: its teachers' lines, then its held occurrences by date and start. */
export async function exportSalary(db: Database, res: Response, month: string): Promise<void> {
  const span = monthSpan(month);
  const { lines } = await monthLines(db, span);
  const { items } = await heldOccurrences(db, span, undefined);
  const names = new Map(lines.map((line) => [line.teacher_id, fullName(line)]));
  const occurrences = items.map((item) => ({ ...item, teacher: names.get(item.teacher_id) ?? '' }));
  await streamXlsxSheets(res, exportFile(`Зарплата ${month}`, `salary-${month}`), [
    sheetOf({ name: XLSX_SHEET_NAME, columns: SALARY_TEACHER_COLUMNS, pages: once(lines) }),
    sheetOf({ name: 'Занятия', columns: SALARY_OCCURRENCE_COLUMNS, pages: once(occurrences) }),
  ]);
}
