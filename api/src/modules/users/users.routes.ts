import {
  banSchema,
  idParams,
  ownSubjectSchema,
  roleAssignmentSchema,
  userUpdateSchema,
  usersListQuery,
  userAnswer,
  userListAnswer,
  usersPageAnswer,
  studentsListQuery,
  studentListAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { logged, type SecurityEventName } from '../../http/security-log';
import {
  assignRoles,
  banUser,
  deleteUser,
  getUser,
  listByRole,
  listStudents,
  listUsers,
  updateOwnSubject,
  updateUser,
} from './users.service';

const tag = 'Пользователи';

/** The security events of an edit: a new password, roles sent. */
const editEvents = (body: { password?: string | null; roles?: unknown }): SecurityEventName[] => [
  ...(body.password ? (['user.password_changed'] as const) : []),
  ...(body.roles ? (['user.roles_changed'] as const) : []),
];

export function usersRoutes({ db, logger }: AppContext): RouteDefinition[] {
  // The fixed paths come before /users/:id, which would otherwise take them.
  return [
    route({
      method: 'get',
      path: '/users',
      access: 'users.list',
      tag,
      summary: 'Список пользователей: page, limit (0 или -1 — все), role, banned, q (часть фамилии, ё = е), sort, order',
      query: usersListQuery,
      response: usersPageAnswer,
      handler: ({ query }) => listUsers(db, query),
    }),
    route({
      method: 'get',
      path: '/users/teachers',
      access: 'users.listTeachers',
      tag,
      summary: 'Преподаватели (не заблокированные), по фамилии',
      response: userListAnswer,
      handler: () => listByRole(db, 'TEACHER'),
    }),
    route({
      method: 'get',
      path: '/users/students',
      access: 'users.listStudents',
      tag,
      summary:
        'Ученики (не заблокированные), по фамилии: без параметров — массив всех; с q (слова в фамилии, имени, отчестве или логине), page или limit — страница {items, total} (limit по умолчанию 20, не больше 200; 0 или -1 — все)',
      query: studentsListQuery,
      response: studentListAnswer,
      handler: ({ query }) => listStudents(db, query),
    }),
    route({
      method: 'put',
      path: '/users/subject',
      access: 'users.updateOwnSubject',
      tag,
      summary: 'Основной предмет текущего пользователя',
      body: ownSubjectSchema,
      response: userAnswer,
      handler: ({ body, user }) => updateOwnSubject(db, user, body.subject),
    }),
    route({
      method: 'post',
      path: '/users/role',
      access: 'users.assignRoles',
      tag,
      summary: 'Назначение ролей (первая роль — основная)',
      body: roleAssignmentSchema,
      response: userAnswer,
      handler: ({ body, user }, req) =>
        assignRoles(db, user, body.userId, body.roles).then(
          logged(logger, req, 'user.roles_changed', { targetUserId: body.userId, detail: body.roles.join(',') }),
        ),
    }),
    route({
      method: 'post',
      path: '/users/ban',
      access: 'users.ban',
      tag,
      summary: 'Блокировка пользователя: его сессии завершаются сразу',
      body: banSchema,
      response: userAnswer,
      handler: ({ body, user }, req) =>
        banUser(db, user, body.userId).then(logged(logger, req, 'user.banned', { targetUserId: body.userId })),
    }),
    route({
      method: 'get',
      path: '/users/:id',
      access: 'users.read',
      tag,
      summary: 'Пользователь',
      params: idParams,
      response: userAnswer,
      handler: ({ params }) => getUser(db, params.id),
    }),
    route({
      method: 'put',
      path: '/users/:id',
      access: 'users.update',
      tag,
      summary: 'Изменение пользователя и его ролей; пустой пароль оставляет прежний',
      params: idParams,
      body: userUpdateSchema,
      response: userAnswer,
      handler: ({ params, body, user }, req) =>
        updateUser(db, user, params.id, body).then(
          logged(logger, req, editEvents(body), { targetUserId: params.id, detail: body.roles?.join(',') }),
        ),
    }),
    route({
      method: 'delete',
      path: '/users/:id',
      access: 'users.delete',
      tag,
      summary:
        'Удаление пользователя без истории (ответ — удалённый пользователь); 409, если у него есть занятия, достижения, записи — тогда его блокируют',
      params: idParams,
      response: userAnswer,
      handler: ({ params, user }, req) =>
        deleteUser(db, user, params.id).then(logged(logger, req, 'user.deleted', (u) => ({ targetUserId: u.id, username: u.username }))),
    }),
  ];
}
