import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { fullName, MONEY_MESSAGES as M, paymentInput, paymentsQuery, type Payment, type PaymentPage, type TokenUser } from '@diary/common';
import type { z } from 'zod';
import { centreToday } from '../../db/centre-settings';
import type { Database } from '../../db/client';
import { kopecksSql, numericOf, rublesOfText } from '../../db/money';
import { authorColumns, authorUser, requireStudent, studentColumns, studentUser } from '../../db/people';
import { payments } from '../../db/schema';
import { badRequest, notFound } from '../../errors/app-error';
import { readPage } from '../../http/pagination';

/*
 * Payments (docs/product/beyond.md §7): recorded by ADMIN or MODERATOR, deleted only by an ADMIN (a
 * payment made by mistake: a real delete, audited). Each one counts in its student's balance at once
 * (student_balances, kept by the database's triggers in the same transaction).
 */

export type PaymentsQuery = z.output<typeof paymentsQuery>;

export const selectPayments = (db: Database) =>
  db
    .select({
      id: payments.id,
      kopecks: sql<string>`${kopecksSql(sql`${payments.amount}`)}`,
      date: payments.date,
      method: payments.method,
      comment: payments.comment,
      createdAt: payments.createdAt,
      student: studentColumns,
      author: authorColumns,
    })
    .from(payments)
    .innerJoin(studentUser, eq(studentUser.id, payments.studentId))
    .leftJoin(authorUser, eq(authorUser.id, payments.createdBy))
    .$dynamic();

export type PaymentRecord = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

export const toPayment = ({ kopecks, student, author, ...row }: PaymentRecord): Payment => ({
  id: row.id,
  student: { id: student.id, fullName: fullName(student) },
  amount: rublesOfText(kopecks),
  date: row.date,
  method: row.method,
  comment: row.comment,
  createdBy: author ? { id: author.id, fullName: fullName(author) } : null,
  createdAt: row.createdAt.toISOString(),
});

/** The list's and the export's order: the payment's date, newest first, then the latest recorded. */
export const PAYMENT_ORDER = [desc(payments.date), desc(payments.id)];

export function paymentConditions(filters: Pick<PaymentsQuery, 'studentId' | 'from' | 'to'>): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.studentId === undefined ? undefined : eq(payments.studentId, filters.studentId),
    filters.from === undefined ? undefined : gte(payments.date, filters.from),
    filters.to === undefined ? undefined : lte(payments.date, filters.to),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

async function paymentById(db: Database, id: number): Promise<Payment | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row && toPayment(row);
}

/** POST /payments: a student's payment of a date up to today. */
export async function createPayment(db: Database, actor: TokenUser, input: z.output<typeof paymentInput>): Promise<Payment> {
  await requireStudent(db, input.studentId, M.studentNotFound);
  if (input.date > (await centreToday(db))) throw badRequest(M.paymentFuture, [{ path: 'date', message: M.paymentFuture }]);
  const [row] = await db
    .insert(payments)
    .values({
      studentId: input.studentId,
      amount: numericOf(input.amount),
      date: input.date,
      method: input.method,
      comment: input.comment,
      createdBy: actor.id,
    })
    .returning({ id: payments.id });
  return (await paymentById(db, row!.id))!;
}

/** GET /payments?studentId&from&to&page&limit: newest first, with the total. */
export async function listPayments(db: Database, query: PaymentsQuery): Promise<PaymentPage> {
  const where = and(...paymentConditions(query));
  const { rows, total } = await readPage(query, {
    count: async () => (await db.select({ n: count() }).from(payments).where(where))[0]?.n ?? 0,
    rows: (window) => {
      const page = selectPayments(db)
        .where(where)
        .orderBy(...PAYMENT_ORDER);
      return window.limit === undefined ? page : page.limit(window.limit).offset(window.offset);
    },
  });
  return { items: rows.map(toPayment), total };
}

/** DELETE /payments/:id (ADMIN): a payment made by mistake goes; the answer is the payment deleted. */
export async function deletePayment(db: Database, id: number): Promise<Payment> {
  const payment = await paymentById(db, id);
  if (!payment) throw notFound(M.paymentNotFound);
  await db.delete(payments).where(eq(payments.id, id));
  return payment;
}
