import { z } from 'zod';
import { calendarDate, pageQuery, positiveId } from './primitives';

/*
 * The centre's money (docs/product/beyond.md §6–7): teachers' pay from the attendance journal, and
 * what each student has paid and owes. Amounts are rubles with at most two decimals on the wire;
 * in between they are whole kopecks (here and in the API) or `numeric` (in the database), never a
 * binary float: 0.1 + 0.1 + 0.1 makes 0.3.
 */

export const PAY_RATE_KINDS = ['lesson', 'student', 'hour'] as const;
export type PayRateKind = (typeof PAY_RATE_KINDS)[number];

export const PAY_RATE_KIND_LABELS: Record<PayRateKind, string> = {
  lesson: 'За занятие',
  student: 'За ученика',
  hour: 'За час',
};

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Наличные',
  card: 'Карта',
  transfer: 'Перевод',
};

/** The largest pay rate and the largest payment, in rubles. */
export const PAY_RATE_MAX_RUBLES = 1_000_000;
export const PAYMENT_MAX_RUBLES = 10_000_000;
export const PAYMENT_COMMENT_MAX = 500;

export const MONEY_MESSAGES = {
  rateExists: 'Ставка уже задана',
  rateNotFound: 'Ставка не найдена',
  rateKind: 'Вид ставки: lesson, student или hour',
  rateAmount: 'Ставка — сумма больше 0 и не больше 1 000 000 ₽, не больше двух знаков после запятой',
  teacherNotFound: 'Преподаватель не найден',
  serviceNotFound: 'Услуга не найдена',
  monthRequired: 'Укажите месяц в формате YYYY-MM',
  monthNotEnded: 'Месяц ещё не закончился',
  monthClosed: 'Месяц закрыт для изменений',
  paymentAmount: 'Сумма — больше 0 и не больше 10 000 000 ₽, не больше двух знаков после запятой',
  paymentMethod: 'Способ оплаты: cash, card или transfer',
  paymentDate: 'Укажите дату оплаты в формате YYYY-MM-DD',
  paymentFuture: 'Дата оплаты не может быть позже сегодняшнего дня',
  paymentNotFound: 'Оплата не найдена',
  studentNotFound: 'Ученик не найден',
  commentTooLong: `Комментарий — не длиннее ${PAYMENT_COMMENT_MAX} символов`,
} as const;

