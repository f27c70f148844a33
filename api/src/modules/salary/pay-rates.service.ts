import { eq, sql } from 'drizzle-orm';
import { MONEY_MESSAGES as M, payRateInput, type PayRate } from '@diary/common';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { kopecksSql, numericOf, rublesOfText } from '../../db/money';
import { requireRoleOf } from '../../db/people';
import { salaryRates, services } from '../../db/schema';
import { conflictOnUnique } from '../../db/errors';
import { badRequest, notFound } from '../../errors/app-error';

/*
 * Pay rates (docs/product/beyond.md §6), ADMIN only: per lesson held, per student present, per hour;
 * a default (no teacher, no service), per service, per teacher, per teacher and service. One rate
 * per pair (salary_rates_pair_unique); the most specific one wins (salary.repository.ts).
 */

type RateInput = z.output<typeof payRateInput>;

const rateColumns = {
  id: salaryRates.id,
  teacherId: salaryRates.teacherId,
  serviceId: salaryRates.serviceId,
  kind: salaryRates.kind,
  kopecks: sql<string>`${kopecksSql(sql`${salaryRates.amount}`)}`,
};

type RateRow = { id: number; teacherId: number | null; serviceId: number | null; kind: PayRate['kind']; kopecks: string };

const toRate = ({ kopecks, ...row }: RateRow): PayRate => ({ ...row, amount: rublesOfText(kopecks) });

/** GET /salary/rates: the default first, then per service, per teacher, per teacher and service. */
export async function listRates(db: Database): Promise<PayRate[]> {
  const rows = await db
    .select(rateColumns)
    .from(salaryRates)
    .orderBy(
      sql`${salaryRates.teacherId} is not null`,
      sql`${salaryRates.serviceId} is not null`,
      salaryRates.teacherId,
      salaryRates.serviceId,
      salaryRates.id,
    );
  return rows.map(toRate);
}

/** 400 unless the rate's teacher is a teacher and its service a service. */
async function checkPair(db: Database, input: RateInput): Promise<void> {
  if (input.teacherId !== null) await requireRoleOf(db, input.teacherId, 'TEACHER', 'teacherId', M.teacherNotFound);
  if (input.serviceId !== null) {
    const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, input.serviceId));
    if (!service) throw badRequest(M.serviceNotFound, [{ path: 'serviceId', message: M.serviceNotFound }]);
  }
}

async function rateById(db: Database, id: number): Promise<PayRate> {
  const [row] = await db.select(rateColumns).from(salaryRates).where(eq(salaryRates.id, id));
  if (!row) throw notFound(M.rateNotFound);
  return toRate(row);
}

const values = (input: RateInput) => ({
  teacherId: input.teacherId,
  serviceId: input.serviceId,
  kind: input.kind,
  amount: numericOf(input.amount),
});

/** POST /salary/rates: 409 when the pair already has a rate. */
export async function createRate(db: Database, input: RateInput): Promise<PayRate> {
  await checkPair(db, input);
  const [row] = await db.insert(salaryRates).values(values(input)).returning({ id: salaryRates.id }).catch(conflictOnUnique(M.rateExists));
  return rateById(db, row!.id);
}

/** PUT /salary/rates/:id: its pair, kind and amount; 409 when the new pair has another rate. */
export async function updateRate(db: Database, id: number, input: RateInput): Promise<PayRate> {
  await rateById(db, id);
  await checkPair(db, input);
  await db.update(salaryRates).set(values(input)).where(eq(salaryRates.id, id)).catch(conflictOnUnique(M.rateExists));
  return rateById(db, id);
}

/** DELETE /salary/rates/:id: answers the rate deleted. */
export async function deleteRate(db: Database, id: number): Promise<PayRate> {
  const rate = await rateById(db, id);
  await db.delete(salaryRates).where(eq(salaryRates.id, id));
  return rate;
}
