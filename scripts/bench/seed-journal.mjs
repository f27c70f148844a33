// The attendance-journal part of npm run bench:seed (after seed-timetable.mjs): a school year of
// JOURNAL.weeks weeks ending yesterday for every weekly lesson — about a million marks — with a
// few registers not taken, some cancelled occurrences and days off. Written in SQL inside the
// database, a month at a time; the marks' statement trigger keeps the statistics roll-up in step.
// Each mark present or late carries its charge (the service's price) as the API's would; the
// money's roll-ups (attended counts, balances) are off during the load and rebuilt once by
// seed-money.mjs (money_rollups_rebuild()).
import { JOURNAL } from './data.mjs';

/** A repeatable number 0…n-1 of a lesson and a date (no PRNG state: the rows are made in SQL). */
const hashOf = (n) => `(abs(hashtextextended(s.id::text || ':' || d::text, 0)) % ${n})`;

/** The marks' money triggers (migration 0019): the charge is written with each mark, the roll-ups rebuilt at the end. */
const MONEY_TRIGGERS = ['attendance_marks_charge', 'attendance_marks_money_insert', 'attendance_marks_money_update'];

/**
 * @param db a pg Pool or client
 * @param log progress lines
 * @returns the first and last day of the journal's year
 */
export async function seedJournal(db, log) {
  const { rows } = await db.query(`select (centre_today() - 1)::text as last, (centre_today() - $1::integer * 7)::text as first`, [
    JOURNAL.weeks,
  ]);
  const { first, last } = rows[0];
  // A seeded year is nobody's change: the audit's row triggers would write a record a lesson-day.
  await db.query(`alter table journal_occurrences disable trigger audit_journal_occurrences;
    alter table attendance_marks disable trigger audit_attendance_marks;
    ${MONEY_TRIGGERS.map((trigger) => `alter table attendance_marks disable trigger ${trigger}`).join(';\n')}`);
  // Every lesson's pattern has held since the first day of the year.
  await db.query('update schedules set occurs_from = $1::date', [first]);

  const dayOff = (offset) => `($1::date + ${offset})`;
  await db.query(
    `insert into days_off (date, filial_id, reason)
     select ${dayOff('o')}, null, 'Праздник' from unnest($2::int[]) o
     union all select ${dayOff('b.o')}, b.f, 'Ремонт' from unnest($3::int[], $4::int[]) b(f, o)`,
    [first, JOURNAL.daysOffForAll, JOURNAL.daysOffOfBranch.map(([f]) => f), JOURNAL.daysOffOfBranch.map(([, o]) => o)],
  );

  const [present, late, absent] = JOURNAL.markWeights;
  let marks = 0;
  for (let from = first; from <= last;) {
    const { rows: month } = await db.query(`select least($1::date + 30, $2::date)::text as to`, [from, last]);
    const to = month[0].to;
    await db.query(
      `insert into journal_occurrences (schedule_id, date, name, subject, start_min, duration_minutes, cabinet_id, filial_id, teacher_id,
         service_id, marked, cancelled, cancel_reason)
       select s.id, d, s.name, s.subject, s.start_min, s.duration_minutes, s.cabinet_id, c.filial_id, s.teacher_id, s.service_id,
         ${hashOf(JOURNAL.cancelledEvery)} <> 0, ${hashOf(JOURNAL.cancelledEvery)} = 0,
         case when ${hashOf(JOURNAL.cancelledEvery)} = 0 then 'Болезнь преподавателя' end
       from generate_series($1::date, $2::date, interval '1 day') g(d)
         join schedules s on s.day_of_week = extract(isodow from g.d)::integer and not s.is_archived
         join cabinets c on c.id = s.cabinet_id
       where ${hashOf(JOURNAL.unmarkedEvery)} <> 0 and not journal_is_day_off(g.d::date, c.filial_id)`,
      [from, to],
    );
    const inserted = await db.query(
      `insert into attendance_marks (schedule_id, date, student_id, mark, minutes_late, charge)
       select o.schedule_id, o.date, ss.student_id, m.mark, case when m.mark = 'late' then 1 + r.n % 20 end,
         case when m.mark in ('present', 'late') then sv.price end
       from journal_occurrences o
         left join services sv on sv.id = o.service_id
         join schedule_students ss on ss.schedule_id = o.schedule_id
         cross join lateral (select abs(hashtextextended(o.schedule_id::text || ':' || o.date::text || ':' || ss.student_id::text, 1)) % 100 as n) r
         cross join lateral (select case when r.n < ${present} then 'present' when r.n < ${present + late} then 'late'
           when r.n < ${present + late + absent} then 'absent' else 'excused' end as mark) m
       where o.date between $1::date and $2::date and o.marked`,
      [from, to],
    );
    marks += inserted.rowCount;
    log(`journal: ${to}, ${marks} marks`);
    const { rows: next } = await db.query(`select ($1::date + 1)::text as next`, [to]);
    from = next[0].next;
  }
  // The registers not taken become rows too, as the journal's first read would make them.
  await db.query('update centre_settings set journal_kept_through = null');
  await db.query('select journal_keep_past()');
  await db.query(`alter table journal_occurrences enable trigger audit_journal_occurrences;
    alter table attendance_marks enable trigger audit_attendance_marks;
    ${MONEY_TRIGGERS.map((trigger) => `alter table attendance_marks enable trigger ${trigger}`).join(';\n')}`);
  return { first, last };
}
