import { groupTypeSchema, groupTypeUpdateSchema, idParams, groupTypeAnswer, groupTypesAnswer } from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { logged } from '../../http/security-log';
import { createGroupType, deleteGroupType, getGroupType, listGroupTypes, updateGroupType } from './group-types.service';

const tag = 'Типы групп';

export function groupTypesRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/group-types',
      access: 'groupTypes.manage',
      tag,
      summary: 'Новый тип занятия (total_places 0 — без ограничения, по умолчанию 10)',
      body: groupTypeSchema,
      status: 201,
      response: groupTypeAnswer,
      handler: ({ body }) => createGroupType(db, body),
    }),
    route({
      method: 'get',
      path: '/group-types',
      access: 'groupTypes.read',
      tag,
      summary: 'Все типы занятий по названию',
      response: groupTypesAnswer,
      handler: () => listGroupTypes(db),
    }),
    route({
      method: 'get',
      path: '/group-types/:id',
      access: 'groupTypes.read',
      tag,
      summary: 'Тип занятия',
      params: idParams,
      response: groupTypeAnswer,
      handler: ({ params }) => getGroupType(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/group-types/:id',
      access: 'groupTypes.manage',
      tag,
      summary: 'Изменение типа занятия (присланные поля)',
      params: idParams,
      body: groupTypeUpdateSchema,
      response: groupTypeAnswer,
      handler: ({ params, body }) => updateGroupType(db, params.id, body),
    }),
    route({
      method: 'delete',
      path: '/group-types/:id',
      access: 'groupTypes.manage',
      tag,
      summary: 'Удаление типа занятия, если он нигде не используется (иначе 409; ответ — удалённый тип)',
      params: idParams,
      response: groupTypeAnswer,
      handler: ({ params }, req) =>
        deleteGroupType(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'groupType', entityId: params.id })),
    }),
  ];
}
