import { and, sql } from 'drizzle-orm';
import { formatDate, formatTimeOfDay, fullName, type LatenessExportQuery } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { teacherLateness } from '../../db/schema';
import { exportFile, keysetPages, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
import { LATENESS_ORDER, latenessConditions, selectLateness, type LatenessRecord } from './teacher-lateness.service';

/** The columns of the lateness page (docs/product/screens.md). */
export const LATENESS_EXPORT_COLUMNS: readonly SheetColumn<LatenessRecord>[] = [
  { header: 'Учитель', width: 32, value: (row) => fullName(row.user) },
  { header: 'Дата инцидента', width: 14, value: (row) => formatDate(row.incidentDate) },
  { header: 'Плановое время', width: 14, value: (row) => formatTimeOfDay(row.plannedMin) },
  { header: 'Фактическое время', width: 14, value: (row) => formatTimeOfDay(row.actualMin) },
  { header: 'Опоздание (мин)', width: 14, value: (row) => row.actualMin - row.plannedMin },
  { header: 'Дата создания', width: 14, value: (row) => formatDate(row.createdAt) },
];

/** Keyset pages in the list's order (incident date, newest first). */
function latenessPages(db: Database, filters: LatenessExportQuery): AsyncGenerator<LatenessRecord[]> {
  const conditions = latenessConditions(filters);
  return keysetPages<LatenessRecord>((last, limit) =>
    selectLateness(db)
      .where(
        and(
          ...conditions,
          last && sql`(${teacherLateness.incidentDate}, ${teacherLateness.id}) < (${last.incidentDate}::date, ${last.id})`,
        ),
      )
      .orderBy(...LATENESS_ORDER)
      .limit(limit),
  );
}

/** GET /teacher-lateness/export.xlsx — ADMIN; the list's filters (isArchive, userId, dates). */
export function exportLateness(db: Database, res: Response, filters: LatenessExportQuery): Promise<void> {
  return streamXlsx(
    res,
    exportFile('Опоздания', 'teacher-lateness', filters.isArchive),
    LATENESS_EXPORT_COLUMNS,
    latenessPages(db, filters),
  );
}
