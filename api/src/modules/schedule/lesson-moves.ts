import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { endsWithinDay, TIMETABLE_MESSAGES as M, type Lesson } from '@diary/common';
import type { Database } from '../../db/client';
import { schedules, type ScheduleRow } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-error';
import { lockCabinets, lockCabinetsOfMove } from './cabinet-locks';
import { lockPeople, placementOf, refuseClashes } from './clashes';
import { requireWithinDay } from './lesson-checks';
import { nameAfter } from './lesson-name';
import { getLesson, studentIdsOf } from './lesson-reads';
import { conflictOnOverlap, retryingTransaction } from './write-transactions';

/* Moving on the board: one lesson to another place and time, or two lessons trading theirs. */

/** The lesson's auto name recomputed for a new place and time, or its own name kept. */
async function movedName(tx: Database, before: ScheduleRow, to: { dayOfWeek: number; startMin: number }): Promise<string> {
  return nameAfter(tx, undefined, before, { ...before, ...to });
}

/** What a swap defers: the cabinets' exclusion constraint and the people's triggers (migrations 0006, 0013). */
const SWAP_DEFERRED = 'schedules_no_overlap, schedules_people_no_overlap';

/** POST /schedule/:id/move: another cabinet, day and start, keeping the duration. */
export async function moveLesson(
  db: Database,
  id: number,
  target: { cabinet_id: number; day_of_week: number; time_start: number },
): Promise<Lesson> {
  return retryingTransaction(db, M.moveConflict, async (tx) => {
    const [before] = await tx
      .select()
      .from(schedules)
      .where(and(eq(schedules.id, id), not(schedules.isArchived)))
      .for('update');
    if (!before) throw notFound(M.lessonNotFound);
    await lockCabinetsOfMove(tx, before.cabinetId, target.cabinet_id);
    requireWithinDay(target.time_start, before.durationMinutes);
    const to = { cabinetId: target.cabinet_id, dayOfWeek: target.day_of_week, startMin: target.time_start };
    const students = await studentIdsOf(tx, id);
    await lockPeople(tx, [before.teacherId, ...students]);
    await refuseClashes(tx, { ...placementOf(before), ...to, studentIds: students }, M.moveConflict);
    await tx
      .update(schedules)
      .set({ ...to, name: await movedName(tx, before, to) })
      .where(eq(schedules.id, id))
      .catch(conflictOnOverlap(M.moveConflict));
    return getLesson(tx, id);
  });
}

/**
 * POST /schedule/swap: each lesson takes the other's cabinet, day and start, keeping its own
 * duration, in one transaction. The cabinets' constraint and the people's triggers are deferred
 * inside it (the half-done swap may overlap itself) and checked before commit; both rows are
 * locked in id order first, then their cabinets, then their people, so concurrent swaps of the
 * same lessons queue up instead of reading stale places. Each lesson's people are checked in its
 * new place, with the other lesson already in its own.
 */
export function swapLessons(db: Database, firstId: number, secondId: number): Promise<[Lesson, Lesson]> {
  return retryingTransaction(db, M.swapConflict, async (tx) => {
    await tx.execute(sql`set constraints ${sql.raw(SWAP_DEFERRED)} deferred`);
    const rows = await tx
      .select()
      .from(schedules)
      .where(and(inArray(schedules.id, [firstId, secondId]), not(schedules.isArchived)))
      .orderBy(asc(schedules.id))
      .for('update');
    const first = rows.find((row) => row.id === firstId);
    const second = rows.find((row) => row.id === secondId);
    if (!first || !second) throw notFound(M.swapNotFound);
    await lockCabinets(tx, [first.cabinetId, second.cabinetId]);
    const studentsOf = new Map([
      [first.id, await studentIdsOf(tx, first.id)],
      [second.id, await studentIdsOf(tx, second.id)],
    ]);
    await lockPeople(tx, [first.teacherId, second.teacherId, ...[...studentsOf.values()].flat()]);
    const placeOf = (row: ScheduleRow) => ({ cabinetId: row.cabinetId, dayOfWeek: row.dayOfWeek, startMin: row.startMin });
    for (const [row, to] of [
      [first, placeOf(second)],
      [second, placeOf(first)],
    ] as const) {
      if (!endsWithinDay(to.startMin, row.durationMinutes)) throw conflict(M.swapConflict);
      await tx
        .update(schedules)
        .set({ ...to, name: await movedName(tx, row, to) })
        .where(eq(schedules.id, row.id));
    }
    await tx.execute(sql`set constraints schedules_no_overlap immediate`).catch(conflictOnOverlap(M.swapConflict));
    for (const [row, to] of [
      [first, placeOf(second)],
      [second, placeOf(first)],
    ] as const) {
      await refuseClashes(tx, { ...placementOf(row), ...to, cabinetId: null, studentIds: studentsOf.get(row.id) ?? [] }, M.swapConflict);
    }
    await tx.execute(sql`set constraints ${sql.raw(SWAP_DEFERRED)} immediate`);
    return [await getLesson(tx, firstId), await getLesson(tx, secondId)];
  });
}
