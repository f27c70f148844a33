export * from './audit-format';
export { AuditChanges, AUDIT_CLIP_LENGTH } from './AuditChanges';
export { AuditHistoryStore, AUDIT_HISTORY_PAGE } from './AuditHistoryStore';
export { AuditHistoryButton } from './AuditHistoryButton';
