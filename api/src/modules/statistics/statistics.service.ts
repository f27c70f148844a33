import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  fullName,
  schoolYearOf,
  STATISTICS_MAX_PERIODS,
  STATISTICS_MESSAGES,
  type StatisticsGrouping,
  type StatisticsQuery,
  type StatisticsResult,
  type StatisticsStudents,
  type TokenUser,
} from '@diary/common';
import type { Database } from '../../db/client';
import { achievementStudentYears, achievementTeacherStudentYears, users } from '../../db/schema';
import { badRequest } from '../../errors/app-error';
import { visibilityOf } from '../../auth/visibility';
import { metricByPeriod } from './statistics.repository';

// ——— periods (UTC calendar arithmetic on YYYY-MM-DD) ———

const toDate = (text: string) => new Date(`${text}T00:00:00Z`);
const toText = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period holding the date. */
function periodStart(date: string, grouping: StatisticsGrouping): string {
  const d = toDate(date);
  switch (grouping) {
    case 'day':
      return date;
    case 'week': {
      // Monday: getUTCDay() is 0 on Sunday.
      d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
      return toText(d);
    }
    case 'month':
      return `${date.slice(0, 7)}-01`;
    case 'year':
      return `${schoolYearOf(date)}-09-01`;
  }
}

function nextPeriod(start: string, grouping: StatisticsGrouping): string {
  const d = toDate(start);
  if (grouping === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (grouping === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else if (grouping === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return toText(d);
}

/** docs/api/contract.md: day and week (its Monday) 'dd.mm.yyyy', month 'MM.yyyy', year the school year 'YYYY-YYYY'. */
function periodLabel(start: string, grouping: StatisticsGrouping): string {
  const [y, m, d] = start.split('-');
  if (grouping === 'month') return `${m}.${y}`;
  if (grouping === 'year') return `${y}-${Number(y) + 1}`;
  return `${d}.${m}.${y}`;
}

/** Every period from the one holding startDate to the one holding endDate, in order. */
export function periodsOf(startDate: string, endDate: string, grouping: StatisticsGrouping): string[] {
  const periods: string[] = [];
  for (let start = periodStart(startDate, grouping); start <= endDate; start = nextPeriod(start, grouping)) {
    periods.push(start);
    if (periods.length > STATISTICS_MAX_PERIODS) throw badRequest(STATISTICS_MESSAGES.tooManyPeriods);
  }
  return periods;
}

// ——— POST /statistics ———

/** Only ADMIN and TEACHER get here (guard); a TEACHER's own id replaces any `teacher` sent. */
export async function statistics(db: Database, actor: TokenUser, query: StatisticsQuery): Promise<StatisticsResult> {
  const visibility = visibilityOf(actor);
  const teacherId = visibility.kind === 'author' ? visibility.userId : query.teacher;
  const periods = periodsOf(query.startDate, query.endDate, query.grouping);

  const byPeriod = await metricByPeriod(db, query, teacherId);

  const empty = query.metric === 'nr' ? 0 : null;
  return {
    labels: periods.map((start) => periodLabel(start, query.grouping)),
    values: periods.map((start) => byPeriod.get(start) ?? empty),
  };
}

// ——— GET /statistics ———

/** The students with (not archived) achievements the caller may see: everyone's for ADMIN, a TEACHER's own. */
export async function statisticsStudents(db: Database, actor: TokenUser): Promise<StatisticsStudents> {
  const visibility = visibilityOf(actor);
  const ids =
    visibility.kind === 'author'
      ? db
          .selectDistinct({ id: achievementTeacherStudentYears.studentId })
          .from(achievementTeacherStudentYears)
          .where(and(eq(achievementTeacherStudentYears.userId, visibility.userId), gt(achievementTeacherStudentYears.total, 0)))
      : db
          .selectDistinct({ id: achievementStudentYears.studentId })
          .from(achievementStudentYears)
          .where(gt(achievementStudentYears.total, 0));
  const rows = await db
    .select({ id: users.id, first_name: users.firstName, second_name: users.secondName, last_name: users.lastName })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.secondName), asc(users.firstName), asc(users.lastName), asc(users.id));
  return { total: rows.length, items: rows.map((row) => ({ id: row.id, fullName: fullName(row) })) };
}
