import {
  idParams,
  monthBody,
  monthQuery,
  monthStateAnswer,
  payRateAnswer,
  payRateInput,
  payRatesAnswer,
  salaryMonthAnswer,
  teacherSalaryAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { logged } from '../../http/security-log';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { createRate, deleteRate, listRates, updateRate } from './pay-rates.service';
import { exportSalary } from './salary.export';
import { closeMonth, reopenMonth, salaryMonth, teacherSalary } from './salary.service';

const tag = 'Начисление зарплаты';

export function salaryRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/salary/rates',
      access: 'salary.view',
      tag,
      summary: 'Ставки: по умолчанию, по услуге, по преподавателю, по преподавателю и услуге (kind: lesson, student, hour; amount — рубли)',
      response: payRatesAnswer,
      handler: () => listRates(db),
    }),
    route({
      method: 'post',
      path: '/salary/rates',
      access: 'salary.manage',
      tag,
      summary: 'Новая ставка (teacherId, serviceId — необязательны); на пару преподаватель–услуга одна ставка (409)',
      body: payRateInput,
      status: 201,
      response: payRateAnswer,
      handler: ({ body }) => createRate(db, body),
    }),
    route({
      method: 'put',
      path: '/salary/rates/:id',
      access: 'salary.manage',
      tag,
      summary: 'Изменение ставки',
      params: idParams,
      body: payRateInput,
      response: payRateAnswer,
      handler: ({ params, body }) => updateRate(db, params.id, body),
    }),
    route({
      method: 'delete',
      path: '/salary/rates/:id',
      access: 'salary.manage',
      tag,
      summary: 'Удаление ставки (ответ — удалённая ставка)',
      params: idParams,
      response: payRateAnswer,
      handler: ({ params }, req) =>
        deleteRate(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'salaryRate', entityId: params.id })),
    }),
    route({
      method: 'get',
      path: '/salary',
      access: 'salary.view',
      tag,
      summary: 'Зарплата за месяц (month=YYYY-MM): по преподавателю — проведённые занятия, ученики, часы, сумма; итог',
      query: monthQuery,
      response: salaryMonthAnswer,
      handler: ({ query }) => salaryMonth(db, query.month),
    }),
    route({
      method: 'get',
      path: '/salary/export.xlsx',
      access: 'salary.view',
      tag,
      summary: 'Выгрузка зарплаты за месяц в Excel: строка на преподавателя и лист проведённых занятий',
      query: monthQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportSalary(db, res, query.month),
    }),
    route({
      method: 'get',
      path: '/salary/teacher/:id',
      access: 'salary.readTeacher',
      tag,
      summary: 'Зарплата преподавателя за месяц: проведённые занятия по дате и времени со ставкой и суммой; преподавателю — своя',
      params: idParams,
      query: monthQuery,
      response: teacherSalaryAnswer,
      handler: ({ params, query, user }) => teacherSalary(db, user, params.id, query.month),
    }),
    route({
      method: 'post',
      path: '/salary/close',
      access: 'salary.manage',
      tag,
      summary: 'Закрытие месяца: суммы больше не меняются, журнал месяца закрыт для изменений (только закончившийся месяц)',
      body: monthBody,
      response: monthStateAnswer,
      auditAs: 'close',
      handler: ({ body, user }) => closeMonth(db, user, body.month),
    }),
    route({
      method: 'post',
      path: '/salary/reopen',
      access: 'salary.manage',
      tag,
      summary: 'Открытие закрытого месяца: суммы снова следуют журналу и ставкам',
      body: monthBody,
      response: monthStateAnswer,
      auditAs: 'reopen',
      handler: ({ body }) => reopenMonth(db, body.month),
    }),
  ];
}
