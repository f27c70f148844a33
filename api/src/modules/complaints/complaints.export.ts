import { and, sql } from 'drizzle-orm';
import { formatDate, fullName, type ComplaintsListQuery } from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { complaints } from '../../db/schema';
import { exportFile, keysetPages, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
import { COMPLAINT_ORDER, complaintConditions, selectComplaints, type ComplaintRecord } from './complaints.service';

/** The columns of the complaints page (docs/product/screens.md). */
export const COMPLAINT_EXPORT_COLUMNS: readonly SheetColumn<ComplaintRecord>[] = [
  { header: 'Учитель', width: 32, value: (row) => fullName(row.teacher) },
  { header: 'Ученик', width: 32, value: (row) => fullName(row.student) },
  { header: 'Дата инцидента', width: 14, value: (row) => formatDate(row.incidentDate) },
  { header: 'Комментарий', width: 60, value: (row) => row.comment },
  { header: 'Дата создания', width: 14, value: (row) => formatDate(row.createdAt) },
];

/** Keyset pages in the list's order (incident date, newest first). */
function complaintPages(db: Database, filters: ComplaintsListQuery): AsyncGenerator<ComplaintRecord[]> {
  const conditions = complaintConditions(filters);
  return keysetPages<ComplaintRecord>((last, limit) =>
    selectComplaints(db)
      .where(and(...conditions, last && sql`(${complaints.incidentDate}, ${complaints.id}) < (${last.incidentDate}::date, ${last.id})`))
      .orderBy(...COMPLAINT_ORDER)
      .limit(limit),
  );
}

/** GET /complaint/export.xlsx — ADMIN; the list's filters. */
export function exportComplaints(db: Database, res: Response, filters: ComplaintsListQuery): Promise<void> {
  return streamXlsx(res, exportFile('Жалобы', 'complaints'), COMPLAINT_EXPORT_COLUMNS, complaintPages(db, filters));
}
