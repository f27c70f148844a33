// The money part of npm run bench:seed (after seed-journal.mjs): pay rates of every kind and level
// of precedence (by the teachers' logins: teacher1 …), and every student's payments across the
// journal's year (one a month, about what the month's lessons charged them, at least 100 ₽;
// data.mjs MONEY), then the money's roll-ups (each occurrence's attended count, each student's
// balance) rebuilt once: the load runs with their triggers off.
import { COUNTS, MONEY } from './data.mjs';

/** A repeatable number 0…n-1 of a student and a month (the rows are made in SQL). */
const hashOf = (n, salt) => `(abs(hashtextextended(x.student_id::text || ':' || x.month::text, ${salt})) % ${n})::integer`;

/**
 * @param db a pg Pool or client
 * @param log progress lines
 * @param year the journal's first and last day (seedJournal's answer)
 */
export async function seedMoney(db, log, { first, last }) {
  // Seeded rates and payments are nobody's change; the balances are rebuilt once below.
  await db.query(`alter table salary_rates disable trigger audit_salary_rates;
    alter table payments disable trigger audit_payments;
    alter table payments disable trigger payments_balances_insert;
    alter table journal_occurrences disable trigger audit_journal_occurrences`);
  const teacherIds = `(select id from users where username = 'teacher' || $1::integer)`;
  await db.query('insert into salary_rates (kind, amount) values ($1, $2)', [MONEY.defaultRate.kind, MONEY.defaultRate.amount]);
  for (const [serviceId, kind, amount] of MONEY.serviceRates) {
    await db.query('insert into salary_rates (service_id, kind, amount) values ($1, $2, $3)', [serviceId, kind, amount]);
  }
  for (let n = 1; n <= MONEY.teacherRates.count; n += 1) {
    await db.query(`insert into salary_rates (teacher_id, kind, amount) select ${teacherIds}, $2, $3`, [
      n,
      MONEY.teacherRates.kind,
      MONEY.teacherRates.amount,
    ]);
  }
  const pair = MONEY.pairRates;
  for (let n = pair.first; n < pair.first + pair.count; n += 1) {
    await db.query(`insert into salary_rates (teacher_id, service_id, kind, amount) select ${teacherIds}, $2, $3, $4`, [
      n,
      pair.serviceId,
      pair.kind,
      pair.amount,
    ]);
  }

  const { usual, short, shortEvery } = MONEY.paidPercent;
  const studentHash = `(abs(hashtextextended(x.student_id::text, 1)) % ${shortEvery})::integer`;
  const percent = `case when ${studentHash} = 0 then ${short[0]} + ${hashOf(short[1] - short[0] + 1, 2)}
    else ${usual[0]} + ${hashOf(usual[1] - usual[0] + 1, 2)} end`;
  const { rowCount } = await db.query(
    `insert into payments (student_id, amount, date, method, comment, created_by, created_at)
     select x.student_id,
       -- whole hundreds of rubles, at least one hundred
       greatest(100, round(x.charged * (${percent}) / 100, -2)),
       least(x.month + ${hashOf(28, 3)}, $2::date),
       (array[${MONEY.methods.map((m) => `'${m}'`).join(', ')}])[1 + ${hashOf(MONEY.methods.length, 4)}],
       case when ${hashOf(10, 5)} = 0 then 'Оплата за ' || to_char(x.month, 'MM.YYYY') end,
       1,
       least(x.month + ${hashOf(28, 3)}, $2::date) + time '12:00'
     from (
       select r.user_id as student_id, g.month, coalesce(c.charged, 0) as charged
       from user_roles r
         cross join (select d::date as month from generate_series(date_trunc('month', $1::date), $2::date, interval '1 month') d) g
         left join (
           select m.student_id, date_trunc('month', m.date)::date as month, sum(m.charge) as charged
           from attendance_marks m where m.charge is not null and m.date between $1::date and $2::date
           group by 1, 2
         ) c on c.student_id = r.user_id and c.month = g.month
       where r.role = 'STUDENT'
     ) x
     order by 3, 1`,
    [first, last],
  );
  await db.query('select money_rollups_rebuild()');
  await db.query(`alter table salary_rates enable trigger audit_salary_rates;
    alter table payments enable trigger audit_payments;
    alter table payments enable trigger payments_balances_insert;
    alter table journal_occurrences enable trigger audit_journal_occurrences`);
  const { rows } = await db.query(
    `select count(*) filter (where paid < charged)::integer as debtors, count(*)::integer as students from student_balances`,
  );
  log(
    `money: ${await rateCount(db)} pay rates, ${rowCount} payments of ${COUNTS.students} students, ${rows[0].debtors} of ${rows[0].students} balances below zero`,
  );
}

async function rateCount(db) {
  const { rows } = await db.query('select count(*)::integer as n from salary_rates');
  return rows[0].n;
}
