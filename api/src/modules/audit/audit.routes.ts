import { auditExportQuery, auditPageAnswer, auditQuery } from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { exportAudit } from './audit.export';
import { listAudit } from './audit.repository';

const tag = 'Журнал изменений';
const FILTERS = 'entity, entityId, actorId, action, from, to (даты центра, включительно)';

/** docs/product/beyond.md §4: who changed what. ADMIN only. */
export function auditRoutes({ db }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/audit',
      access: 'audit.read',
      tag,
      summary: `Записи об изменениях {items, total}, новые первыми: ${FILTERS}, page, limit (по умолчанию 50)`,
      query: auditQuery,
      response: auditPageAnswer,
      handler: ({ query }) => listAudit(db, query),
    }),
    route({
      method: 'get',
      path: '/audit/export.xlsx',
      access: 'audit.read',
      tag,
      summary: `Выгрузка журнала изменений в Excel с фильтрами списка: ${FILTERS}`,
      query: auditExportQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportAudit(db, res, query),
    }),
  ];
}
