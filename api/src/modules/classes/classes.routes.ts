import { classesListQuery, classSchema, classTeacherParams, classTeacherSchema, classUpdateSchema, recordIdParams } from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/routes';
import { addTeacher, createClass, deleteClass, getClass, listClasses, removeTeacher, updateClass } from './classes.service';

const tag = 'Классы';

export function classesRoutes({ db }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/classes',
      access: 'classes.create',
      tag,
      summary: 'Новый класс: хотя бы один предмет и один преподаватель; без названия — «фамилии | предметы | год»',
      body: classSchema,
      status: 201,
      handler: ({ body }) => createClass(db, body),
    }),
    route({
      method: 'get',
      path: '/classes',
      access: 'classes.read',
      tag,
      summary: 'Классы по названию с предметами, преподавателями и занятиями (name, academic_year, teacherId)',
      query: classesListQuery,
      handler: ({ query }) => listClasses(db, query),
    }),
    route({
      method: 'get',
      path: '/classes/:id',
      access: 'classes.read',
      tag,
      summary: 'Класс с предметами, преподавателями и занятиями',
      params: recordIdParams,
      handler: ({ params }) => getClass(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/classes/:id',
      access: 'classes.update',
      tag,
      summary: 'Изменение класса (присланные поля; списки заменяются; сгенерированное название следует за ними)',
      params: recordIdParams,
      body: classUpdateSchema,
      handler: ({ params, body }) => updateClass(db, params.id, body),
    }),
    route({
      method: 'delete',
      path: '/classes/:id',
      access: 'classes.delete',
      tag,
      summary: 'Удаление класса; 409, пока у него есть занятия (в том числе архивные)',
      params: recordIdParams,
      handler: ({ params }) => deleteClass(db, params.id),
    }),
    route({
      method: 'post',
      path: '/classes/:id/teachers',
      access: 'classes.update',
      tag,
      summary: 'Добавление преподавателя в класс: {teacherId}',
      params: recordIdParams,
      body: classTeacherSchema,
      handler: ({ params, body }) => addTeacher(db, params.id, body.teacherId),
    }),
    route({
      method: 'delete',
      path: '/classes/:id/teachers/:teacherId',
      access: 'classes.update',
      tag,
      summary: 'Удаление преподавателя из класса (последнего — нельзя, 409)',
      params: classTeacherParams,
      handler: ({ params }) => removeTeacher(db, params.id, params.teacherId),
    }),
  ];
}
