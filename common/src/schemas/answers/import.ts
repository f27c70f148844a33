import { z } from 'zod';
import type { GeneratedPassword, ImportCheck, ImportDone, ImportError } from '../import';
import { answerOf, count } from './shared';

export const importErrorAnswer = answerOf<ImportError>()(
  z.strictObject({ row: z.number().int().positive(), column: z.string(), message: z.string() }),
);

/** POST /import/…?dryRun=1 → 200. */
export const importCheckAnswer = answerOf<ImportCheck>()(z.strictObject({ rows: count, valid: count, errors: z.array(importErrorAnswer) }));

export const generatedPasswordAnswer = answerOf<GeneratedPassword>()(
  z.strictObject({ row: z.number().int().positive(), username: z.string(), password: z.string() }),
);

/** POST /import/…?dryRun=0 → 201. */
export const importDoneAnswer = answerOf<ImportDone>()(
  z.strictObject({ created: count, passwords: z.array(generatedPasswordAnswer).optional() }),
);

/** Either answer of an import call: a check (200) or what was created (201). */
export const importAnswer = z.union([importCheckAnswer, importDoneAnswer]);
