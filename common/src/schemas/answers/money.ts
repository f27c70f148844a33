import { z } from 'zod';
import {
  PAY_RATE_KINDS,
  PAYMENT_METHODS,
  type DebtorPage,
  type MonthState,
  type NamedPerson,
  type PayRate,
  type Payment,
  type PaymentPage,
  type SalaryMonth,
  type StudentBalance,
  type TeacherSalary,
} from '../money';
import { answerOf, calendarDay, count, recordId, timeOfDay, timestamp } from './shared';

/** Rubles: a JSON number with at most two decimals. */
const rubles = z.number().refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
  message: 'не больше двух знаков после запятой',
});
const hours = z.number().nonnegative();
const month = z.string().regex(/^\d{4}-\d{2}$/);

const namedPerson = answerOf<NamedPerson>()(z.strictObject({ id: recordId, fullName: z.string() }));

export const payRateAnswer = answerOf<PayRate>()(
  z.strictObject({
    id: recordId,
    teacherId: recordId.nullable(),
    serviceId: recordId.nullable(),
    kind: z.enum(PAY_RATE_KINDS),
    amount: rubles,
  }),
);
/** GET /salary/rates: a plain array. */
export const payRatesAnswer = z.array(payRateAnswer);

/** GET /salary?month. */
export const salaryMonthAnswer = answerOf<SalaryMonth>()(
  z.strictObject({
    month,
    closed: z.boolean(),
    items: z.array(z.strictObject({ teacher: namedPerson, lessons: count, students: count, hours, amount: rubles })),
    total: rubles,
  }),
);

/** GET /salary/teacher/:id?month. */
export const teacherSalaryAnswer = answerOf<TeacherSalary>()(
  z.strictObject({
    month,
    closed: z.boolean(),
    teacher: namedPerson,
    items: z.array(
      z.strictObject({
        lessonId: recordId,
        date: calendarDay,
        time_start: timeOfDay,
        subject: z.string(),
        students: count,
        hours,
        rate: z.strictObject({ kind: z.enum(PAY_RATE_KINDS), amount: rubles }).nullable(),
        amount: rubles,
      }),
    ),
    amount: rubles,
  }),
);

/** POST /salary/close, /salary/reopen. */
export const monthStateAnswer = answerOf<MonthState>()(z.strictObject({ month, closed: z.boolean() }));

export const paymentAnswer = answerOf<Payment>()(
  z.strictObject({
    id: recordId,
    student: namedPerson,
    amount: rubles,
    date: calendarDay,
    method: z.enum(PAYMENT_METHODS),
    comment: z.string().nullable(),
    createdBy: namedPerson.nullable(),
    createdAt: timestamp,
  }),
);
/** GET /payments. */
export const paymentPageAnswer = answerOf<PaymentPage>()(z.strictObject({ items: z.array(paymentAnswer), total: count }));

/** GET /balance/student/:id. */
export const studentBalanceAnswer = answerOf<StudentBalance>()(
  z.strictObject({
    student: namedPerson,
    paid: rubles,
    charged: rubles,
    balance: rubles,
    items: z.array(
      z.discriminatedUnion('kind', [
        z.strictObject({
          date: calendarDay,
          kind: z.literal('payment'),
          amount: rubles,
          paymentId: recordId,
          method: z.enum(PAYMENT_METHODS),
          comment: z.string().nullable(),
        }),
        z.strictObject({ date: calendarDay, kind: z.literal('charge'), amount: rubles, lessonId: recordId, subject: z.string() }),
      ]),
    ),
  }),
);

/** GET /balance/debtors. */
export const debtorPageAnswer = answerOf<DebtorPage>()(
  z.strictObject({ items: z.array(z.strictObject({ student: namedPerson, balance: rubles })), total: count }),
);
