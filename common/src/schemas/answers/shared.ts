import { z } from 'zod';
import type { ApiErrorWireBody } from '../../types';
import { CLASH_KINDS } from '../clashes';
import type { PersonRef } from '../primitives';

/**
 * The building blocks of the API's answers, written for the JSON on the wire: objects are strict
 * (a field the schema does not name is a mismatch), timestamps and dates are strings.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `answerOf<Lesson>()(schema)` compiles only when the schema parses into exactly the interface
 * the screens and services use: the two cannot drift apart.
 */
export const answerOf =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)): S =>
    schema;

export const recordId = z.number().int().positive();
/** A timestamp: ISO 8601 in UTC, '2025-09-01T08:30:00.000Z'. */
export const timestamp = z.iso.datetime();
/** A calendar date: 'YYYY-MM-DD'. */
export const calendarDay = z.iso.date();
/** A time of day: 'HH:MM'. */
export const timeOfDay = z.iso.time({ precision: -1 });
export const count = z.number().int().nonnegative();

/** A person as records carry them. */
export const personAnswer = answerOf<PersonRef>()(
  z.strictObject({
    id: recordId,
    first_name: z.string(),
    second_name: z.string(),
    last_name: z.string().nullable(),
  }),
);

/** {items, total}: a page of a list. */
export const pagedAnswer = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item), total: count });

/**
 * A list that answers a plain array when the call sends no paging, and `{items, total}` when it
 * does (docs/api/contract.md "General": the plain array stays for the clients that rely on it).
 */
export const arrayOrPageAnswer = <T extends z.ZodType>(item: T) => z.union([z.array(item), pagedAnswer(item)]);

/** An answer with no content: `{}`. */
export const emptyAnswer = z.strictObject({});

/** A clash of a timetable write (schemas/clashes.ts). */
export const clashAnswer = z.strictObject({
  kind: z.enum(CLASH_KINDS),
  lessonId: recordId,
  personId: recordId.nullable(),
});

/** The API's error body (docs/api/contract.md "Errors"), for every 4xx and 5xx. */
export const apiErrorAnswer = answerOf<ApiErrorWireBody>()(
  z.strictObject({
    message: z.string().describe('Текст для человека'),
    code: z.string().describe('VALIDATION, UNAUTHENTICATED, FORBIDDEN, BANNED, NOT_FOUND, CONFLICT, …'),
    errors: z
      .array(
        z.union([
          z.strictObject({ path: z.string(), message: z.string() }),
          // An import's problem: the spreadsheet's row (the header is 1) and column.
          z.strictObject({ row: z.number().int().positive(), column: z.string(), message: z.string() }),
        ]),
      )
      .optional(),
    clashes: z.array(clashAnswer).optional(),
  }),
);
