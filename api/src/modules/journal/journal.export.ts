import { sql } from 'drizzle-orm';
import { ATTENDANCE_MARK_LABELS, formatDate, type AttendanceMark, type JournalExportQuery } from '@diary/common';
import type { Response } from 'express';
import { rowsOf, type Database } from '../../db/client';
import { exportFile, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
import { fullNameSql, keepPast, occurrencesIn, studentIdsSql, timeOfDaySql } from './occurrences.repository';

/** One student on one occurrence. */
interface RegisterLine {
  date: string;
  time_start: string;
  time_end: string;
  filial: string;
  cabinet: string;
  name: string;
  subject: string;
  teacher: string | null;
  student: string;
  mark: AttendanceMark | null;
  minutes_late: number | null;
  cancel_reason: string | null;
  cancelled: boolean;
}

export const JOURNAL_EXPORT_COLUMNS: readonly SheetColumn<RegisterLine>[] = [
  { header: 'Дата', width: 12, value: (row) => formatDate(row.date) },
  { header: 'Начало', width: 8, value: (row) => row.time_start },
  { header: 'Конец', width: 8, value: (row) => row.time_end },
  { header: 'Филиал', width: 24, value: (row) => row.filial },
  { header: 'Кабинет', width: 16, value: (row) => row.cabinet },
  { header: 'Занятие', width: 32, value: (row) => row.name },
  { header: 'Предмет', width: 20, value: (row) => row.subject },
  { header: 'Преподаватель', width: 32, value: (row) => row.teacher },
  { header: 'Ученик', width: 32, value: (row) => row.student },
  { header: 'Отметка', width: 22, value: (row) => (row.cancelled ? 'Занятие отменено' : row.mark ? ATTENDANCE_MARK_LABELS[row.mark] : '') },
  // a cancelled occurrence's marks stay stored but count for nothing: neither mark nor lateness is shown
  { header: 'Опоздание, мин', width: 14, value: (row) => (row.cancelled ? null : row.minutes_late) },
  { header: 'Причина отмены', width: 32, value: (row) => row.cancel_reason },
];

/** The day's lines, by start, cabinet and student: one page of the export per date. */
function linesOfDay(db: Database, date: string, filialId: number | undefined): Promise<RegisterLine[]> {
  return rowsOf<RegisterLine>(
    db,
    sql`select x.date::text as date, ${timeOfDaySql(sql`x.start_min`)} as time_start,
        ${timeOfDaySql(sql`(x.start_min + x.duration_minutes)`)} as time_end,
        f.name as filial, cb.name as cabinet, x.name, x.subject, ${fullNameSql('t')} as teacher, ${fullNameSql('u')} as student,
        m.mark, m.minutes_late, x.cancel_reason, x.cancelled
      from (${occurrencesIn(date, date, { filialId })}) x
        join cabinets cb on cb.id = x.cabinet_id
        join filials f on f.id = x.filial_id
        left join users t on t.id = x.teacher_id
        join lateral (${studentIdsSql}) ids on true
        join users u on u.id = ids.student_id
        left join attendance_marks m on m.schedule_id = x.schedule_id and m.date = x.date and m.student_id = ids.student_id
      order by x.start_min, cb.name, cb.id, x.schedule_id, u.second_name, u.first_name, u.id`,
  );
}

async function* dayPages(db: Database, query: JournalExportQuery): AsyncGenerator<RegisterLine[]> {
  for (let day = new Date(`${query.from}T00:00:00Z`); day.toISOString().slice(0, 10) <= query.to; day.setUTCDate(day.getUTCDate() + 1)) {
    const lines = await linesOfDay(db, day.toISOString().slice(0, 10), query.filialId);
    if (lines.length) yield lines;
  }
}

/** GET /journal/export.xlsx — ADMIN: one row per student per occurrence of the range, streamed a day at a time. */
export async function exportJournal(db: Database, res: Response, query: JournalExportQuery): Promise<void> {
  await keepPast(db);
  return streamXlsx(res, exportFile('Журнал посещаемости', 'attendance'), JOURNAL_EXPORT_COLUMNS, dayPages(db, query));
}
