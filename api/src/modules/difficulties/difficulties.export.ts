import { and, desc, lt } from 'drizzle-orm';
import { formatDate, fullName, type DifficultiesExportQuery } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { difficulties } from '../../db/schema';
import { exportFile, keysetPages, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
import { difficultyConditions, selectDifficulties, type DifficultyRecord } from './difficulties.service';

/** docs/product/data.md "Spreadsheet exports": difficulties. */
export const DIFFICULTY_EXPORT_COLUMNS: readonly SheetColumn<DifficultyRecord>[] = [
  { header: 'Учитель', width: 32, value: (row) => fullName(row.author) },
  { header: 'Ученик', width: 32, value: (row) => fullName(row.student) },
  { header: 'Комментарий', width: 60, value: (row) => row.notes },
  { header: 'Дата создания', width: 12, value: (row) => formatDate(row.createdAt) },
];

/** Keyset pages by id, newest first (ids grow with creation; timestamps have more precision than JS dates). */
function difficultyPages(db: Database, filters: DifficultiesExportQuery): AsyncGenerator<DifficultyRecord[]> {
  const conditions = difficultyConditions(filters);
  return keysetPages<DifficultyRecord>((last, limit) =>
    selectDifficulties(db)
      .where(and(...conditions, last && lt(difficulties.id, last.id)))
      .orderBy(desc(difficulties.id))
      .limit(limit),
  );
}

/** GET /difficulty/export.xlsx — ADMIN; archived ones with archived=1. */
export function exportDifficulties(db: Database, res: Response, filters: DifficultiesExportQuery): Promise<void> {
  return streamXlsx(
    res,
    exportFile('Трудности', 'difficulties', filters.archived),
    DIFFICULTY_EXPORT_COLUMNS,
    difficultyPages(db, filters),
  );
}
