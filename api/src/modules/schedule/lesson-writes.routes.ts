import {
  recordIdParams,
  lessonSchema,
  lessonUpdateSchema,
  moveLessonSchema,
  swapLessonsSchema,
  lessonAnswer,
  swappedLessonsAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { logged } from '../../http/security-log';
import { archiveLesson, createLesson, deleteLesson, moveLesson, restoreLesson, swapLessons, updateLesson } from './schedule.service';

const tag = 'Расписание';

/** A lesson's writes: create, change, archive and restore, delete, move, swap two. */
export function lessonWriteRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'post',
      path: '/schedule/swap',
      auditAs: 'swap',
      access: 'schedule.manage',
      tag,
      summary: 'Обмен местами двух занятий (кабинет, день, начало; длительность своя), атомарно; 409 при конфликте',
      body: swapLessonsSchema,
      response: swappedLessonsAnswer,
      handler: ({ body }) => swapLessons(db, body.firstId, body.secondId),
    }),
    route({
      method: 'post',
      path: '/schedule',
      access: 'schedule.manage',
      tag,
      summary: 'Новое занятие; с service_id длительность, тип группы и места — из услуги; 409 при пересечении',
      body: lessonSchema,
      status: 201,
      response: lessonAnswer,
      handler: ({ body }) => createLesson(db, body),
    }),
    route({
      method: 'put',
      path: '/schedule/:id',
      access: 'schedule.manage',
      tag,
      summary: 'Изменение занятия (присланные поля; students — весь новый список учеников)',
      params: recordIdParams,
      body: lessonUpdateSchema,
      response: lessonAnswer,
      handler: ({ params, body }) => updateLesson(db, params.id, body),
    }),
    route({
      method: 'delete',
      path: '/schedule/:id/archive',
      access: 'schedule.manage',
      tag,
      summary: 'Архивирование занятия (для пользователя — удаление); время освобождается',
      params: recordIdParams,
      response: lessonAnswer,
      handler: ({ params }) => archiveLesson(db, params.id),
    }),
    route({
      method: 'post',
      path: '/schedule/:id/restore',
      access: 'schedule.manage',
      tag,
      summary: 'Восстановление занятия из архива; 409, если его время уже занято',
      params: recordIdParams,
      response: lessonAnswer,
      handler: ({ params }) => restoreLesson(db, params.id),
    }),
    route({
      method: 'delete',
      path: '/schedule/:id/force',
      access: 'schedule.delete',
      tag,
      summary: 'Удаление занятия навсегда вместе с записями учеников (ответ — удалённое занятие); только суперадмин',
      params: recordIdParams,
      response: lessonAnswer,
      handler: ({ params }, req) =>
        deleteLesson(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'lesson', entityId: params.id })),
    }),
    route({
      method: 'post',
      path: '/schedule/:id/move',
      auditAs: 'move',
      access: 'schedule.manage',
      tag,
      summary: 'Перенос занятия: {cabinet_id, day_of_week, time_start}; 409 «Время занято другим занятием!»',
      params: recordIdParams,
      body: moveLessonSchema,
      response: lessonAnswer,
      handler: ({ params, body }) => moveLesson(db, params.id, body),
    }),
  ];
}
