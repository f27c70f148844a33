import {
  idParams,
  latenessByUserQuery,
  latenessExportQuery,
  latenessListQuery,
  latenessSchema,
  latenessUpdateSchema,
  latenessAnswer,
  latenessPageAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { logged } from '../../http/security-log';
import { exportLateness } from './teacher-lateness.export';
import { archiveLateness, createLateness, deleteLateness, getLateness, listLateness, updateLateness } from './teacher-lateness.service';

const tag = 'Опоздания';

/** docs/api/calls.md "Teacher lateness". Times HH:MM; delay = actualTime − plannedTime in minutes. */
export function teacherLatenessRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/teacher-lateness',
      access: 'lateness.manage',
      tag,
      summary: 'Новая запись об опоздании учителя',
      body: latenessSchema,
      status: 201,
      response: latenessAnswer,
      handler: ({ body }) => createLateness(db, body),
    }),
    route({
      method: 'get',
      path: '/teacher-lateness',
      access: 'lateness.read',
      tag,
      summary:
        'Опоздания {teacherLateness, total, page, limit, totalPages}: page (1), limit (10; 0 или -1 — все), ' +
        'isArchive (архивные), userId, dateFrom, dateTo',
      query: latenessListQuery,
      response: latenessPageAnswer,
      handler: ({ query }) => listLateness(db, query),
    }),
    route({
      method: 'get',
      path: '/teacher-lateness/export.xlsx',
      access: 'lateness.export',
      tag,
      summary: 'Выгрузка в Excel (лист data) с фильтрами списка, потоком',
      query: latenessExportQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportLateness(db, res, query),
    }),
    route({
      method: 'get',
      path: '/teacher-lateness/user/:id',
      access: 'lateness.read',
      tag,
      summary: 'Опоздания одного учителя, страницами (как список)',
      params: idParams,
      query: latenessByUserQuery,
      response: latenessPageAnswer,
      handler: ({ params, query }) => listLateness(db, { ...query, userId: params.id, dateFrom: undefined, dateTo: undefined }),
    }),
    route({
      method: 'get',
      path: '/teacher-lateness/:id',
      access: 'lateness.read',
      tag,
      summary: 'Запись об опоздании',
      params: idParams,
      response: latenessAnswer,
      handler: ({ params }) => getLateness(db, params.id),
    }),
    route({
      method: 'put',
      path: '/teacher-lateness/:id',
      access: 'lateness.manage',
      tag,
      summary: 'Изменение записи (присланные поля)',
      params: idParams,
      body: latenessUpdateSchema,
      response: latenessAnswer,
      handler: ({ params, body }) => updateLateness(db, params.id, body),
    }),
    route({
      method: 'post',
      path: '/teacher-lateness/:id/archive',
      access: 'lateness.manage',
      tag,
      summary: 'Перемещение в архив (ответ — запись)',
      params: idParams,
      response: latenessAnswer,
      handler: ({ params }) => archiveLateness(db, params.id),
    }),
    route({
      method: 'delete',
      path: '/teacher-lateness/:id',
      access: 'lateness.delete',
      tag,
      summary: 'Удаление навсегда (ответ — удалённая запись)',
      params: idParams,
      response: latenessAnswer,
      handler: ({ params }, req) =>
        deleteLateness(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'lateness', entityId: params.id })),
    }),
  ];
}
