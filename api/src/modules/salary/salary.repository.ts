import { sql, type SQL } from 'drizzle-orm';
import type { PayRateKind } from '@diary/common';
import { namedRows, type Database } from '../../db/client';

/*
 * Teachers' pay as the database reads it (docs/product/beyond.md §6, migration 0019). A month's
 * held occurrences are rows of journal_occurrences, marked and not cancelled, up to today, each with
 * its attended count; the rate of each is the most specific of salary_rates, and its amount is worked
 * out in whole kopecks (integers: exact), rounded half up per occurrence. A closed month reads the
 * figures kept when it closed (salary_month_occurrences) instead.
 */

/** A month of pay: 'YYYY-MM', its first and last days, and its number (202409), the id of salary_months. */
export interface MonthSpan {
  month: string;
  first: string;
  last: string;
  id: number;
}

export function monthSpan(month: string): MonthSpan {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { month, first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}`, id: year * 100 + number };
}

/** A held occurrence with its figures; money in whole kopecks, as text (a bigint). */
export interface HeldRow {
  schedule_id: number;
  date: string;
  teacher_id: number;
  start_min: number;
  subject: string;
  students: number;
  duration_minutes: number;
  rate_kind: PayRateKind | null;
  rate_kopecks: string | null;
  kopecks: string;
  /** The lesson's name on that date. */
  lesson_name: string;
}

/** The held occurrences of the month (of a teacher): rows of journal_occurrences `o`. */
const heldRows = (span: MonthSpan, teacherId: number | undefined) =>
  sql`journal_occurrences o
    where o.date between ${span.first}::date and least(${span.last}::date, centre_today())
      and o.marked and not o.cancelled and o.teacher_id is not null
      ${teacherId === undefined ? sql`` : sql`and o.teacher_id = ${teacherId}`}`;

/**
 * The rate `r` (kind, kopecks) of the rows of `x` with a teacher_id and a service_id: of the teacher
 * and the service, else the teacher's, else the service's, else the default; nulls when none.
 */
const rateJoins = sql`left join salary_rates r1 on r1.teacher_id = x.teacher_id and r1.service_id = x.service_id
  left join salary_rates r2 on r2.teacher_id = x.teacher_id and r2.service_id is null
  left join salary_rates r3 on r3.teacher_id is null and r3.service_id = x.service_id
  left join salary_rates r4 on r4.teacher_id is null and r4.service_id is null
  cross join lateral (select coalesce(r1.kind, r2.kind, r3.kind, r4.kind) as kind,
    (coalesce(r1.amount, r2.amount, r3.amount, r4.amount) * 100)::bigint as kopecks) r`;

/**
 * What `lessons` held occurrences of one rate and one length pay, in kopecks: per lesson, per
 * student present or late, or per hour — the hour's amount × minutes / 60 rounded half up per
 * occurrence, floor(x + 1/2) in integers, so the sum is a sum of rounded occurrence amounts.
 */
const paySql = (lessons: SQL, students: SQL, minutes: SQL) => sql`case r.kind
    when 'lesson' then r.kopecks * ${lessons}
    when 'student' then r.kopecks * ${students}
    when 'hour' then ${lessons} * ((r.kopecks * ${minutes} * 2 + 60) / 120)
    else 0
  end`;

/** The month's held occurrences as they are now, each with its rate and amount. Columns as HeldRow, kopecks as bigint. */
function liveHeld(span: MonthSpan, teacherId: number | undefined): SQL {
  return sql`select x.schedule_id, x.date, x.teacher_id, x.start_min, x.subject, x.attended as students, x.duration_minutes,
      r.kind as rate_kind, r.kopecks as rate_kopecks, ${paySql(sql`1`, sql`x.attended`, sql`x.duration_minutes`)} as kopecks,
      x.name as lesson_name
    from (select o.* from ${heldRows(span, teacherId)}) x ${rateJoins}`;
}

/**
 * Each teacher's figures of the month as they are now (lessons, students, minutes, kopecks): the
 * occurrences are counted per teacher, service and length first, and each such group is paid at
 * its rate — the same sums as occurrence by occurrence, with a few hundred rates looked up, not one
 * per occurrence.
 */
function liveLines(span: MonthSpan): SQL {
  return sql`select x.teacher_id, sum(x.lessons) as lessons, sum(x.students) as students,
      sum(x.lessons * x.duration_minutes) as minutes, sum(${paySql(sql`x.lessons`, sql`x.students`, sql`x.duration_minutes`)}) as kopecks
    from (
      select o.teacher_id, o.service_id, o.duration_minutes, count(*) as lessons, sum(o.attended) as students
      from ${heldRows(span, undefined)}
      group by o.teacher_id, o.service_id, o.duration_minutes
    ) x ${rateJoins}
    group by x.teacher_id`;
}

/** A closed month's held occurrences as they were when it closed. Columns as liveHeld. */
function keptHeld(span: MonthSpan, teacherId: number | undefined): SQL {
  return sql`select k.schedule_id, k.date, k.teacher_id, k.start_min, k.subject, k.students, k.duration_minutes,
      k.rate_kind, (k.rate_amount * 100)::bigint as rate_kopecks, (k.amount * 100)::bigint as kopecks, o.name as lesson_name
    from salary_month_occurrences k join journal_occurrences o on o.schedule_id = k.schedule_id and o.date = k.date
    where k.month_id = ${span.id} ${teacherId === undefined ? sql`` : sql`and k.teacher_id = ${teacherId}`}`;
}

/** Whether the month is closed: one row, `closed`. */
const monthState = (span: MonthSpan) =>
  sql`select coalesce((select m.closed from salary_months m where m.id = ${span.id}), false) as closed`;

/**
 * The month's state (`state`: whether it is closed) and its held occurrences (`held`), the kept
 * ones of a closed month, the live ones otherwise: one statement, so both are of one moment.
 */
const heldWith = (span: MonthSpan, teacherId: number | undefined) =>
  sql`with state as (${monthState(span)}),
    held as (
      select * from (${liveHeld(span, teacherId)}) l where not (select closed from state)
      union all
      select * from (${keptHeld(span, teacherId)}) k where (select closed from state)
    )`;

/** A teacher's line of the month; money and sums as text. */
export interface LineRow {
  teacher_id: number;
  first_name: string;
  second_name: string;
  last_name: string | null;
  lessons: number;
  students: number;
  minutes: number;
  kopecks: string;
}

/** Whether the month is closed, and each teacher's line (one per teacher with a held occurrence), by surname. */
export async function monthLines(db: Database, span: MonthSpan): Promise<{ closed: boolean; lines: LineRow[] }> {
  const rows = await namedRows<{ closed: boolean } & ({ teacher_id: null } | LineRow)>(
    db,
    'salary_month',
    sql`with state as (${monthState(span)}),
      lines as (
        select * from (${liveLines(span)}) l where not (select closed from state)
        union all
        select k.teacher_id, count(*), sum(k.students), sum(k.duration_minutes), (sum(k.amount) * 100)::bigint
        from salary_month_occurrences k
        where k.month_id = ${span.id} and (select closed from state)
        group by k.teacher_id
      )
    select s.closed, l.* from state s left join lateral (
      select l.teacher_id, u.first_name, u.second_name, u.last_name, l.lessons::integer as lessons,
        l.students::integer as students, l.minutes::integer as minutes, l.kopecks::text as kopecks
      from lines l join users u on u.id = l.teacher_id
      order by u.second_name, u.first_name, u.last_name, u.id
    ) l on true`,
  );
  const lines = rows.filter((row): row is { closed: boolean } & LineRow => row.teacher_id !== null);
  return { closed: rows[0]?.closed ?? false, lines };
}

/** Whether the month is closed, and the held occurrences (of one teacher, or of all), by date, start and lesson. */
export async function heldOccurrences(
  db: Database,
  span: MonthSpan,
  teacherId: number | undefined,
): Promise<{ closed: boolean; items: HeldRow[] }> {
  const rows = await namedRows<{ closed: boolean } & ({ schedule_id: null } | HeldRow)>(
    db,
    'salary_held',
    sql`${heldWith(span, teacherId)}
    select s.closed, h.* from state s left join lateral (
      select h.schedule_id, h.date::text as date, h.teacher_id, h.start_min, h.subject, h.students, h.duration_minutes,
        h.rate_kind, h.rate_kopecks::text as rate_kopecks, h.kopecks::text as kopecks, h.lesson_name
      from held h
      order by h.date, h.start_min, h.schedule_id
    ) h on true`,
  );
  const items = rows.filter((row): row is { closed: boolean } & HeldRow => row.schedule_id !== null);
  return { closed: rows[0]?.closed ?? false, items };
}

/**
 * Takes the month's lock (exclusive to close or reopen it; shared for a journal write dated in it)
 * and answers whether it is closed, as committed once the lock is held (salary_month_lock()).
 */
export async function lockMonth(db: Database, day: string, exclusive: boolean): Promise<boolean> {
  const [row] = await namedRows<{ closed: boolean }>(
    db,
    'salary_month_lock',
    sql`select salary_month_lock(${day}::date, ${exclusive}) as closed`,
  );
  return row?.closed === true;
}

/** Keeps the month's held occurrences with their figures as they are now (the month is being closed). */
export async function keepMonthFigures(db: Database, span: MonthSpan): Promise<void> {
  await db.execute(sql`insert into salary_month_occurrences
      (month_id, schedule_id, date, teacher_id, start_min, subject, students, duration_minutes, rate_kind, rate_amount, amount)
    select ${span.id}, l.schedule_id, l.date, l.teacher_id, l.start_min, l.subject, l.students, l.duration_minutes,
      l.rate_kind, l.rate_kopecks::numeric / 100, l.kopecks::numeric / 100
    from (${liveHeld(span, undefined)}) l`);
}

/** Forgets a reopened month's kept figures. */
export async function forgetMonthFigures(db: Database, span: MonthSpan): Promise<void> {
  await db.execute(sql`delete from salary_month_occurrences where month_id = ${span.id}`);
}
