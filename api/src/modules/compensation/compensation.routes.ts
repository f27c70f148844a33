import {
  compensationSchema,
  compensationsListQuery,
  compensationsPageQuery,
  compensationUpdateSchema,
  idParams,
  includeArchivedQuery,
  compensationAnswer,
  compensationsAnswer,
  compensationListAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { logged } from '../../http/security-log';
import { exportCompensations } from './compensation.export';
import {
  archiveCompensation,
  createCompensation,
  deleteCompensation,
  getCompensation,
  listCompensations,
  listOrPageCompensations,
  unarchiveCompensation,
  updateCompensation,
} from './compensation.service';

const tag = 'Компенсации';

/** docs/api/calls.md "Compensation". Answers carry teacher, student and subject. */
export function compensationRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/compensation',
      access: 'compensations.read',
      tag,
      summary:
        'Компенсации: активные, с includeArchived — и архивные, archived — только архивные или только активные; teacherId, studentId, subjectId, dateFrom, dateTo; ' +
        'sort (eventDate, createdAt), order. Без page и limit — массив, с ними — страница {items, total} (limit по умолчанию 100, не больше 200; 0 или -1 — все)',
      query: compensationsPageQuery,
      response: compensationListAnswer,
      handler: ({ query }) => listOrPageCompensations(db, query),
    }),
    route({
      method: 'get',
      path: '/compensation/export.xlsx',
      access: 'compensations.export',
      tag,
      summary: 'Выгрузка в Excel (лист data) с фильтрами списка, потоком',
      query: compensationsListQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportCompensations(db, res, query),
    }),
    route({
      method: 'get',
      path: '/compensation/teacher/:id',
      access: 'compensations.read',
      tag,
      summary: 'Компенсации учителя (includeArchived — и архивные)',
      params: idParams,
      query: includeArchivedQuery,
      response: compensationsAnswer,
      handler: ({ params, query }) => listCompensations(db, { ...query, teacherId: params.id }),
    }),
    route({
      method: 'get',
      path: '/compensation/student/:id',
      access: 'compensations.read',
      tag,
      summary: 'Компенсации ученика (includeArchived — и архивные)',
      params: idParams,
      query: includeArchivedQuery,
      response: compensationsAnswer,
      handler: ({ params, query }) => listCompensations(db, { ...query, studentId: params.id }),
    }),
    route({
      method: 'get',
      path: '/compensation/:id',
      access: 'compensations.read',
      tag,
      summary: 'Компенсация',
      params: idParams,
      response: compensationAnswer,
      handler: ({ params }) => getCompensation(db, params.id),
    }),
    route({
      method: 'post',
      path: '/compensation',
      access: 'compensations.manage',
      tag,
      summary: 'Новая компенсация; учитель по умолчанию — вызывающий',
      body: compensationSchema,
      status: 201,
      response: compensationAnswer,
      handler: ({ body, user }) => createCompensation(db, user, body),
    }),
    route({
      method: 'patch',
      path: '/compensation/:id',
      access: 'compensations.manage',
      tag,
      summary: 'Изменение компенсации (присланные поля)',
      params: idParams,
      body: compensationUpdateSchema,
      response: compensationAnswer,
      handler: ({ params, body }) => updateCompensation(db, params.id, body),
    }),
    route({
      method: 'patch',
      path: '/compensation/:id/archive',
      access: 'compensations.manage',
      tag,
      summary: 'Перемещение в архив (ответ — компенсация)',
      params: idParams,
      response: compensationAnswer,
      handler: ({ params }) => archiveCompensation(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/compensation/:id/unarchive',
      access: 'compensations.manage',
      tag,
      summary: 'Восстановление из архива (ответ — компенсация)',
      params: idParams,
      response: compensationAnswer,
      handler: ({ params }) => unarchiveCompensation(db, params.id),
    }),
    route({
      method: 'delete',
      path: '/compensation/:id',
      access: 'compensations.delete',
      tag,
      summary: 'Удаление навсегда (ответ — удалённая компенсация)',
      params: idParams,
      response: compensationAnswer,
      handler: ({ params }, req) =>
        deleteCompensation(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'compensation', entityId: params.id })),
    }),
  ];
}
