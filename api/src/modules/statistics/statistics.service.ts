import { and, asc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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
import {
  achievementDays,
  achievementDayTotals,
  achievements,
  achievementStudentYears,
  achievementTeacherDays,
  achievementTeacherStudentYears,
  users,
} from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { visibilityOf } from '../../auth/visibility';

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

/** The SQL of a day's period start, matching periodStart(). */
function periodSql(day: SQL, grouping: StatisticsGrouping): SQL {
  switch (grouping) {
    case 'day':
      return day;
    case 'week':
      return sql`date_trunc('week', (${day})::timestamp)::date`;
    case 'month':
      return sql`date_trunc('month', (${day})::timestamp)::date`;
    case 'year':
      return sql`make_date(achievement_school_year(${day}), 9, 1)`;
  }
}

// ——— POST /statistics ———

/**
 * Rows of (day, n, graded, ratio_sum) for the filters: from the per-day roll-ups when no
 * student is chosen (one row a day without filters; per subject and check type, for all
 * teachers or one), otherwise from the student's own achievements.
 * Archived achievements do not count.
 */
function sourceOf(query: StatisticsQuery, teacherId: number | undefined): SQL {
  const { startDate, endDate, subject, checkType, student } = query;
  if (student !== undefined) {
    const where = and(
      eq(achievements.studentId, student),
      eq(achievements.isArchived, false),
      gte(achievements.lessonDate, startDate),
      lte(achievements.lessonDate, endDate),
      teacherId === undefined ? undefined : eq(achievements.userId, teacherId),
      subject === undefined ? undefined : eq(achievements.subject, subject),
      checkType === undefined ? undefined : eq(achievements.checkType, checkType),
    );
    return sql`select ${achievements.lessonDate} as day, 1 as n,
        case when ${achievements.maxPoints} > 0 then 1 else 0 end as graded,
        case when ${achievements.maxPoints} > 0 then ${achievements.points} / ${achievements.maxPoints} else 0 end as ratio_sum
      from ${achievements} where ${where}`;
  }
  if (teacherId === undefined && subject === undefined && checkType === undefined) {
    return sql`select ${achievementDays.day} as day, ${achievementDays.n} as n, ${achievementDays.graded} as graded,
        ${achievementDays.ratioSum} as ratio_sum
      from ${achievementDays} where ${and(gte(achievementDays.day, startDate), lte(achievementDays.day, endDate))}`;
  }
  const table = teacherId === undefined ? achievementDayTotals : achievementTeacherDays;
  const where = and(
    teacherId === undefined ? undefined : eq(achievementTeacherDays.userId, teacherId),
    gte(table.day, startDate),
    lte(table.day, endDate),
    subject === undefined ? undefined : eq(table.subject, subject),
    checkType === undefined ? undefined : eq(table.checkType, checkType),
  );
  return sql`select ${table.day} as day, ${table.n} as n, ${table.graded} as graded, ${table.ratioSum} as ratio_sum
    from ${table} where ${where}`;
}

const METRIC_SQL = {
  // Mean of points / max × 100 over graded achievements (max > 0), 2 decimals; null when none.
  app: sql`round(100 * sum(s.ratio_sum) / nullif(sum(s.graded), 0), 2)`,
  // The same on a five-point scale.
  gpa: sql`round(5 * sum(s.ratio_sum) / nullif(sum(s.graded), 0), 2)`,
  // Every achievement, graded or not.
  nr: sql`sum(s.n)`,
};

interface PeriodRow {
  period: string;
  value: string | number | null;
}

/** Only ADMIN and TEACHER get here (guard); a TEACHER's own id replaces any `teacher` sent. */
export async function statistics(db: Database, actor: TokenUser, query: StatisticsQuery): Promise<StatisticsResult> {
  const visibility = visibilityOf(actor);
  const teacherId = visibility.kind === 'author' ? visibility.userId : query.teacher;
  const periods = periodsOf(query.startDate, query.endDate, query.grouping);

  const result = await db.execute(sql`
    select (${periodSql(sql.raw('s.day'), query.grouping)})::text as period, ${METRIC_SQL[query.metric]}::text as value
    from (${sourceOf(query, teacherId)}) s
    group by 1`);
  // Both drivers answer execute() with { rows }; the shared Database type cannot say so.
  const rows = (result as unknown as { rows: PeriodRow[] }).rows;
  const byPeriod = new Map(rows.map((row) => [row.period, row.value === null ? null : Number(row.value)]));

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
