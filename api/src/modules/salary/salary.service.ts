import { sql } from 'drizzle-orm';
import {
  can,
  formatTimeOfDay,
  fullName,
  MONEY_MESSAGES as M,
  primaryRole,
  rublesOf,
  type MonthState,
  type NamedPerson,
  type SalaryMonth,
  type SalaryOccurrence,
  type TeacherSalary,
  type TokenUser,
} from '@diary/common';
import { centreToday } from '../../db/centre-settings';
import { namedRows, type Database } from '../../db/client';
import { rublesOfText } from '../../db/money';
import { badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import { forgetMonthFigures, heldOccurrences, keepMonthFigures, lockMonth, monthLines, monthSpan, type HeldRow } from './salary.repository';

/*
 * Teachers' pay from the journal (docs/product/beyond.md §6): a month's figures, closing and
 * reopening it, and the check the journal's writes make on the month of their date.
 */

/** Hours of so many minutes, to two decimals (90 → 1.5, 50 → 0.83): shown, never multiplied. */
export const hoursOf = (minutes: number) => Math.round((minutes * 100) / 60) / 100;

function occurrenceOf(row: HeldRow): SalaryOccurrence {
  return {
    lessonId: row.schedule_id,
    date: row.date,
    time_start: formatTimeOfDay(row.start_min),
    subject: row.subject,
    students: row.students,
    hours: hoursOf(row.duration_minutes),
    rate: row.rate_kind && row.rate_kopecks !== null ? { kind: row.rate_kind, amount: rublesOfText(row.rate_kopecks) } : null,
    amount: rublesOfText(row.kopecks),
  };
}

/** GET /salary?month: one line per teacher with a held occurrence in the month, by surname, and their total. */
export async function salaryMonth(db: Database, month: string): Promise<SalaryMonth> {
  const { closed, lines } = await monthLines(db, monthSpan(month));
  const total = lines.reduce((sum, line) => sum + Number(line.kopecks), 0);
  return {
    month,
    closed,
    items: lines.map((line) => ({
      teacher: { id: line.teacher_id, fullName: fullName(line) },
      lessons: line.lessons,
      students: line.students,
      hours: hoursOf(line.minutes),
      amount: rublesOfText(line.kopecks),
    })),
    total: rublesOf(total),
  };
}

/**
 * The teacher whose month is read: a user who has the TEACHER role or has taught (a teacher who
 * has left keeps their months). 404 otherwise.
 */
async function teacherNamed(db: Database, teacherId: number): Promise<NamedPerson> {
  const [row] = await namedRows<{ id: number; first_name: string; second_name: string; last_name: string | null }>(
    db,
    'salary_teacher',
    sql`select u.id, u.first_name, u.second_name, u.last_name from users u
      where u.id = ${teacherId}
        and (exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'TEACHER')
          or exists (select 1 from journal_occurrences o where o.teacher_id = u.id))`,
  );
  if (!row) throw notFound(M.teacherNotFound);
  return { id: row.id, fullName: fullName(row) };
}

/** GET /salary/teacher/:id?month: ADMIN any teacher's, a TEACHER their own (403 otherwise). */
export async function teacherSalary(db: Database, actor: TokenUser, teacherId: number, month: string): Promise<TeacherSalary> {
  if (!can(primaryRole(actor.roles), 'salary.view') && actor.id !== teacherId) throw forbidden();
  const teacher = await teacherNamed(db, teacherId);
  const { closed, items } = await heldOccurrences(db, monthSpan(month), teacherId);
  const amount = items.reduce((sum, item) => sum + Number(item.kopecks), 0);
  return { month, closed, teacher, items: items.map(occurrenceOf), amount: rublesOf(amount) };
}

/**
 * POST /salary/close: the month's figures are kept as they are, and the journal refuses changes
 * dated in it. Only a month that has ended; closing a closed month changes nothing.
 */
export async function closeMonth(db: Database, actor: TokenUser, month: string): Promise<MonthState> {
  const span = monthSpan(month);
  return db.transaction(async (tx) => {
    if (span.last >= (await centreToday(tx))) throw badRequest(M.monthNotEnded, [{ path: 'month', message: M.monthNotEnded }]);
    if (await lockMonth(tx, span.first, true)) return { month, closed: true };
    await tx.execute(sql`insert into salary_months (id, month, closed, closed_at, closed_by)
      values (${span.id}, ${span.first}::date, true, now(), ${actor.id})
      on conflict (id) do update set closed = true, closed_at = now(), closed_by = excluded.closed_by`);
    await keepMonthFigures(tx, span);
    return { month, closed: true };
  });
}

/** POST /salary/reopen: the month follows the journal and the rates again. Reopening an open month changes nothing. */
export async function reopenMonth(db: Database, month: string): Promise<MonthState> {
  const span = monthSpan(month);
  return db.transaction(async (tx) => {
    if (!(await lockMonth(tx, span.first, true))) return { month, closed: false };
    await forgetMonthFigures(tx, span);
    await tx.execute(sql`update salary_months set closed = false, closed_at = null, closed_by = null where id = ${span.id}`);
    return { month, closed: false };
  });
}

/**
 * For the journal's writes of an occurrence dated `date` (marking, cancelling, restoring): 409
 * when its month is closed. Holds the month's lock (shared) to the end of the transaction, so the
 * write either lands before a close or sees it.
 */
export async function requireOpenMonth(db: Database, date: string): Promise<void> {
  if (await lockMonth(db, date, false)) throw conflict(M.monthClosed);
}
