import { sql, type SQL } from 'drizzle-orm';
import type { Occurrence } from '@diary/common';
import { rowsOf, type Database } from '../../db/client';

/*
 * Occurrences as the database sees them: journal_occurrences_in(from, to) (migration 0015) gives
 * every lesson's occurrences of a range, the kept ones and those of the weekly patterns; here they
 * get their cabinet, branch, teacher and students, as JSON written by PostgreSQL.
 */

/** The columns journal_occurrences_in() answers. */
export interface OccurrenceRow {
  schedule_id: number;
  date: string;
  name: string;
  subject: string;
  start_min: number;
  duration_minutes: number;
  cabinet_id: number;
  filial_id: number;
  teacher_id: number | null;
  marked: boolean;
  cancelled: boolean;
  cancel_reason: string | null;
}

/** Filters of a range's occurrences, on the columns of journal_occurrences_in(). */
export interface OccurrenceFilters {
  filialId?: number | undefined;
  teacherId?: number | undefined;
  lessonId?: number | undefined;
}

/** 'Фамилия Имя Отчество' of a users alias, like fullName(). */
export const fullNameSql = (alias: string) =>
  sql.raw(
    `concat_ws(' ', nullif(trim(${alias}.second_name), ''), nullif(trim(${alias}.first_name), ''), nullif(trim(${alias}.last_name), ''))`,
  );

/** Minutes since midnight as HH:MM. */
export const timeOfDaySql = (minutes: SQL) => sql`lpad((${minutes} / 60)::text, 2, '0') || ':' || lpad((${minutes} % 60)::text, 2, '0')`;

/** The moment the centre's date after `day` begins: a student enrolled before it is on that day's register. */
export const endOfDaySql = (day: SQL) => sql`((${day} + 1)::timestamp at time zone centre_time_zone())`;

