import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { groupTypes } from './group-types';

/** What the centre sells: a lesson of a group type, a duration and a price. Archived, never deleted. */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    groupTypeId: integer('group_type_id')
      .notNull()
      .references(() => groupTypes.id, { onDelete: 'restrict' }),
    durationMinutes: integer('duration_minutes').notNull(),
    // Roubles, exact: drizzle reads numeric as a string, never a float.
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('services_duration_check', sql`${t.durationMinutes} > 0`),
    check('services_price_check', sql`${t.price} > 0`),
    index('services_archived_name_idx').on(t.isArchived, t.name),
    index('services_group_type_idx').on(t.groupTypeId),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
