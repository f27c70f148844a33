import { inArray, sql } from 'drizzle-orm';
import { CLASH_MESSAGES, initials, TIMETABLE_MESSAGES as M, type Clash, type ClashKind } from '@diary/common';
import type { Database } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { users, type ScheduleRow } from '../../db/schema';
import { ClashError } from '../../errors/app-error';

/*
 * No two non-archived lessons of one weekday whose minutes intersect may share a cabinet, the
 * teacher or a student. The database holds the rule (migration 0013: timetable_clashes, read by
 * the triggers that refuse such a write whatever made it); the writes here take the people's locks
 * and ask the same function first, so that a refusal names every clash, in Russian.
 */

/** A lesson as the rule sees it: where and when, and who. */
export interface Placement {
  /** null: the cabinet is not checked. */
  cabinetId: number | null;
  dayOfWeek: number;
  startMin: number;
  durationMinutes: number;
  teacherId: number | null;
  studentIds: readonly number[];
  /** The lesson itself, when it is already written. */
  excludeId?: number;
}

/** A written lesson's place, time and teacher (its students are the caller's to add). */
export const placementOf = (row: ScheduleRow): Omit<Placement, 'studentIds'> => ({
  cabinetId: row.cabinetId,
  dayOfWeek: row.dayOfWeek,
  startMin: row.startMin,
  durationMinutes: row.durationMinutes,
  teacherId: row.teacherId,
  excludeId: row.id,
});

/** Raised by the triggers (migration 0013) when a write slipped past the checks below. */
const PG_PERSON_CLASH = '23T01';

const KIND_ORDER: Record<ClashKind, number> = { cabinet: 0, teacher: 1, student: 2 };

/** An int[] parameter as both drivers pass it the same way: its text, '{1,2,3}'. */
const intArrayText = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Locks the weeks of these people (in id order) until the transaction ends: writers of one person's
 * week queue up, and the one after reads what the one before wrote.
 */
export async function lockPeople(db: Database, ids: readonly (number | null)[]): Promise<void> {
  const people = ids.filter((id): id is number => id !== null);
  if (people.length) await db.execute(sql`select timetable_lock_people(${intArrayText(people)}::integer[])`);
}

/** The rule's function as a named statement: planned once per connection, not on every check. */
const clashesStatement = (db: Database) =>
  db
    .select({ kind: sql<ClashKind>`kind`, personId: sql<number | null>`person_id`, lessonId: sql<number>`lesson_id` })
    .from(
      sql`timetable_clashes(${sql.placeholder('cabinet')}::integer, ${sql.placeholder('day')}::integer,
        ${sql.placeholder('start')}::integer, ${sql.placeholder('end')}::integer, ${sql.placeholder('teacher')}::integer,
        ${sql.placeholder('students')}::integer[], ${sql.placeholder('exclude')}::integer)`,
    )
    .prepare('timetable_clashes');

/** What a lesson placed so would clash with: the cabinet first, then the teacher, then students. */
export async function findClashes(db: Database, at: Placement): Promise<Clash[]> {
  const rows = await clashesStatement(db).execute({
    cabinet: at.cabinetId,
    day: at.dayOfWeek,
    start: at.startMin,
    end: at.startMin + at.durationMinutes,
    teacher: at.teacherId,
    students: intArrayText(at.studentIds),
    exclude: at.excludeId ?? 0,
  });
  return rows
    .map((row) => ({ kind: row.kind, lessonId: row.lessonId, personId: row.personId }))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.personId ?? 0) - (b.personId ?? 0) || a.lessonId - b.lessonId);
}

/** The text of a refusal: a cabinet's clash keeps the write's own text, a person's names them. */
export async function clashText(db: Database, clashes: readonly Clash[], cabinetMessage: string): Promise<string> {
  const first = clashes[0];
  if (!first || first.kind === 'cabinet' || first.personId === null) return cabinetMessage;
  const [person] = await db
    .select({ first_name: users.firstName, second_name: users.secondName, last_name: users.lastName })
    .from(users)
    .where(inArray(users.id, [first.personId]));
  return CLASH_MESSAGES[first.kind](initials(person));
}

/** 409 naming every clash of the placement, or nothing. Call it holding the cabinet's and people's locks. */
export async function refuseClashes(db: Database, at: Placement, cabinetMessage: string): Promise<void> {
  const clashes = await findClashes(db, at);
  if (clashes.length) throw new ClashError(await clashText(db, clashes, cabinetMessage), clashes);
}

/**
 * The triggers' refusal as a 409 naming the clash they found. The checks above run first under the
 * same locks, so this answers only a write that skipped them; its transaction is over, hence no name.
 */
export function clashFromTrigger(error: unknown): ClashError | undefined {
  if (pgErrorCode(error) !== PG_PERSON_CLASH) return undefined;
  const withDetail = error as { detail?: string; cause?: { detail?: string } };
  const clash = JSON.parse(withDetail.detail ?? withDetail.cause?.detail ?? '{}') as Clash;
  return new ClashError(M.personBusy, [clash]);
}
