import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { JOURNAL_MESSAGES as M, type DayOff, type DayOffInput, type DaysOffQuery } from '@diary/common';
import type { Database } from '../../db/client';
import { daysOff, filials } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors/app-error';

/* Days off: on them no lesson of the branch (or of any branch) occurs; marks already taken stay. */

const dayOffColumns = {
  id: daysOff.id,
  date: daysOff.date,
  filial_id: daysOff.filialId,
  filial: sql<
    DayOff['filial']
  >`case when ${filials.id} is null then null else json_build_object('id', ${filials.id}, 'name', ${filials.name}) end`,
  reason: daysOff.reason,
};

const selectDaysOff = (db: Database) => db.select(dayOffColumns).from(daysOff).leftJoin(filials, eq(filials.id, daysOff.filialId));

/** GET /days-off: by date, every branch's first. */
export function listDaysOff(db: Database, range: DaysOffQuery): Promise<DayOff[]> {
  return selectDaysOff(db)
    .where(and(gte(daysOff.date, range.from), lte(daysOff.date, range.to)))
    .orderBy(asc(daysOff.date), sql`${daysOff.filialId} nulls first`, asc(daysOff.id));
}

/** POST /days-off: 409 when the date is already a day off of that branch or of every branch. */
export async function createDayOff(db: Database, input: DayOffInput): Promise<DayOff> {
  return db.transaction(async (tx) => {
    if (input.filial_id !== null) {
      const [filial] = await tx.select({ id: filials.id }).from(filials).where(eq(filials.id, input.filial_id));
      if (!filial) throw badRequest(M.filialNotFound, [{ path: 'filial_id', message: M.filialNotFound }]);
    }
    // Days off of one date queue up, so that two requests cannot both find it free.
    await tx.execute(sql`select pg_advisory_xact_lock(1501, (${input.date}::date - date '2000-01-01'))`);
    // A branch's date is taken by its own day off or by one of every branch.
    const scope = input.filial_id === null ? isNull(daysOff.filialId) : or(isNull(daysOff.filialId), eq(daysOff.filialId, input.filial_id));
    const [taken] = await tx
      .select({ id: daysOff.id })
      .from(daysOff)
      .where(and(eq(daysOff.date, input.date), scope))
      .limit(1);
    if (taken) throw conflict(M.dayOffExists);
    const [row] = await tx
      .insert(daysOff)
      .values({ date: input.date, filialId: input.filial_id, reason: input.reason })
      .returning({ id: daysOff.id });
    const [created] = await selectDaysOff(tx).where(eq(daysOff.id, row!.id));
    return created!;
  });
}

/** DELETE /days-off/:id: the day's lessons occur again. */
export async function deleteDayOff(db: Database, id: number): Promise<DayOff> {
  return db.transaction(async (tx) => {
    const [dayOff] = await selectDaysOff(tx).where(eq(daysOff.id, id));
    if (!dayOff) throw notFound(M.dayOffNotFound);
    await tx.delete(daysOff).where(eq(daysOff.id, id));
    return dayOff;
  });
}
