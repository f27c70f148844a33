import type { Database } from './client';
import { answerVersions, type AnswerDomain } from './schema';

export type AnswerVersions = Record<AnswerDomain, number>;

/**
 * Reads the counters of answer_versions: one row, by a statement prepared once per connection.
 * Undefined when the row is missing (a test emptied every table), and then nothing is cached.
 */
export function answerVersionsReader(db: Database): () => Promise<AnswerVersions | undefined> {
  const prepare = () =>
    db
      .select({ achievements: answerVersions.achievements, timetable: answerVersions.timetable })
      .from(answerVersions)
      .prepare('answer_versions');
  let statement: ReturnType<typeof prepare> | undefined;
  return async () => {
    statement ??= prepare();
    return (await statement.execute())[0];
  };
}
