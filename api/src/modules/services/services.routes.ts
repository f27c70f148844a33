import {
  idParams,
  serviceGetQuery,
  serviceSchema,
  servicesListQuery,
  serviceUpdateSchema,
  serviceAnswer,
  servicesAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { archiveService, createService, getService, listServices, restoreService, updateService } from './services.service';

const tag = 'Услуги';

export function servicesRoutes({ db }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/services',
      access: 'services.read',
      tag,
      summary: 'Услуги по названию: активные (по умолчанию) или архивные, с фильтрами',
      query: servicesListQuery,
      response: servicesAnswer,
      handler: ({ query }) => listServices(db, query),
    }),
    route({
      method: 'get',
      path: '/services/:id',
      access: 'services.read',
      tag,
      summary: 'Услуга (includeGroupType — с типом группы)',
      params: idParams,
      query: serviceGetQuery,
      response: serviceAnswer,
      handler: ({ params, query }) => getService(db, params.id, query.includeGroupType ?? false),
    }),
    route({
      method: 'post',
      path: '/services',
      access: 'services.manage',
      tag,
      summary: 'Новая услуга',
      body: serviceSchema,
      status: 201,
      response: serviceAnswer,
      handler: ({ body }) => createService(db, body),
    }),
    route({
      method: 'put',
      path: '/services/:id',
      access: 'services.manage',
      tag,
      summary: 'Изменение услуги (присланные поля)',
      params: idParams,
      body: serviceUpdateSchema,
      response: serviceAnswer,
      handler: ({ params, body }) => updateService(db, params.id, body),
    }),
    route({
      method: 'delete',
      path: '/services/:id',
      access: 'services.manage',
      tag,
      summary: 'Архивирование услуги (ответ — услуга)',
      params: idParams,
      response: serviceAnswer,
      handler: ({ params }) => archiveService(db, params.id),
    }),
    route({
      method: 'post',
      path: '/services/:id/restore',
      access: 'services.manage',
      tag,
      summary: 'Восстановление услуги из архива',
      params: idParams,
      response: serviceAnswer,
      handler: ({ params }) => restoreService(db, params.id),
    }),
  ];
}
