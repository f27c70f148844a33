export { AuditList } from './AuditList';
export { AuditStore, NO_AUDIT_FILTERS, type AuditFilterValues } from './AuditStore';
