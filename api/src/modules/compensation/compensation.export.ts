import { and, sql } from 'drizzle-orm';
import { formatDate, fullName, type CompensationsListQuery } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { compensations } from '../../db/schema';
import { exportFile, keysetPages, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
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
function compensationPages(db: Database, filters: CompensationsListQuery): AsyncGenerator<CompensationRecord[]> {
  const conditions = compensationConditions(filters);
  return keysetPages<CompensationRecord>((last, limit) =>
    selectCompensations(db)
      .where(and(...conditions, last && sql`(${compensations.eventDate}, ${compensations.id}) < (${last.eventDate}::date, ${last.id})`))
      .orderBy(...COMPENSATION_ORDER)
      .limit(limit),
  );
}

/** GET /compensation/export.xlsx — ADMIN; the list's filters. */
export function exportCompensations(db: Database, res: Response, filters: CompensationsListQuery): Promise<void> {
  return streamXlsx(res, exportFile('Компенсации', 'compensations'), COMPENSATION_EXPORT_COLUMNS, compensationPages(db, filters));
}
