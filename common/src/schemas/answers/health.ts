import { z } from 'zod';

/** GET /api/health: 200 with ok, 503 with error when the database does not answer. */
export const healthAnswer = z.strictObject({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
