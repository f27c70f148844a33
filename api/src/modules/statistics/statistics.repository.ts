import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { StatisticsGrouping, StatisticsQuery } from '@diary/common';
import { rowsOf, type Database } from '../../db/client';
import {
  achievementDays,
  achievementDayTotals,
  achievements,
  achievementTeacherDays,
  attendanceDayTotals,
  attendanceMarks,
  journalOccurrences,
} from '../../db/schema';

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

/**
 * Rows of (day, marked, attended) of the attendance marks matching the filters: the student's own
 * marks when one is chosen, otherwise the per-day roll-up (migrations 0015, 0018), for all teachers
 * or one. A cancelled occurrence's marks do not count (the roll-up leaves them out too).
 */
function attendanceSourceOf(query: StatisticsQuery, teacherId: number | undefined): SQL {
  const { startDate, endDate, subject, student } = query;
  if (student !== undefined) {
    return sql`select m.date as day, 1 as marked, case when m.mark in ('present', 'late') then 1 else 0 end as attended
      from ${attendanceMarks} m join ${journalOccurrences} o on o.schedule_id = m.schedule_id and o.date = m.date
      where m.student_id = ${student} and m.date between ${startDate}::date and ${endDate}::date and not o.cancelled
        ${teacherId === undefined ? sql`` : sql`and o.teacher_id = ${teacherId}`}
        ${subject === undefined ? sql`` : sql`and o.subject = ${subject}`}`;
  }
  const where = and(
    gte(attendanceDayTotals.day, startDate),
    lte(attendanceDayTotals.day, endDate),
    teacherId === undefined ? undefined : eq(attendanceDayTotals.teacherKey, teacherId),
    subject === undefined ? undefined : eq(attendanceDayTotals.subject, subject),
  );
  return sql`select ${attendanceDayTotals.day} as day, ${attendanceDayTotals.marked} as marked, ${attendanceDayTotals.attended} as attended
    from ${attendanceDayTotals} where ${where}`;
}

const METRIC_SQL = {
  // Mean of points / max × 100 over graded achievements (max > 0), 2 decimals; null when none.
  app: sql`round(100 * sum(s.ratio_sum) / nullif(sum(s.graded), 0), 2)`,
  // The same on a five-point scale.
  gpa: sql`round(5 * sum(s.ratio_sum) / nullif(sum(s.graded), 0), 2)`,
  // Every achievement, graded or not.
  nr: sql`sum(s.n)`,
  // Attendance: (present + late) / marked × 100, 2 decimals; null without marks (docs/product/beyond.md §3).
  att: sql`round(100.0 * sum(s.attended) / nullif(sum(s.marked), 0), 2)`,
};

interface PeriodRow {
  period: string;
  value: string | number | null;
}

/** The metric of each period start (YYYY-MM-DD) that has achievements, for the filters; a TEACHER's own when teacherId is set. */
export async function metricByPeriod(
  db: Database,
  query: StatisticsQuery,
  teacherId: number | undefined,
): Promise<Map<string, number | null>> {
  const rows = await rowsOf<PeriodRow>(
    db,
    sql`
    select (${periodSql(sql.raw('s.day'), query.grouping)})::text as period, ${METRIC_SQL[query.metric]}::text as value
    from (${query.metric === 'att' ? attendanceSourceOf(query, teacherId) : sourceOf(query, teacherId)}) s
    group by 1`,
  );
  return new Map(rows.map((row) => [row.period, row.value === null ? null : Number(row.value)]));
}
