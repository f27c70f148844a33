import { dayOffBody, type DayOffInput } from '@diary/common';
import { issuesToFieldErrors, type FormCheck } from '@diary/web-kit';
import { DAY_OFF_FIELDS, type DayOffField } from './DaysOffStore';

export interface DayOffFormValues {
  /** YYYY-MM-DD, '' until chosen. */
  date: string;
  /** A branch's id, or '' for every branch. */
  filial_id: string;
  reason: string;
}

export const emptyDayOffForm = (): DayOffFormValues => ({ date: '', filial_id: '', reason: '' });

/** By the schema the API checks with: a date, a branch or none, a reason. */
export function validateDayOff(values: DayOffFormValues): FormCheck<DayOffField, DayOffInput> {
  const parsed = dayOffBody.safeParse({ ...values, filial_id: values.filial_id === '' ? null : Number(values.filial_id) });
  return parsed.success
    ? { ok: true, payload: parsed.data }
    : { ok: false, errors: issuesToFieldErrors(parsed.error.issues, DAY_OFF_FIELDS) };
}
