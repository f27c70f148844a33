import { sql } from 'drizzle-orm';
import {
  ALL_ROWS_MAX,
  JOURNAL_MESSAGES as M,
  type JournalDay,
  type JournalDayQuery,
  type JournalMarkInput,
  type Occurrence,
  type TokenUser,
  type UnmarkedQuery,
  type UnmarkedRegisters,
} from '@diary/common';
import { visibilityOf } from '../../auth/visibility';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import { JsonText } from '../../http/route';
import { requireOpenMonth } from '../salary/salary.service';
import {
  centreNow,
  keepPast,
  endOfDaySql,
  findOccurrence,
  keepAndLock,
  occurrenceOf,
  occurrencesIn,
  occurrencesJson,
  occurrencePage,
  studentIdsOn,
  type OccurrenceRow,
} from './occurrences.repository';

/* The journal's day, its registers not taken, and its writes: marks, cancelling, restoring. */

/** A TEACHER reads and marks only the occurrences they teach; ADMIN and MODERATOR every one. */
const ownTeacherOf = (actor: TokenUser): number | undefined => {
  const visibility = visibilityOf(actor);
  return visibility.kind === 'all' ? undefined : visibility.userId;
};

/** GET /journal/day. */
export async function journalDay(db: Database, actor: TokenUser, query: JournalDayQuery): Promise<JsonText<JournalDay>> {
  await keepPast(db);
  const source = occurrencesIn(query.date, query.date, { filialId: query.filialId, teacherId: ownTeacherOf(actor) });
  return new JsonText(`{"date":${JSON.stringify(query.date)},"lessons":${await occurrencesJson(db, source)}}`);
}

/**
 * GET /journal/unmarked: occurrences of the range that have ended by now, are not cancelled, have
 * students and no mark at all, oldest first.
 */
export async function unmarkedRegisters(db: Database, actor: TokenUser, query: UnmarkedQuery): Promise<JsonText<UnmarkedRegisters>> {
  await keepPast(db);
  const now = await centreNow(db);
  const to = query.to < now.today ? query.to : now.today;
  if (query.from > to) return new JsonText('{"items":[],"total":0}');
  const teacherId = ownTeacherOf(actor) ?? query.teacherId;
  const notTaken = sql`not x.marked and not x.cancelled
    and (x.date < ${now.today}::date or x.start_min + x.duration_minutes <= ${now.minute})
    and exists (select 1 from schedule_students ss where ss.schedule_id = x.schedule_id and ss.created_at < ${endOfDaySql(sql`x.date`)})`;
  const source = occurrencesIn(query.from, to, { filialId: query.filialId, teacherId }, notTaken);
  const limit = query.limit > 0 ? query.limit : ALL_ROWS_MAX;
  const { items, total } = await occurrencePage(db, source, { limit, offset: (query.page - 1) * limit });
  return new JsonText(`{"items":${items},"total":${total}}`);
}

/** The occurrence a write is about: 404 when the lesson does not occur on the date. */
async function requireOccurrence(db: Database, lessonId: number, date: string): Promise<OccurrenceRow> {
  const occurrence = await findOccurrence(db, lessonId, date);
  if (!occurrence) throw notFound(M.lessonNotFound);
  return occurrence;
}

async function answer(db: Database, lessonId: number, date: string): Promise<Occurrence> {
  const occurrence = await occurrenceOf(db, lessonId, date);
  if (!occurrence) throw notFound(M.lessonNotFound);
  return occurrence;
}

/**
 * PUT /journal/:lessonId/:date: the marks given replace those of the same students. The lesson's
 * teacher (or staff) only, on a date it occurs that is not after today, of a month of pay not closed
 * (docs/product/beyond.md §6), not cancelled, and only for the students on its register. The
 * occurrence's row is locked first, so two markers queue up and the later one's marks are what
 * stays. The database charges each mark present or late (migration 0019).
 */
