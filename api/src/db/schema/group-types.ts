import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A kind of lesson group ('Индивидуальное', 'Группа'); total_places 0 means unlimited. */
export const groupTypes = pgTable(
  'group_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    totalPlaces: integer('total_places').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Группа' and 'группа' are the same group type.
    uniqueIndex('group_types_name_unique').on(sql`lower(${t.name})`),
    check('group_types_total_places_check', sql`${t.totalPlaces} >= 0`),
  ],
);

export type GroupTypeRow = typeof groupTypes.$inferSelect;
