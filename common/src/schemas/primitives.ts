import { z } from 'zod';
import { toCalendarDate } from './achievement-rules';

/**
 * What a client sends to a route whose body `S` parses — the request's twin of `answerOf`: the
 * schema's fields, optional where the schema lets them be left out; each typed as the schema's
 * parsed value where the schema takes that value back (an id a number, not the "id or its text, or
 * null" that its input admits) and as its input where parsing changes its kind ('10:30' becomes
 * minutes). A field renamed in the schema is a type error in every form that builds the request.
 * A field behind z.preprocess takes anything in, so it is typed as its parsed value: right for ids,
 * wrong where the parsed value is of another kind than the sent one (a lesson's time_start sent as
 * '10:30' and parsed to minutes, a service's price sent as a number and parsed to text), and those
 * requests stay written out by hand (lesson-form-model, board-form-model, service-form-model).
 */
export type RequestOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S>
    ? unknown extends z.input<S>[K]
      ? z.output<S>[K]
      : z.output<S>[K] extends z.input<S>[K]
        ? z.output<S>[K]
        : z.input<S>[K]
    : z.input<S>[K];
};

/** A required text field: trimmed, and the given message when missing or blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** An optional text field: trimmed; blank becomes null. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** Query booleans accept true/false and 1/0 (docs/api/contract.md "General"). */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
    error: 'Ожидается true, false, 1 или 0',
  })
  .transform((value) => value === true || value === 'true' || value === '1');

/** The largest PostgreSQL integer: ids, and any number compared with an integer column, stay within it. */
export const INT32_MAX = 2147483647;

/**
 * An id as a path or a query writes it: its digits alone. Number() reads '1e3', '0x10', '+5',
 * '5.0' and ' 5' as numbers too, and `GET /users/1e3` would answer user 1000.
 */
const ID_DIGITS = /^[1-9][0-9]*$/;

/** For a schema's preprocess: an id's digits become its number; any other text stays text, for the number schema to refuse. */
export const idFromText = (value: unknown): unknown => (typeof value === 'string' && ID_DIGITS.test(value) ? Number(value) : value);

/** The id a value names — a JSON number or an id's digits, a whole number from 1 to INT32_MAX — or null. */
export function idOf(value: unknown): number | null {
  const id = idFromText(value);
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= INT32_MAX ? id : null;
}

/** An id of a path, a query or a body: a JSON number, or its digits (the one rule for every id, see ID_DIGITS). */
export const positiveId = z.preprocess(
  idFromText,
  z
    .number({ error: 'Ожидается идентификатор' })
    .int({ error: 'Ожидается целый идентификатор' })
    .positive({ error: 'Ожидается положительный идентификатор' })
    // ids are PostgreSQL integers: a larger number can name no record
    .max(INT32_MAX, { error: 'Слишком большой идентификатор' }),
);

export const idParams = z.object({ id: positiveId });

/** The largest page number a list accepts: beyond it no list has rows, and the offset stays a safe integer. */
export const PAGE_MAX = 1_000_000;
/**
 * The largest page (limit), and the most rows a list answers when asked for all of them (limit 0
 * or -1): beyond it the API answers 400 asking for a filter or pages. The screens ask for 50–200.
 */
export const ALL_ROWS_MAX = 10_000;

/** page from 1; limit 0 or -1 means "all" (at most ALL_ROWS_MAX rows). */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'page должен быть числом' })
    .int({ error: 'page должен быть целым числом' })
    .min(1, { error: 'page начинается с 1' })
    .max(PAGE_MAX, { error: `page не больше ${PAGE_MAX}` })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit должен быть числом' })
    .int({ error: 'limit должен быть целым числом' })
    .min(-1, { error: 'limit: 0 или -1 — все записи, иначе положительное число' })
    .max(ALL_ROWS_MAX, { error: `limit не больше ${ALL_ROWS_MAX}` })
    .default(0),
});

export const sortOrder = z.enum(['asc', 'desc'], { error: 'order: asc или desc' });

/**
 * The largest page of the lists that answer a plain array unless asked for a page (students,
 * compensations, complaints, feedback): a larger `limit` is cut to it. The tables' largest page
 * size, so that every page a screen asks for comes whole; 0 or -1 still mean "all".
 */
export const LIST_PAGE_MAX = 200;

/**
 * page and limit of a list that answers a plain JSON array when neither is sent (docs/api/contract.md
 * "General": other clients rely on it) and `{items, total}` when one is.
 */
export const optionalPageQuery = {
  page: pageQuery.shape.page.unwrap().optional(),
  limit: pageQuery.shape.limit.unwrap().optional(),
};

/** A required calendar date (YYYY-MM-DD or an ISO timestamp) → 'YYYY-MM-DD'. */
export function calendarDate(message: string) {
  return z.string({ error: message }).transform((value, ctx) => {
    const date = toCalendarDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });
}

/** A person as achievements and difficulties carry them. */
export interface PersonRef {
  id: number;
  first_name: string;
  second_name: string;
  last_name: string | null;
}
