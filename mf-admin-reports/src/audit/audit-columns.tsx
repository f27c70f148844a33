import type { AuditRecord } from '@diary/common';
import {
  AuditChanges,
  auditActionText,
  auditActorText,
  auditChanges,
  auditChangeText,
  auditObjectText,
  formatAuditTime,
  type DataColumn,
} from '@diary/web-kit';

/** 'Журнал изменений': Когда, Кто, Действие, Объект, Изменения (the kit renders a change, as in 'История изменений'). */
export const auditColumns: DataColumn<AuditRecord>[] = [
  { field: 'at', headerName: 'Когда', value: (r) => formatAuditTime(r.at), width: 150, sortable: false },
  { field: 'actor', headerName: 'Кто', value: (r) => auditActorText(r.actor), flex: 1.2, sortable: false },
  { field: 'action', headerName: 'Действие', value: auditActionText, width: 170, sortable: false },
  { field: 'entity', headerName: 'Объект', value: auditObjectText, width: 190, sortable: false },
  {
    field: 'changes',
    headerName: 'Изменения',
    value: (r) => auditChanges(r).map(auditChangeText).join('; '),
    render: (r) => <AuditChanges record={r} />,
    flex: 2.5,
    sortable: false,
  },
];
