import { payRateInput, rublesOf, type PayRate, type PayRateKind, type RequestOf } from '@diary/common';
import { issuesToFieldErrors, rublesInput, type FormCheck } from '@diary/web-kit';

export type PayRateField = 'teacherId' | 'serviceId' | 'kind' | 'amount';
export const PAY_RATE_FIELDS: readonly PayRateField[] = ['teacherId', 'serviceId', 'kind', 'amount'];

export interface PayRateFormValues {
  /** null: every teacher ('Все'). */
  teacherId: number | null;
  /** null: every service ('Все'). */
  serviceId: number | null;
  kind: PayRateKind;
  /** As typed: '1 750,50'. */
  amount: string;
}

/** What POST salary/rates and PUT salary/rates/:id take: the amount in rubles, a JSON number. */
export type PayRatePayload = RequestOf<typeof payRateInput>;

export const emptyPayRateForm = (): PayRateFormValues => ({ teacherId: null, serviceId: null, kind: 'lesson', amount: '' });

export const payRateToForm = (rate: PayRate): PayRateFormValues => ({
  teacherId: rate.teacherId,
  serviceId: rate.serviceId,
  kind: rate.kind,
  amount: String(rate.amount).replace('.', ','),
});

/** The API's own check (payRateInput): the amount above 0, at most 1 000 000 ₽, two decimals at most. */
export function validatePayRate(values: PayRateFormValues): FormCheck<PayRateField, PayRatePayload> {
  const parsed = payRateInput.safeParse({ ...values, amount: rublesInput(values.amount) });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues, PAY_RATE_FIELDS) };
  const { teacherId, serviceId, kind, amount } = parsed.data;
  return { ok: true, payload: { teacherId, serviceId, kind, amount: rublesOf(amount) } };
}