export async function markOccurrence(
  db: Database,
  actor: TokenUser,
  at: { lessonId: number; date: string },
  marks: readonly JournalMarkInput[],
): Promise<Occurrence> {
  return db.transaction(async (tx) => {
    const { today } = await centreNow(tx);
    if (at.date > today) throw badRequest(M.futureDate);
    const found = await requireOccurrence(tx, at.lessonId, at.date);
    const teacherId = ownTeacherOf(actor);
    if (teacherId !== undefined && found.teacher_id !== teacherId) throw forbidden();
    await requireOpenMonth(tx, at.date);
    const occurrence = await keepAndLock(tx, found);
    if (occurrence.cancelled) throw conflict(M.cancelled);
    const onRegister = await studentIdsOn(tx, at.lessonId, at.date);
    const stranger = marks.findIndex((entry) => !onRegister.has(entry.studentId));
    if (stranger >= 0) {
      throw badRequest(M.studentNotOnLesson, [{ path: `marks.${stranger}.studentId`, message: M.studentNotOnLesson }]);
    }
    const values = sql.join(
      marks.map(
        (entry) =>
          sql`(${at.lessonId}::integer, ${at.date}::date, ${entry.studentId}::integer, ${entry.mark}, ${entry.mark === 'late' ? (entry.minutesLate ?? null) : null}::integer)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`insert into attendance_marks as m (schedule_id, date, student_id, mark, minutes_late)
      values ${values}
      on conflict (schedule_id, date, student_id) do update
      set mark = excluded.mark, minutes_late = excluded.minutes_late, marked_at = now()
      where (m.mark, m.minutes_late) is distinct from (excluded.mark, excluded.minutes_late)`);
    await tx.execute(sql`update journal_occurrences set marked = true, updated_at = now()
      where schedule_id = ${at.lessonId} and date = ${at.date}::date and not marked`);
    return answer(tx, at.lessonId, at.date);
  });
}

/** POST /journal/:lessonId/:date/cancel: ADMIN, MODERATOR. Marks already taken stay (and charge nothing while it is cancelled). */
export async function cancelOccurrence(db: Database, at: { lessonId: number; date: string }, reason: string): Promise<Occurrence> {
  return db.transaction(async (tx) => {
    const found = await requireOccurrence(tx, at.lessonId, at.date);
    await requireOpenMonth(tx, at.date);
    const occurrence = await keepAndLock(tx, found);
    await tx.execute(sql`update journal_occurrences set cancelled = true, cancel_reason = ${reason}, updated_at = now()
      where schedule_id = ${occurrence.schedule_id} and date = ${at.date}::date`);
    return answer(tx, at.lessonId, at.date);
  });
}

/**
 * DELETE /journal/:lessonId/:date/cancel: the occurrence takes place again. When nothing else keeps
 * its row (no marks, a date from today on, one of the weekly lesson as it is now), the row goes, so
 * the occurrence follows the lesson's later edits like any other.
 */
export async function restoreOccurrence(db: Database, at: { lessonId: number; date: string }): Promise<Occurrence> {
  return db.transaction(async (tx) => {
    const occurrence = await requireOccurrence(tx, at.lessonId, at.date);
    if (!occurrence.cancelled) return answer(tx, at.lessonId, at.date);
    await requireOpenMonth(tx, at.date);
    await keepAndLock(tx, occurrence);
    await tx.execute(sql`update journal_occurrences set cancelled = false, cancel_reason = null, updated_at = now()
      where schedule_id = ${at.lessonId} and date = ${at.date}::date`);
    await tx.execute(sql`delete from journal_occurrences o using schedules s
      where o.schedule_id = ${at.lessonId} and o.date = ${at.date}::date and s.id = o.schedule_id
        and not o.marked and not s.is_archived and o.date >= s.occurs_from and o.date >= centre_today()
        and extract(isodow from o.date)::integer = s.day_of_week
        and (o.name, o.subject, o.start_min, o.duration_minutes, o.cabinet_id, o.teacher_id)
          is not distinct from (s.name, s.subject, s.start_min, s.duration_minutes, s.cabinet_id, s.teacher_id)`);
    return answer(tx, at.lessonId, at.date);
  });
}
