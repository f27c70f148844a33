import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: a counter per kind of cached answer (api/src/http/answer-cache.ts), raised by
 * triggers when a transaction that changed what those answers show commits (migration 0010).
 */
export const answerVersions = pgTable(
  'answer_versions',
  {
    id: boolean('id').primaryKey().default(true),
    achievements: bigint('achievements', { mode: 'number' }).notNull().default(0),
    timetable: bigint('timetable', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('answer_versions_one_row', sql`${t.id}`)],
);

/** What a cached answer is made of: a column of answer_versions. */
export type AnswerDomain = 'achievements' | 'timetable';
