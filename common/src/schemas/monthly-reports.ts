// The teachers' monthly reports: what GET /achivements/monthly-reports takes, and what it answers.
import { z } from 'zod';
import { pageQuery } from './primitives';
import { optionalId, textFilter } from './record-fields';

export const monthlyReportsQuery = z.object({
  teacherId: optionalId('teacherId: ожидается идентификатор'),
  year: z.coerce
    .number({ error: 'year: ожидается год' })
    .int({ error: 'year: ожидается год' })
    .min(2000, { error: 'year: ожидается год' })
    .max(2100, { error: 'year: ожидается год' })
    .optional(),
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit.unwrap().default(50),
  studentSearch: textFilter,
});
export type MonthlyReportsQuery = z.infer<typeof monthlyReportsQuery>;

// ——— what the API answers ———

export interface MonthlyReportStudent {
  studentId: number;
  studentInitials: string;
  /** Achievement counts, September first. */
  months: number[];
}

export interface MonthlyReportPage {
  students: MonthlyReportStudent[];
  total: number;
  totalPages: number;
}
