import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const subjects = pgTable(
  'subjects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // 'Физика' and 'физика' are the same subject.
  (t) => [uniqueIndex('subjects_name_unique').on(sql`lower(${t.name})`)],
);

export type SubjectRow = typeof subjects.$inferSelect;
