import { statisticsQuerySchema, statisticsAnswer, statisticsStudentsAnswer } from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { statistics, statisticsStudents } from './statistics.service';

const tag = 'Статистика';

/** docs/api/calls.md "Statistics": ADMIN and TEACHER (a TEACHER sees only their own data). */
export function statisticsRoutes({ db }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/statistics',
      access: 'statistics.view',
      tag,
      summary: 'Ученики с отчетами, видимыми вызывающему: {total, items: [{id, fullName}]}',
      response: statisticsStudentsAnswer,
      handler: ({ user }) => statisticsStudents(db, user),
    }),
    route({
      method: 'post',
      path: '/statistics',
      access: 'statistics.view',
      tag,
      summary:
        'Успеваемость по периодам {labels, values}: startDate, endDate, grouping (day, week, month, year — учебный год), ' +
        'metric (app — % баллов, gpa — по пятибалльной шкале, nr — число отчетов), subject, student, teacher ' +
        '(TEACHER — всегда свой), checkType. Пустые периоды: null (app, gpa) или 0 (nr); по дате урока, без архивных',
      body: statisticsQuerySchema,
      response: statisticsAnswer,
      readOnly: true,
      handler: ({ body, user }) => statistics(db, user, body),
    }),
  ];
}
