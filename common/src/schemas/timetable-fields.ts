import { z } from 'zod';
import { idFromText, INT32_MAX, positiveId } from './primitives';
import { LESSON_TIME_STEP_MINUTES, TIMETABLE_MESSAGES as M } from './timetable';
import { MINUTES_PER_DAY, parseTimeOfDay } from './timetable-time';

/* The fields the timetable's schemas are built of, with their Russian messages. */

/** Ids are PostgreSQL integers: a larger number is a client's mistake (400), never a failed query (500). */
export const MAX_RECORD_ID = INT32_MAX;
export { positiveId };
/** `:id` of the timetable's calls. */
export const recordIdParams = z.object({ id: positiveId });

/** An optional time of day: absent stays undefined, null or blank clears (null), otherwise minutes. */
export const optionalTime = z
  .union([z.string(), z.null()], { error: M.timeFormat })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const minutes = parseTimeOfDay(value);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message: M.timeFormat });
      return z.NEVER;
    }
    return minutes;
  });

/** A lesson's start: required, HH:MM, on the 5-minute step. */
export const lessonStart = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: M.timeStartRequired });
    return z.NEVER;
  }
  const minutes = parseTimeOfDay(value);
  if (minutes === null) {
    ctx.addIssue({ code: 'custom', message: M.timeStartFormat });
    return z.NEVER;
  }
  if (minutes % LESSON_TIME_STEP_MINUTES !== 0) {
    ctx.addIssue({ code: 'custom', message: M.timeStartStep });
    return z.NEVER;
  }
  return minutes;
});

export const weekday = z.coerce
  .number({ error: M.dayOfWeek })
  .int({ error: M.dayOfWeek })
  .min(1, { error: M.dayOfWeek })
  .max(7, { error: M.dayOfWeek });

export const duration = z.coerce
  .number({ error: M.durationInvalid })
  .int({ error: M.durationInvalid })
  .min(1, { error: M.durationInvalid })
  .max(MINUTES_PER_DAY, { error: M.durationInvalid });

/** A required id with the form's own message when missing or not an id. */
export const requiredId = (message: string) =>
  z
    .preprocess((value) => (value === '' || value === null ? undefined : value), z.unknown())
    .pipe(
      z.preprocess(
        idFromText,
        z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_RECORD_ID, { error: message }),
      ),
    );
/** An optional id: absent stays undefined, null or '' unsets. */
export const nullableId = z.preprocess((value) => (value === '' ? null : value), positiveId.nullable().optional());

/** Text that may be cleared: absent stays undefined, blank becomes null. */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Не длиннее ${max} символов` })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const uniqueIds = (message: string) =>
  z
    .array(positiveId, { error: message })
    .min(1, { error: message })
    .transform((ids) => [...new Set(ids)]);

/** A branch to filter by, under either name the forms send. */
export const filialIdFilter = {
  filialId: positiveId.optional(),
  filial_id: positiveId.optional(),
};
