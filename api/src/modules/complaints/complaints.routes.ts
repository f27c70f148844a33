import {
  complaintAdminSchema,
  complaintsListQuery,
  complaintsPageQuery,
  complaintTeacherSchema,
  complaintUpdateSchema,
  idParams,
  includeArchivedQuery,
  complaintAnswer,
  complaintsAnswer,
  complaintListAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { logged } from '../../http/security-log';
import { exportComplaints } from './complaints.export';
import {
  archiveComplaint,
  createAdminComplaint,
  deleteComplaint,
  getComplaint,
  listComplaints,
  listOrPageComplaints,
  sendComplaint,
  unarchiveComplaint,
  updateComplaint,
} from './complaints.service';

const tag = 'Жалобы';

/** docs/api/calls.md "Complaint". Answers carry teacher, student (null for a teacher's complaint) and author. */
export function complaintsRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/complaint',
      access: 'complaints.send',
      tag,
      summary: 'Жалоба на учителя от ученика (он же — ученик жалобы) или от учителя; автор — вызывающий',
      body: complaintTeacherSchema,
      status: 201,
      response: complaintAnswer,
      handler: ({ body, user }) => sendComplaint(db, user, body),
    }),
    route({
      method: 'post',
      path: '/complaint/admin',
      access: 'complaints.manage',
      tag,
      summary: 'Жалоба от клиента (учитель и ученик); автор — вызывающий',
      body: complaintAdminSchema,
      status: 201,
      response: complaintAnswer,
      handler: ({ body, user }) => createAdminComplaint(db, user, body),
    }),
    route({
      method: 'get',
      path: '/complaint',
      access: 'complaints.read',
      tag,
      summary:
        'Жалобы: активные, с includeArchived — и архивные, archived — только архивные или только активные; teacherId, studentId, dateFrom, dateTo, q (часть комментария); ' +
        'sort (incidentDate, createdAt), order. Без page и limit — массив, с ними — страница {items, total} (limit по умолчанию 100, не больше 200; 0 или -1 — все)',
      query: complaintsPageQuery,
      response: complaintListAnswer,
      handler: ({ query }) => listOrPageComplaints(db, query),
    }),
    route({
      method: 'get',
      path: '/complaint/export.xlsx',
      access: 'complaints.export',
      tag,
      summary: 'Выгрузка в Excel (лист data) с фильтрами списка, потоком',
      query: complaintsListQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportComplaints(db, res, query),
    }),
    route({
      method: 'get',
      path: '/complaint/teacher/:id',
      access: 'complaints.read',
      tag,
      summary: 'Жалобы на учителя (includeArchived — и архивные)',
      params: idParams,
      query: includeArchivedQuery,
      response: complaintsAnswer,
      handler: ({ params, query }) => listComplaints(db, { ...query, teacherId: params.id }),
    }),
    route({
      method: 'get',
      path: '/complaint/student/:id',
      access: 'complaints.read',
      tag,
      summary: 'Жалобы по ученику (includeArchived — и архивные)',
      params: idParams,
      query: includeArchivedQuery,
      response: complaintsAnswer,
      handler: ({ params, query }) => listComplaints(db, { ...query, studentId: params.id }),
    }),
    route({
      method: 'get',
      path: '/complaint/:id',
      access: 'complaints.read',
      tag,
      summary: 'Жалоба',
      params: idParams,
      response: complaintAnswer,
      handler: ({ params }) => getComplaint(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/complaint/:id',
      access: 'complaints.manage',
      tag,
      summary: 'Изменение жалобы (присланные поля)',
      params: idParams,
      body: complaintUpdateSchema,
      response: complaintAnswer,
      handler: ({ params, body }) => updateComplaint(db, params.id, body),
    }),
    route({
      method: 'patch',
      path: '/complaint/:id/archive',
      access: 'complaints.manage',
      tag,
      summary: 'Перемещение в архив (ответ — жалоба)',
      params: idParams,
      response: complaintAnswer,
      handler: ({ params }) => archiveComplaint(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/complaint/:id/unarchive',
      access: 'complaints.manage',
      tag,
      summary: 'Восстановление из архива (ответ — жалоба)',
      params: idParams,
      response: complaintAnswer,
      handler: ({ params }) => unarchiveComplaint(db, params.id),
    }),
    route({
      method: 'delete',
      path: '/complaint/:id',
      access: 'complaints.delete',
      tag,
      summary: 'Удаление навсегда (ответ — удалённая жалоба)',
      params: idParams,
      response: complaintAnswer,
      handler: ({ params }, req) =>
        deleteComplaint(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'complaint', entityId: params.id })),
    }),
  ];
}
