import { and, sql } from 'drizzle-orm';
import { formatDate, fullName, type CompensationsListQuery } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { compensations } from '../../db/schema';
import { EXPORT_BATCH_SIZE, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
import { COMPENSATION_ORDER, compensationConditions, selectCompensations, type CompensationRecord } from './compensation.service';

/** The columns of the compensations page (docs/product/screens.md). */
export const COMPENSATION_EXPORT_COLUMNS: readonly SheetColumn<CompensationRecord>[] = [
  { header: 'Учитель', width: 32, value: (row) => fullName(row.teacher) },
  { header: 'Ученик', width: 32, value: (row) => fullName(row.student) },
  { header: 'Предмет', width: 20, value: (row) => row.subject.name },
  { header: 'Дата случившегося', width: 14, value: (row) => formatDate(row.eventDate) },
  { header: 'Комментарий', width: 60, value: (row) => row.comment ?? '' },
  { header: 'Дата создания', width: 14, value: (row) => formatDate(row.createdAt) },
];

/** Keyset pages in the list's order (event date, newest first). */
async function* compensationPages(db: Database, filters: CompensationsListQuery): AsyncGenerator<CompensationRecord[]> {
  const conditions = compensationConditions(filters);
  let last: CompensationRecord | undefined;
  for (;;) {
    const after = last ? sql`(${compensations.eventDate}, ${compensations.id}) < (${last.eventDate}::date, ${last.id})` : undefined;
    const rows = await selectCompensations(db)
      .where(and(...conditions, after))
      .orderBy(...COMPENSATION_ORDER)
      .limit(EXPORT_BATCH_SIZE);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    last = rows[rows.length - 1];
  }
}

/** GET /compensation/export.xlsx — ADMIN; the list's filters. */
export function exportCompensations(db: Database, res: Response, filters: CompensationsListQuery): Promise<void> {
  return streamXlsx(
    res,
    { name: 'Компенсации.xlsx', asciiName: 'compensations.xlsx' },
    COMPENSATION_EXPORT_COLUMNS,
    compensationPages(db, filters),
  );
}
