import { latenessSchema, latenessTimesError, parseTimeOfDay, toIsoDate, type RequestOf, type TeacherLateness } from '@diary/common';
import { issuesToFieldErrors, type FieldErrors } from '@diary/web-kit';

export type LatenessField = 'userId' | 'incidentDate' | 'plannedTime' | 'actualTime';
export const LATENESS_FIELDS: readonly LatenessField[] = ['userId', 'incidentDate', 'plannedTime', 'actualTime'];

export interface LatenessFormValues {
  userId: number | null;
  /** YYYY-MM-DD */
  incidentDate: string;
  /** HH:MM, or '' */
  plannedTime: string;
  actualTime: string;
}

/** What POST teacher-lateness and PUT teacher-lateness/:id take: times as 'HH:MM'. */
export type LatenessPayload = RequestOf<typeof latenessSchema>;

export function emptyLatenessForm(today = new Date()): LatenessFormValues {
  return { userId: null, incidentDate: toIsoDate(today), plannedTime: '', actualTime: '' };
}

export function latenessToForm(l: TeacherLateness): LatenessFormValues {
  return { userId: l.userId, incidentDate: l.incidentDate, plannedTime: l.plannedTime.slice(0, 5), actualTime: l.actualTime.slice(0, 5) };
}

export type LatenessValidation = { ok: true; payload: LatenessPayload } | { ok: false; errors: FieldErrors<LatenessField> };

/**
 * docs/product/rules.md "Lateness" by the shared schema: 'Выберите учителя', 'Выберите дату инцидента',
 * 'Выберите плановое время', 'Выберите фактическое время', and the actual time after the planned
 * one ('Фактическое время должно быть больше планового') — checked before anything is sent.
 */
export function validateLateness(values: LatenessFormValues): LatenessValidation {
  const parsed = latenessSchema.safeParse(values);
  const errors: FieldErrors<LatenessField> = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, LATENESS_FIELDS);
  // the schema's cross-field check is skipped while another field fails: say it at once anyway
  const planned = parseTimeOfDay(values.plannedTime);
  const actual = parseTimeOfDay(values.actualTime);
  if (planned !== null && actual !== null) {
    const timesError = latenessTimesError(planned, actual);
    if (timesError) errors.actualTime ??= timesError;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      userId: parsed.data.userId,
      incidentDate: parsed.data.incidentDate,
      plannedTime: values.plannedTime.trim(),
      actualTime: values.actualTime.trim(),
    },
  };
}
