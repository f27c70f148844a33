import { sql } from 'drizzle-orm';
import { fullName, MONEY_MESSAGES as M, rublesOf, type DebtorPage, type StudentBalance, type TokenUser } from '@diary/common';
import { visibilityOf } from '../../auth/visibility';
import { namedRows, type Database } from '../../db/client';
import { kopecksSql, rublesOfText } from '../../db/money';
import { forbidden, notFound } from '../../errors/app-error';
import { readPage, type PageQuery } from '../../http/pagination';
import { JsonText } from '../../http/route';

/*
 * What each student has paid and owes (docs/product/beyond.md §7): student_balances holds the sums,
 * kept by the database's triggers as payments and marks are written; a charge is a mark present or
 * late of an occurrence not cancelled, at the price its service had when the mark was made.
 */

interface PersonRow {
  id: number;
  first_name: string;
  second_name: string;
  last_name: string | null;
}

/** Kopecks as text (kopecksSql), the items as the JSON text of an array. */
type BalanceRow = PersonRow & { paid: string; charged: string; items: string };

/**
 * The student, their sums and their payments and charges (the JSON text of an array, newest first:
 * a day's payments before its lessons, the latest first), in one statement written by PostgreSQL:
 * a year of a student's lessons is about a thousand items. The charges' occurrences (their subject,
 * and whether cancelled) are read by ranges of the primary key, one per lesson of the student, not
 * one look-up per mark. The student is a user with the STUDENT role, or one whose money is on record
 * (a student who has left keeps their balance); no row otherwise.
 */
async function balanceRow(db: Database, studentId: number): Promise<BalanceRow | undefined> {
  const [row] = await namedRows<BalanceRow>(
    db,
    'balance_student',
    sql`with marks as materialized (
        select m.schedule_id, m.date, m.charge from attendance_marks m where m.student_id = ${studentId} and m.charge is not null
      ),
      items as (
        select p.date, 0 as rank, p.id as tie, 0 as tie2, json_build_object('date', p.date, 'kind', 'payment', 'amount', trim_scale(p.amount),
          'paymentId', p.id, 'method', p.method, 'comment', p.comment) as item
        from payments p where p.student_id = ${studentId}
        union all
        select m.date, 1, o.start_min, m.schedule_id, json_build_object('date', m.date, 'kind', 'charge',
          'amount', trim_scale(m.charge), 'lessonId', m.schedule_id, 'subject', o.subject)
        from marks m join journal_occurrences o on o.schedule_id = m.schedule_id and o.date = m.date
        where o.schedule_id = any (array(select distinct schedule_id from marks))
          and o.date >= (select min(date) from marks) and not o.cancelled
      )
      select u.id, u.first_name, u.second_name, u.last_name,
        coalesce(${kopecksSql(sql`b.paid`)}, '0') as paid, coalesce(${kopecksSql(sql`b.charged`)}, '0') as charged,
        (select coalesce(json_agg(i.item order by i.date desc, i.rank, i.tie desc, i.tie2 desc), '[]')::text from items i) as items
      from users u left join student_balances b on b.student_id = u.id
      where u.id = ${studentId}
        and (b.student_id is not null or exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'STUDENT'))`,
  );
  return row;
}

/** GET /balance/student/:id: a STUDENT their own (403 otherwise), ADMIN and MODERATOR anyone's. */
export async function studentBalance(db: Database, actor: TokenUser, studentId: number): Promise<JsonText<StudentBalance>> {
  if (visibilityOf(actor).kind !== 'all' && actor.id !== studentId) throw forbidden();
  const row = await balanceRow(db, studentId);
  if (!row) throw notFound(M.studentNotFound);
  const paid = Number(row.paid);
  const charged = Number(row.charged);
  const head = {
    student: { id: row.id, fullName: fullName(row) },
    paid: rublesOf(paid),
    charged: rublesOf(charged),
    balance: rublesOf(paid - charged),
  };
  return new JsonText(`${JSON.stringify(head).slice(0, -1)},"items":${row.items}}`);
}

/** GET /balance/debtors: the students whose balance is below zero, the largest debt first. */
export async function debtors(db: Database, query: PageQuery): Promise<DebtorPage> {
  const { rows, total } = await readPage(query, {
    count: async () => {
      const [row] = await namedRows<{ n: number }>(
        db,
        'debtors_count',
        sql`select count(*)::integer as n from student_balances where paid < charged`,
      );
      return row?.n ?? 0;
    },
    rows: (window) =>
      namedRows<PersonRow & { kopecks: string }>(
        db,
        'debtors_page',
        sql`select u.id, u.first_name, u.second_name, u.last_name, ${kopecksSql(sql`b.paid - b.charged`)} as kopecks
          from student_balances b join users u on u.id = b.student_id
          where b.paid < b.charged
          order by b.paid - b.charged, b.student_id
          ${window.limit === undefined ? sql`` : sql`limit ${window.limit} offset ${window.offset}`}`,
      ),
  });
  return { items: rows.map((row) => ({ student: { id: row.id, fullName: fullName(row) }, balance: rublesOfText(row.kopecks) })), total };
}
