import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAY_RATE_KINDS, PAYMENT_METHODS } from '@diary/common';
import { services } from './services';
import { users } from './users';

/*
 * The centre's money (docs/product/beyond.md §6–7; migration 0019, which also holds what
 * drizzle-kit cannot express: the triggers keeping the charges, the occurrences' service and
 * attended counts, and student_balances in step, salary_month_lock(), money_rollups_rebuild()).
 * Amounts are numeric(12,2) rubles: drizzle reads them as strings, never floats.
 */

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A pay rate: of a teacher and a service, either of which may be null ("any"); one per pair. */
export const salaryRates = pgTable(
  'salary_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAY_RATE_KINDS }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salary_rates_pair_unique').on(sql`coalesce(${t.teacherId}, 0)`, sql`coalesce(${t.serviceId}, 0)`),
    check('salary_rates_kind_check', sql`${t.kind} in (${quoted(PAY_RATE_KINDS)})`),
    check('salary_rates_amount_check', sql`${t.amount} > 0 and ${t.amount} <= 1000000`),
  ],
);

/** A month of pay that has been closed (and maybe reopened). `id` is the month as a number: 202409. */
export const salaryMonths = pgTable(
  'salary_months',
  {
    id: integer('id').primaryKey(),
    /** Its first day. */
    month: date('month', { mode: 'string' }).notNull().unique('salary_months_month_unique'),
    closed: boolean('closed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'salary_months_id_check',
      sql`${t.id} = extract(year from ${t.month})::integer * 100 + extract(month from ${t.month})::integer and extract(day from ${t.month}) = 1`,
    ),
  ],
);

/** A closed month's held occurrences, with their figures as they were when it closed. */
export const salaryMonthOccurrences = pgTable(
  'salary_month_occurrences',
  {
    monthId: integer('month_id').notNull(),
    scheduleId: integer('schedule_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    teacherId: integer('teacher_id').notNull(),
    startMin: integer('start_min').notNull(),
    subject: text('subject').notNull(),
    students: integer('students').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    rateKind: text('rate_kind', { enum: PAY_RATE_KINDS }),
    rateAmount: numeric('rate_amount', { precision: 12, scale: 2 }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'salary_month_occurrences_pk', columns: [t.scheduleId, t.date] }),
    foreignKey({
      name: 'salary_month_occurrences_month_id_salary_months_id_fk',
      columns: [t.monthId],
      foreignColumns: [salaryMonths.id],
    }).onDelete('cascade'),
    index('salary_month_occurrences_teacher_idx').on(t.monthId, t.teacherId, t.date, t.startMin),
  ],
);

/** A payment of a student. Deleted only by an ADMIN (a payment made by mistake). */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    comment: text('comment'),
    /** Who recorded it; null once that account is deleted. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_student_idx').on(t.studentId, t.date.desc(), t.id.desc()),
    index('payments_date_idx').on(t.date.desc(), t.id.desc()),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.amount} <= 10000000`),
    check('payments_method_check', sql`${t.method} in (${quoted(PAYMENT_METHODS)})`),
  ],
);

/** What each student has paid and been charged, kept by the triggers of migration 0019. */
export const studentBalances = pgTable(
  'student_balances',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    paid: numeric('paid', { precision: 14, scale: 2 }).notNull().default('0'),
    charged: numeric('charged', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('student_balances_debt_idx')
      .on(sql`(${t.paid} - ${t.charged})`, t.studentId)
      .where(sql`${t.paid} < ${t.charged}`),
  ],
);
