import { and, desc, sql } from 'drizzle-orm';
import { formatDate, fullName, type AchievementsExportQuery } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { achievements } from '../../db/schema';
import { filterConditions, selectAchievements, type AchievementRecord } from './achievements.repository';
import { exportFile, keysetPages, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';

const score = (value: string | null) => (value === null ? null : Number(value));

/** docs/product/data.md "Spreadsheet exports": achievements. */
export const ACHIEVEMENT_EXPORT_COLUMNS: readonly SheetColumn<AchievementRecord>[] = [
  { header: 'Учитель', width: 32, value: (row) => fullName(row.author) },
  { header: 'Ученик', width: 32, value: (row) => fullName(row.student) },
  { header: 'Дата урока', width: 12, value: (row) => formatDate(row.lessonDate) },
  { header: 'Тема урока', width: 40, value: (row) => row.lessonTheme },
  { header: 'Тип проверки', width: 28, value: (row) => row.checkType },
  { header: 'Макс. балл', width: 10, value: (row) => score(row.maxPoints) },
  { header: 'Баллы', width: 10, value: (row) => score(row.points) },
  { header: 'Комментарий', width: 40, value: (row) => row.notes ?? '' },
  { header: 'Дата создания', width: 12, value: (row) => formatDate(row.createdAt) },
  { header: 'Предмет', width: 16, value: (row) => row.subject },
];

/**
 * Keyset pages in the list's default order (lesson date, newest first): each page starts
 * after the last row of the one before, under the same index, however deep.
 */
function achievementPages(db: Database, filters: AchievementsExportQuery): AsyncGenerator<AchievementRecord[]> {
  const conditions = filterConditions(filters);
  return keysetPages<AchievementRecord>((last, limit) =>
    selectAchievements(db)
      .where(and(...conditions, last && sql`(${achievements.lessonDate}, ${achievements.id}) < (${last.lessonDate}::date, ${last.id})`))
      .orderBy(desc(achievements.lessonDate), desc(achievements.id))
      .limit(limit),
  );
}

/** GET /achivements/export.xlsx — ADMIN; the list's filters, archived ones with is_archived=1. */
export function exportAchievements(db: Database, res: Response, filters: AchievementsExportQuery): Promise<void> {
  return streamXlsx(
    res,
    exportFile('Достижения', 'achievements', filters.is_archived),
    ACHIEVEMENT_EXPORT_COLUMNS,
    achievementPages(db, filters),
  );
}
