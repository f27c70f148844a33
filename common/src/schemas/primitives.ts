import { z } from 'zod';

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

/** Query booleans accept true/false and 1/0 (API.md "General"). */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
    error: 'Ожидается true, false, 1 или 0',
  })
  .transform((value) => value === true || value === 'true' || value === '1');

export const positiveId = z.coerce
  .number({ error: 'Ожидается идентификатор' })
  .int({ error: 'Ожидается целый идентификатор' })
  .positive({ error: 'Ожидается положительный идентификатор' })
  // ids are PostgreSQL integers: a larger number can name no record
  .max(2147483647, { error: 'Слишком большой идентификатор' });

export const idParams = z.object({ id: positiveId });

/** page from 1; limit 0 or -1 means "all". */
export const pageQuery = z.object({
  page: z.coerce.number({ error: 'page должен быть числом' }).int().min(1, { error: 'page начинается с 1' }).default(1),
  limit: z.coerce
    .number({ error: 'limit должен быть числом' })
    .int()
    .min(-1, { error: 'limit: 0 или -1 — все записи, иначе положительное число' })
    .default(0),
});

export const sortOrder = z.enum(['asc', 'desc'], { error: 'order: asc или desc' });
