// The fields the records' schemas share: ids, optional notes, times, date and text filters, archive flags, a list's paging and order.
import { z } from 'zod';
import { calendarDate, idOf, optionalPageQuery, queryBoolean, sortOrder } from './primitives';
import { parseTimeOfDay } from './timetable-time';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required id (a number or its text, as multipart sends it); missing, 0 or text → the message. */
export const requiredId = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, ctx) => {
    const id = idOf(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** An optional id: missing, '', null or 0 mean "none". */
export const optionalId = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (blank(value) || value === 0 || value === '0') return undefined;
      const id = idOf(value);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

/** An optional text of a record: trimmed; blank becomes null. */
export const optionalComment = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

/** A required time of day 'HH:MM' → minutes since midnight. */
export const timeOfDay = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const minutes = parseTimeOfDay(value);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minutes;
  });

/** An optional date filter: '' means none. */
export const dateFilter = (name: string) =>
  z
    .union([z.literal(''), calendarDate(`${name}: ожидается дата YYYY-MM-DD`)], { error: `${name}: ожидается дата YYYY-MM-DD` })
    .optional()
    .transform((value) => (value ? value : undefined));

export const textFilter = z
  .string()
  .trim()
  .max(200, { error: 'Не длиннее 200 символов' })
  .optional()
  .transform((value) => (value ? value : undefined));

export const includeArchived = queryBoolean.optional();
/** true: the archived records only, false: the active ones only; it wins over includeArchived. */
export const archived = queryBoolean.optional();

/**
 * What a record list takes beyond its filters: a page (`page`, `limit`: then the answer is
 * `{items, total}`, docs/api/contract.md "General") and its order (`sort` among the given fields,
 * `order`; newest first by default, then by id).
 */
export const recordListPaging = <S extends string>(sorts: readonly [S, ...S[]]) => ({
  ...optionalPageQuery,
  sort: z.enum(sorts, { error: `sort: ${sorts.join(', ')}` }).optional(),
  order: sortOrder.optional(),
});

/** GET …/teacher/:id, …/student/:id of compensations and complaints. */
export const includeArchivedQuery = z.object({ includeArchived });
export type IncludeArchivedQuery = z.infer<typeof includeArchivedQuery>;
