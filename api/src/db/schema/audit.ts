import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what (migration 0016_audit): one record per changed record per transaction, written
 * only by the database's triggers, in the transaction of the change. Never updated or deleted
 * afterwards.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction (txid_current()), to merge its writes of one record. */
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    /** No foreign key: a record outlives its author; the name and role are kept as they were. */
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('audit_records_entity_idx').on(t.entity, t.entityId, t.at.desc(), t.id.desc()),
    index('audit_records_actor_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_records_at_idx').on(t.at.desc(), t.id.desc()),
  ],
);
