import {
  achievementSchema,
  achievementsExportQuery,
  achievementsListQuery,
  achievementUpdateSchema,
  idParams,
  monthlyReportsQuery,
  achievementAnswer,
  achievementsPageAnswer,
  monthlyReportPageAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { logged } from '../../http/security-log';
import { exportAchievements } from './achievements.export';
import { archiveAchievement, createAchievement, deleteAchievement, listAchievements, updateAchievement } from './achievements.service';
import { monthlyReports } from './monthly-reports.service';

const tag = 'Достижения';

/** docs/api/calls.md "Achievements", with the path's spelling kept (`achivements`). */
export function achievementsRoutes({ db, logger }: AppContext): RouteDefinition[] {
  // The fixed paths come before /achivements/:id.
  return [
    route({
      method: 'get',
      path: '/achivements',
      access: 'achievements.read',
      tag,
      summary:
        'Отчеты {achives, total}: page, limit (0 или -1 — все), is_archived (архив — только ADMIN), sort, order ' +
        '(даты — по умолчанию новые первыми), teacherId, studentId, subject, checkType, q (начало фамилии ученика или ' +
        'учителя или начало темы), topic (часть темы), dateFrom, dateTo (дата урока). TEACHER видит свои, STUDENT — о себе',
      query: achievementsListQuery,
      cache: { domain: 'achievements' },
      response: achievementsPageAnswer,
      handler: ({ query, user }) => listAchievements(db, user, query),
    }),
    route({
      method: 'get',
      path: '/achivements/monthly-reports',
      access: 'monthlyReports.view',
      tag,
      summary:
        'Отчеты учителей по месяцам учебного года year (1 сентября … 31 августа): teacherId (TEACHER — всегда свой), ' +
        'page, limit (по умолчанию 50), studentSearch → {students: [{studentId, studentInitials, months[12]}], total, totalPages}',
      query: monthlyReportsQuery,
      cache: { domain: 'achievements' },
      response: monthlyReportPageAnswer,
      handler: ({ query, user }) => monthlyReports(db, user, query),
    }),
    route({
      method: 'get',
      path: '/achivements/export.xlsx',
      access: 'achievements.export',
      tag,
      summary: 'Выгрузка в Excel (лист data) с фильтрами списка, потоком',
      query: achievementsExportQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportAchievements(db, res, query),
    }),
    route({
      method: 'post',
      path: '/achivements/create',
      access: 'achievements.create',
      tag,
      summary: 'Новый отчет; автор — вызывающий (ADMIN и MODERATOR могут указать userId преподавателя)',
      body: achievementSchema,
      status: 201,
      response: achievementAnswer,
      handler: ({ body, user }) => createAchievement(db, user, body),
    }),
    route({
      method: 'put',
      path: '/achivements/update',
      access: 'achievements.update',
      tag,
      summary: 'Изменение отчета (тело — отчет с id); TEACHER — только своих',
      body: achievementUpdateSchema,
      response: achievementAnswer,
      handler: ({ body, user }) => updateAchievement(db, user, body),
    }),
    route({
      method: 'put',
      path: '/achivements/:id',
      access: 'achievements.archive',
      tag,
      summary: 'Перемещение отчета в архив (ответ — отчет); TEACHER — только своих',
      params: idParams,
      response: achievementAnswer,
      handler: ({ params, user }) => archiveAchievement(db, user, params.id),
    }),
    route({
      method: 'delete',
      path: '/achivements/:id',
      access: 'achievements.delete',
      tag,
      summary: 'Удаление отчета навсегда (ответ — удалённый отчет)',
      params: idParams,
      response: achievementAnswer,
      handler: ({ params }, req) =>
        deleteAchievement(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'achievement', entityId: params.id })),
    }),
  ];
}