/** Rubles with at most two decimals, as JSON writes them (1750, 1750.5, 0.1), or the same as text. */
const RUBLES_TEXT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** Whole kopecks of an amount of rubles written as above, or null: 0.1 → 10, '1750.50' → 175050. */
export function kopecksOf(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = RUBLES_TEXT.exec(text);
  if (!match) return null;
  const [rubles, fraction = ''] = text.split('.');
  return Number(rubles) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Rubles of whole kopecks, for JSON: 175050 → 1750.5. An integer divided by 100 is the double
 * nearest to the decimal, which JSON then writes as that decimal (30 → 0.3).
 */
export const rublesOf = (kopecks: number): number => kopecks / 100;

/**
 * An amount of rubles, > 0 and at most `maxRubles`, two decimals at most: parsed into whole kopecks.
 * A number or a string (the OpenAPI document says so); `kopecksOf` alone decides, anything else
 * gets the same message.
 */
export function moneyAmount(maxRubles: number, message: string) {
  const rubles = z
    .union([z.number(), z.string()], { error: message })
    .describe(`Рубли, не больше двух знаков после запятой: 1750.5 или "1750.50"; больше 0 и не больше ${maxRubles}`);
  return rubles.transform((value, ctx) => {
    const kopecks = kopecksOf(value);
    if (kopecks === null || kopecks <= 0 || kopecks > maxRubles * 100) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return kopecks;
  });
}

/** 'YYYY-MM', a month of the years 2000–2100. */
export const monthText = z
  .string({ error: MONEY_MESSAGES.monthRequired })
  .regex(/^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$/, { error: MONEY_MESSAGES.monthRequired });

/** ?month=YYYY-MM */
export const monthQuery = z.object({ month: monthText });
/** {month} of closing and reopening. */
export const monthBody = z.object({ month: monthText });

/** An optional id of a rate's pair: absent, null or '' is "any". */
const optionalPairId = z.preprocess((value) => (value === '' || value === undefined ? null : value), positiveId.nullable());

/** POST /salary/rates, PUT /salary/rates/:id. */
export const payRateInput = z.object({
  teacherId: optionalPairId,
  serviceId: optionalPairId,
  kind: z.enum(PAY_RATE_KINDS, { error: MONEY_MESSAGES.rateKind }),
  amount: moneyAmount(PAY_RATE_MAX_RUBLES, MONEY_MESSAGES.rateAmount),
});
export type PayRateInput = z.input<typeof payRateInput>;

/** POST /payments. */
export const paymentInput = z.object({
  studentId: positiveId,
  amount: moneyAmount(PAYMENT_MAX_RUBLES, MONEY_MESSAGES.paymentAmount),
  date: calendarDate(MONEY_MESSAGES.paymentDate),
  method: z.enum(PAYMENT_METHODS, { error: MONEY_MESSAGES.paymentMethod }),
  comment: z
    .string()
    .trim()
    .max(PAYMENT_COMMENT_MAX, { error: MONEY_MESSAGES.commentTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PaymentInput = z.input<typeof paymentInput>;

const optionalDay = (message: string) => z.preprocess((value) => (value === '' ? undefined : value), calendarDate(message).optional());
const optionalId = z.preprocess((value) => (value === '' ? undefined : value), positiveId.optional());

/** GET /payments?studentId&from&to&page&limit, and its export (from, to). */
export const paymentsQuery = pageQuery.extend({
  studentId: optionalId,
  from: optionalDay('from: укажите дату в формате YYYY-MM-DD'),
  to: optionalDay('to: укажите дату в формате YYYY-MM-DD'),
});

/** GET /balance/debtors?page&limit */
export const debtorsQuery = pageQuery;

// ——— what the API answers ———

export interface NamedPerson {
  id: number;
  fullName: string;
}

export interface PayRate {
  id: number;
  teacherId: number | null;
  serviceId: number | null;
  kind: PayRateKind;
  /** Rubles. */
  amount: number;
}

/** GET /salary?month: a teacher's line of the month. */
export interface SalaryLine {
  teacher: NamedPerson;
  /** Held occurrences. */
  lessons: number;
  /** Students present or late over them. */
  students: number;
  hours: number;
  amount: number;
}

export interface SalaryMonth {
  month: string;
  closed: boolean;
  items: SalaryLine[];
  total: number;
}

/** One held occurrence of a teacher's month. */
export interface SalaryOccurrence {
  lessonId: number;
  date: string;
  time_start: string;
  subject: string;
  students: number;
  hours: number;
  rate: { kind: PayRateKind; amount: number } | null;
  amount: number;
}

export interface TeacherSalary {
  month: string;
  closed: boolean;
  teacher: NamedPerson;
  items: SalaryOccurrence[];
  amount: number;
}

export interface MonthState {
  month: string;
  closed: boolean;
}

export interface Payment {
  id: number;
  student: NamedPerson;
  amount: number;
  date: string;
  method: PaymentMethod;
  comment: string | null;
  /** Null once the account that recorded it is deleted. */
  createdBy: NamedPerson | null;
  createdAt: string;
}

export interface PaymentPage {
  items: Payment[];
  total: number;
}

export type BalanceItem =
  | { date: string; kind: 'payment'; amount: number; paymentId: number; method: PaymentMethod; comment: string | null }
  | { date: string; kind: 'charge'; amount: number; lessonId: number; subject: string };

export interface StudentBalance {
  student: NamedPerson;
  paid: number;
  charged: number;
  /** paid − charged: below zero, the student owes. */
  balance: number;
  items: BalanceItem[];
}

export interface Debtor {
  student: NamedPerson;
  balance: number;
}

export interface DebtorPage {
  items: Debtor[];
  total: number;
}
