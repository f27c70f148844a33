import { z } from 'zod';
import { ROLE_VALUES } from '../../constants/roles';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditPage, type AuditRecord } from '../audit';
import { answerOf, count, recordId, timestamp } from './shared';

export const auditRecordAnswer = answerOf<AuditRecord>()(
  z.strictObject({
    id: recordId,
    at: timestamp,
    actor: z.strictObject({ id: recordId, fullName: z.string(), role: z.enum(ROLE_VALUES) }).nullable(),
    action: z.enum(AUDIT_ACTIONS),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: recordId,
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  }),
);

/** GET /audit. */
export const auditPageAnswer = answerOf<AuditPage>()(z.strictObject({ items: z.array(auditRecordAnswer), total: count }));
