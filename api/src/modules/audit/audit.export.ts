import { and, sql } from 'drizzle-orm';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  ROLE_DESCRIPTIONS,
  type AuditAction,
  type AuditEntity,
  type AuditFilters,
  type Role,
} from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { auditRecords } from '../../db/schema';
import { exportFile, keysetPages, streamXlsx, type SheetColumn } from '../../http/xlsx-stream';
import { apiChanges } from './audit-fields';
import { auditConditions, NEWEST_FIRST } from './audit.repository';

interface AuditRow {
  id: number;
  /** The exact time, for the next page's start. */
  atKey: string;
  /** dd.mm.yyyy hh:mm in the centre's time zone. */
  when: string;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  entity: string;
  entityId: number;
  changes: Record<string, [unknown, unknown]>;
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** 'field: before → after' a line each. */
export const changesText = (changes: AuditRow['changes']) =>
  Object.entries(changes)
    .map(([field, [before, after]]) => `${field}: ${shown(before)} → ${shown(after)}`)
    .join('\n');

export const AUDIT_EXPORT_COLUMNS: readonly SheetColumn<AuditRow>[] = [
  { header: 'Когда', width: 17, value: (row) => row.when },
  { header: 'Кто', width: 32, value: (row) => row.actorName ?? 'Система' },
  { header: 'Роль', width: 16, value: (row) => (row.actorRole ? (ROLE_DESCRIPTIONS[row.actorRole as Role] ?? row.actorRole) : '') },
  { header: 'Действие', width: 20, value: (row) => AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action },
  { header: 'Объект', width: 16, value: (row) => AUDIT_ENTITY_LABELS[row.entity as AuditEntity] ?? row.entity },
  { header: 'Номер', width: 10, value: (row) => row.entityId },
  { header: 'Изменения', width: 80, value: (row) => changesText(apiChanges(row.entity, row.changes)) },
];

function auditPages(db: Database, filters: AuditFilters): AsyncGenerator<AuditRow[]> {
  const conditions = auditConditions(filters);
  return keysetPages<AuditRow>((last, limit) =>
    db
      .select({
        id: auditRecords.id,
        atKey: sql<string>`${auditRecords.at}::text`,
        when: sql<string>`to_char(${auditRecords.at} at time zone centre_time_zone(), 'DD.MM.YYYY HH24:MI')`,
        actorName: auditRecords.actorName,
        actorRole: auditRecords.actorRole,
        action: auditRecords.action,
        entity: auditRecords.entity,
        entityId: auditRecords.entityId,
        changes: sql<AuditRow['changes']>`${auditRecords.changes}`,
      })
      .from(auditRecords)
      .where(and(...conditions, last && sql`(${auditRecords.at}, ${auditRecords.id}) < (${last.atKey}::timestamptz, ${last.id})`))
      .orderBy(...NEWEST_FIRST)
      .limit(limit),
  );
}

/** GET /audit/export.xlsx — ADMIN; the list's filters, newest first. */
export function exportAudit(db: Database, res: Response, filters: AuditFilters): Promise<void> {
  return streamXlsx(res, exportFile('Журнал изменений', 'audit'), AUDIT_EXPORT_COLUMNS, auditPages(db, filters));
}
