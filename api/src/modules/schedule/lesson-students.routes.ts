import {
  recordIdParams,
  lessonStudentParams,
  lessonStudentsSchema,
  isInLessonAnswer,
  lessonAnswer,
  lessonStudentsAnswer,
  studentCountAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import {
  addStudent,
  addStudents,
  countStudents,
  isInLesson,
  listStudents,
  removeStudent,
  removeStudents,
} from './schedule-students.service';

const tag = 'Расписание';

/** A lesson's students: the list and its count, adding and removing one or several, whether one is in it. */
export function lessonStudentRoutes({ db }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/schedule/:id/students',
      access: 'schedule.read',
      tag,
      summary: 'Ученики занятия',
      params: recordIdParams,
      response: lessonStudentsAnswer,
      handler: ({ params }) => listStudents(db, params.id),
    }),
    route({
      method: 'get',
      path: '/schedule/:id/students/count',
      access: 'schedule.read',
      tag,
      summary: 'Число учеников занятия: {count}',
      params: recordIdParams,
      response: studentCountAnswer,
      handler: ({ params }) => countStudents(db, params.id),
    }),
    route({
      method: 'post',
      path: '/schedule/:id/students/multiple',
      access: 'schedule.manage',
      tag,
      summary: 'Запись нескольких учеников (уже записанные пропускаются); 409, если не хватает мест — тогда никого',
      params: recordIdParams,
      body: lessonStudentsSchema,
      response: lessonAnswer,
      handler: ({ params, body }) => addStudents(db, params.id, body.studentIds, body.scheduleId),
    }),
    route({
      method: 'delete',
      path: '/schedule/:id/students/multiple',
      access: 'schedule.manage',
      tag,
      summary: 'Отписка нескольких учеников (не записанные пропускаются)',
      params: recordIdParams,
      body: lessonStudentsSchema,
      response: lessonAnswer,
      handler: ({ params, body }) => removeStudents(db, params.id, body.studentIds, body.scheduleId),
    }),
    route({
      method: 'get',
      path: '/schedule/:id/students/:studentId/check',
      access: 'schedule.read',
      tag,
      summary: 'Записан ли ученик: {isInSchedule}',
      params: lessonStudentParams,
      response: isInLessonAnswer,
      handler: ({ params }) => isInLesson(db, params.id, params.studentId),
    }),
    route({
      method: 'post',
      path: '/schedule/:id/students/:studentId',
      access: 'schedule.manage',
      tag,
      summary: 'Запись ученика; 409, если уже записан или нет мест',
      params: lessonStudentParams,
      response: lessonAnswer,
      handler: ({ params }) => addStudent(db, params.id, params.studentId),
    }),
    route({
      method: 'delete',
      path: '/schedule/:id/students/:studentId',
      access: 'schedule.manage',
      tag,
      summary: 'Отписка ученика; 404, если он не записан',
      params: lessonStudentParams,
      response: lessonAnswer,
      handler: ({ params }) => removeStudent(db, params.id, params.studentId),
    }),
  ];
}