/** The occurrences of [from, to] matching the filters, as rows of journal_occurrences_in(). */
export function occurrencesIn(from: string, to: string, filters: OccurrenceFilters = {}, extra?: SQL): SQL {
  const conditions = [
    filters.filialId === undefined ? undefined : sql`x.filial_id = ${filters.filialId}`,
    filters.teacherId === undefined ? undefined : sql`x.teacher_id = ${filters.teacherId}`,
    filters.lessonId === undefined ? undefined : sql`x.schedule_id = ${filters.lessonId}`,
    extra,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql`select x.* from journal_occurrences_in(${from}::date, ${to}::date) x
    ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}`;
}

/**
 * The students of an occurrence `x`: those marked on it and those enrolled in the lesson by the end
 * of its date (a student who left keeps their marks; one who joined later is not on earlier dates).
 */
export const studentIdsSql = sql`select m0.student_id from attendance_marks m0 where m0.schedule_id = x.schedule_id and m0.date = x.date
  union
  select ss.student_id from schedule_students ss
  where ss.schedule_id = x.schedule_id and ss.created_at < ${endOfDaySql(sql`x.date`)}`;

/** The order of occurrences: date, start, cabinet (by name), lesson; `cb` is the occurrence's cabinet. */
const OCCURRENCE_ORDER = sql.raw('x.date, x.start_min, cb.name, cb.id, x.schedule_id');

/**
 * Each occurrence of the source (rows of journal_occurrences_in(), alias-free) as the JSON text of
 * an Occurrence, in OCCURRENCE_ORDER.
 */
export function occurrenceJsonRows(source: SQL): SQL {
  return sql`select to_json(r)::text as occurrence
    from (${source}) x
      join cabinets cb on cb.id = x.cabinet_id
      join filials f on f.id = x.filial_id
      left join users t on t.id = x.teacher_id
      cross join lateral (
        select coalesce(json_agg(json_build_object('id', u.id, 'fullName', ${fullNameSql('u')}, 'mark', m.mark, 'minutesLate', m.minutes_late)
          order by u.second_name, u.first_name, u.id), '[]'::json) as students
        from (${studentIdsSql}) ids
          join users u on u.id = ids.student_id
          left join attendance_marks m on m.schedule_id = x.schedule_id and m.date = x.date and m.student_id = ids.student_id
      ) st
      cross join lateral (select x.schedule_id as "lessonId", x.date::text as date, x.name, x.subject,
        ${timeOfDaySql(sql`x.start_min`)} as time_start,
        ${timeOfDaySql(sql`(x.start_min + x.duration_minutes)`)} as time_end,
        json_build_object('id', cb.id, 'name', cb.name) as cabinet,
        json_build_object('id', f.id, 'name', f.name) as filial,
        case when t.id is null then null else json_build_object('id', t.id, 'fullName', ${fullNameSql('t')}) end as teacher,
        case when x.cancelled then 'cancelled' else 'planned' end as status,
        x.cancel_reason as "cancelReason",
        x.marked,
        st.students) r
    order by ${OCCURRENCE_ORDER}`;
}

const jsonArray = (rows: readonly { occurrence: string | null }[]) =>
  `[${rows.flatMap((row) => (row.occurrence === null ? [] : [row.occurrence])).join(',')}]`;

/** The occurrences of the source as JSON text of an array. */
export async function occurrencesJson(db: Database, source: SQL): Promise<string> {
  return jsonArray(await rowsOf<{ occurrence: string }>(db, occurrenceJsonRows(source)));
}

/**
 * A page of the source's occurrences as JSON text, and how many there are, in one pass: the
 * source is read once, and only the page's rows get their students and names.
 */
export async function occurrencePage(
  db: Database,
  source: SQL,
  page: { limit: number; offset: number },
): Promise<{ items: string; total: number }> {
  const rows = await rowsOf<{ total: number; occurrence: string | null }>(
    db,
    sql`with src as materialized (${source}),
      picked as (select x.* from src x join cabinets cb on cb.id = x.cabinet_id order by ${OCCURRENCE_ORDER} limit ${page.limit} offset ${page.offset})
    select (select count(*)::integer from src) as total, p.occurrence
    from (select 1) one left join lateral (${occurrenceJsonRows(sql`select * from picked`)}) p on true`,
  );
  return { items: jsonArray(rows), total: rows[0]?.total ?? 0 };
}

/** One lesson's occurrence on a date, or undefined when the lesson does not occur then. */
export async function findOccurrence(db: Database, lessonId: number, date: string): Promise<OccurrenceRow | undefined> {
  const [row] = await rowsOf<OccurrenceRow>(
    db,
    sql`select x.schedule_id, x.date::text as date, x.name, x.subject, x.start_min, x.duration_minutes, x.cabinet_id, x.filial_id,
      x.teacher_id, x.marked, x.cancelled, x.cancel_reason
    from (${occurrencesIn(date, date, { lessonId })}) x`,
  );
  return row;
}

/** The occurrence's JSON, parsed (after a write: one occurrence). */
export async function occurrenceOf(db: Database, lessonId: number, date: string): Promise<Occurrence | undefined> {
  const [occurrence] = JSON.parse(await occurrencesJson(db, occurrencesIn(date, date, { lessonId }))) as Occurrence[];
  return occurrence;
}

/** The ids of the students on the occurrence's register. */
export async function studentIdsOn(db: Database, lessonId: number, date: string): Promise<Set<number>> {
  const rows = await rowsOf<{ student_id: number }>(
    db,
    sql`select ids.student_id from (select ${lessonId}::integer as schedule_id, ${date}::date as date) x
      cross join lateral (${studentIdsSql}) ids`,
  );
  return new Set(rows.map((row) => row.student_id));
}

/**
 * Keeps the occurrence as it is now (a row of journal_occurrences, if it is not one yet) and locks
 * that row for the rest of the transaction: the writers of one occurrence queue up.
 * Answers the kept row as it is after the lock.
 */
export async function keepAndLock(db: Database, occurrence: OccurrenceRow): Promise<OccurrenceRow> {
  const o = occurrence;
  await db.execute(sql`insert into journal_occurrences
      (schedule_id, date, name, subject, start_min, duration_minutes, cabinet_id, filial_id, teacher_id)
    values (${o.schedule_id}, ${o.date}::date, ${o.name}, ${o.subject}, ${o.start_min}, ${o.duration_minutes}, ${o.cabinet_id},
      ${o.filial_id}, ${o.teacher_id})
    on conflict do nothing`);
  const [row] = await rowsOf<OccurrenceRow>(
    db,
    sql`select schedule_id, date::text as date, name, subject, start_min, duration_minutes, cabinet_id, filial_id, teacher_id,
      marked, cancelled, cancel_reason
    from journal_occurrences where schedule_id = ${o.schedule_id} and date = ${o.date}::date for update`,
  );
  return row!;
}

/** Every occurrence up to yesterday becomes a row (journal_keep_past(), migration 0015): at most once a day it has work. */
export async function keepPast(db: Database): Promise<void> {
  await db.execute(sql`select journal_keep_past()`);
}

/** The centre's date today and its minute now (CENTRE_TIME_ZONE, as the database was told at start). */
export async function centreNow(db: Database): Promise<{ today: string; minute: number }> {
  const [row] = await rowsOf<{ today: string; minute: number }>(
    db,
    sql`select centre_today()::text as today,
      (extract(hour from now() at time zone centre_time_zone()) * 60 + extract(minute from now() at time zone centre_time_zone()))::integer as minute`,
  );
  return row!;
}
