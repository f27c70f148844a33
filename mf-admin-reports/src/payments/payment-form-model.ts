import { MONEY_MESSAGES, paymentInput, rublesOf, type PaymentMethod, type RequestOf } from '@diary/common';
import { issuesToFieldErrors, rublesInput, type FieldErrors, type FormCheck } from '@diary/web-kit';
import { PAYMENT_TEXTS } from './payment-texts';

export type PaymentField = 'studentId' | 'amount' | 'date' | 'method' | 'comment';
export const PAYMENT_FIELDS: readonly PaymentField[] = ['studentId', 'amount', 'date', 'method', 'comment'];

export interface PaymentFormValues {
  studentId: number | null;
  /** As typed: '1 750,50'. */
  amount: string;
  /** YYYY-MM-DD, or '' while being typed. */
  date: string;
  method: PaymentMethod;
  comment: string;
}

/** What POST payments takes: the amount in rubles, a JSON number; no comment when none was written. */
export type PaymentPayload = RequestOf<typeof paymentInput>;

/** Today, cash, and the student the list is filtered by, if any. */
export const emptyPaymentForm = (today: string, studentId: number | null = null): PaymentFormValues => ({
  studentId,
  amount: '',
  date: today,
  method: 'cash',
  comment: '',
});

/**
 * The API's own check (paymentInput): a student picked, the amount above 0 and at most 10 000 000 ₽
 * with two decimals at most, a date, a method, a comment of 500 characters at most; and the date not
 * after `today` (the API says the same of a date after the centre's today).
 */
export function validatePayment(values: PaymentFormValues, today: string): FormCheck<PaymentField, PaymentPayload> {
  const parsed = paymentInput.safeParse({ ...values, amount: rublesInput(values.amount) });
  const errors: FieldErrors<PaymentField> = {};
  if (values.studentId === null) errors.studentId = PAYMENT_TEXTS.studentRequired;
  if (!parsed.success) Object.assign(errors, { ...issuesToFieldErrors(parsed.error.issues, PAYMENT_FIELDS), ...errors });
  if (!errors.date && values.date > today) errors.date = MONEY_MESSAGES.paymentFuture;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { studentId, amount, date, method, comment } = parsed.data;
  return { ok: true, payload: { studentId, amount: rublesOf(amount), date, method, ...(comment ? { comment } : {}) } };
}
