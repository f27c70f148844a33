import { idParams, subjectSchema, subjectAnswer, subjectsAnswer } from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { logged } from '../../http/security-log';
import { createSubject, deleteSubject, getSubject, listSubjects, updateSubject } from './subjects.service';

const tag = 'Предметы';

export function subjectsRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/subjects',
      access: 'subjects.read',
      tag,
      summary: 'Все предметы по названию',
      response: subjectsAnswer,
      handler: () => listSubjects(db),
    }),
    route({
      method: 'post',
      path: '/subjects',
      access: 'subjects.create',
      tag,
      summary: 'Новый предмет',
      body: subjectSchema,
      status: 201,
      response: subjectAnswer,
      handler: ({ body }) => createSubject(db, body),
    }),
    route({
      method: 'get',
      path: '/subjects/:id',
      access: 'subjects.read',
      tag,
      summary: 'Предмет',
      params: idParams,
      response: subjectAnswer,
      handler: ({ params }) => getSubject(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/subjects/:id',
      access: 'subjects.update',
      tag,
      summary: 'Переименование предмета',
      params: idParams,
      body: subjectSchema,
      response: subjectAnswer,
      handler: ({ params, body }) => updateSubject(db, params.id, body),
    }),
    route({
      method: 'delete',
      path: '/subjects/:id',
      access: 'subjects.delete',
      tag,
      summary: 'Удаление предмета (ответ — удалённый предмет)',
      params: idParams,
      response: subjectAnswer,
      handler: ({ params }, req) =>
        deleteSubject(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'subject', entityId: params.id })),
    }),
  ];
}
