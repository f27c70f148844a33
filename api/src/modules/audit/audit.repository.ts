import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { addDays, type AuditFilters, type AuditRecord, type AuditQuery } from '@diary/common';
import type { Database } from '../../db/client';
import { auditRecords } from '../../db/schema';
import { apiRecord } from './audit-fields';

/** The conditions of the list's filters; from and to are the centre's dates, both included. */
export function auditConditions(filters: AuditFilters): SQL[] {
  const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone centre_time_zone())`;
  return [
    filters.entity ? eq(auditRecords.entity, filters.entity) : undefined,
    filters.entityId ? eq(auditRecords.entityId, filters.entityId) : undefined,
    filters.actorId ? eq(auditRecords.actorId, filters.actorId) : undefined,
    filters.action ? eq(auditRecords.action, filters.action) : undefined,
    filters.from ? gte(auditRecords.at, dayStart(filters.from)) : undefined,
    filters.to ? lt(auditRecords.at, dayStart(addDays(filters.to, 1))) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** A record as stored, the actor as they were, the time as an ISO timestamp (its changes go through apiRecord). */
export const auditRecordJson = sql<AuditRecord>`json_build_object(
  'id', ${auditRecords.id},
  'at', to_char(${auditRecords.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'actor', case when ${auditRecords.actorId} is null then null
    else json_build_object('id', ${auditRecords.actorId}, 'fullName', ${auditRecords.actorName}, 'role', ${auditRecords.actorRole}) end,
  'action', ${auditRecords.action},
  'entity', ${auditRecords.entity},
  'entityId', ${auditRecords.entityId},
  'changes', ${auditRecords.changes})`;

/** Newest first: the order of the list, of the export and of the indexes. */
export const NEWEST_FIRST = [desc(auditRecords.at), desc(auditRecords.id)] as const;

/** GET /audit: a page of the records newest first, and how many match. */
export async function listAudit(db: Database, query: AuditQuery): Promise<{ items: AuditRecord[]; total: number }> {
  const where = and(...auditConditions(query));
  const [items, [counted]] = await Promise.all([
    db
      .select({ record: auditRecordJson })
      .from(auditRecords)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditRecords)
      .where(where),
  ]);
  return { items: items.map((row) => apiRecord(row.record)), total: counted?.total ?? 0 };
}
