import {
  classesListQuery,
  classSchema,
  classTeacherParams,
  classTeacherSchema,
  classUpdateSchema,
  recordIdParams,
  classAnswer,
  classesAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { logged } from '../../http/security-log';
import { addTeacher, createClass, deleteClass, getClass, listClasses, removeTeacher, updateClass } from './classes.service';

const tag = 'Классы';

export function classesRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/classes',
      access: 'classes.create',
      tag,
      summary:
        'Новый класс: хотя бы один предмет и один преподаватель (преподаватель создаёт только класс, где преподаёт сам); без названия — «фамилии | предметы | год»',
      body: classSchema,
      status: 201,
      response: classAnswer,
      handler: ({ body, user }) => createClass(db, user, body),
    }),
    route({
      method: 'get',
      path: '/classes',
      access: 'classes.read',
      tag,
      summary: 'Классы по названию с предметами, преподавателями и занятиями (name, academic_year, teacherId)',
      query: classesListQuery,
      response: classesAnswer,
      handler: ({ query }) => listClasses(db, query),
    }),
    route({
      method: 'get',
      path: '/classes/:id',
      access: 'classes.read',
      tag,
      summary: 'Класс с предметами, преподавателями и занятиями',
      params: recordIdParams,
      response: classAnswer,
      handler: ({ params }) => getClass(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/classes/:id',
      access: 'classes.update',
      tag,
      summary:
        'Изменение класса (присланные поля; списки заменяются; сгенерированное название следует за ними); преподаватель — только своего класса, оставаясь в нём',
      params: recordIdParams,
      body: classUpdateSchema,
      response: classAnswer,
      handler: ({ params, body, user }) => updateClass(db, user, params.id, body),
    }),
    route({
      method: 'delete',
      path: '/classes/:id',
      access: 'classes.delete',
      tag,
      summary: 'Удаление класса; 409, пока у него есть занятия (в том числе архивные)',
      params: recordIdParams,
      response: classAnswer,
      handler: ({ params }, req) =>
        deleteClass(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'class', entityId: params.id })),
    }),
    route({
      method: 'post',
      path: '/classes/:id/teachers',
      access: 'classes.update',
      tag,
      summary: 'Добавление преподавателя в класс: {teacherId}',
      params: recordIdParams,
      body: classTeacherSchema,
      response: classAnswer,
      handler: ({ params, body, user }) => addTeacher(db, user, params.id, body.teacherId),
    }),
    route({
      method: 'delete',
      path: '/classes/:id/teachers/:teacherId',
      access: 'classes.update',
      tag,
      summary: 'Удаление преподавателя из класса (последнего — нельзя, 409)',
      params: classTeacherParams,
      response: classAnswer,
      handler: ({ params, user }) => removeTeacher(db, user, params.id, params.teacherId),
    }),
  ];
}
