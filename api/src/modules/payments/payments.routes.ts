import {
  debtorPageAnswer,
  debtorsQuery,
  idParams,
  paymentAnswer,
  paymentInput,
  paymentPageAnswer,
  paymentsQuery,
  studentBalanceAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { logged } from '../../http/security-log';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { debtors, studentBalance } from './balance.service';
import { exportPayments } from './payments.export';
import { createPayment, deletePayment, listPayments } from './payments.service';

const tag = 'Оплаты';

export function paymentsRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/payments',
      access: 'payments.read',
      tag,
      summary: 'Оплаты (studentId, from, to, page, limit): новые первыми, с общим числом',
      query: paymentsQuery,
      response: paymentPageAnswer,
      handler: ({ query }) => listPayments(db, query),
    }),
    route({
      method: 'get',
      path: '/payments/export.xlsx',
      access: 'payments.export',
      tag,
      summary: 'Выгрузка оплат периода (from, to) в Excel, потоком',
      query: paymentsQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportPayments(db, res, query),
    }),
    route({
      method: 'post',
      path: '/payments',
      access: 'payments.create',
      tag,
      summary: 'Новая оплата ученика: amount — рубли (до двух знаков), method — cash, card или transfer, date — не позже сегодня',
      body: paymentInput,
      status: 201,
      response: paymentAnswer,
      handler: ({ body, user }) => createPayment(db, user, body),
    }),
    route({
      method: 'delete',
      path: '/payments/:id',
      access: 'payments.delete',
      tag,
      summary: 'Удаление ошибочной оплаты (ответ — удалённая оплата)',
      params: idParams,
      response: paymentAnswer,
      handler: ({ params }, req) =>
        deletePayment(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'payment', entityId: params.id })),
    }),
    route({
      method: 'get',
      path: '/balance/debtors',
      access: 'balance.debtors',
      tag,
      summary: 'Должники: ученики с балансом ниже нуля, наибольший долг первым (page, limit)',
      query: debtorsQuery,
      response: debtorPageAnswer,
      handler: ({ query }) => debtors(db, query),
    }),
    route({
      method: 'get',
      path: '/balance/student/:id',
      access: 'balance.read',
      tag,
      summary: 'Баланс ученика: оплачено, начислено, баланс и операции (оплаты и списания за занятия), новые первыми; ученику — свой',
      params: idParams,
      response: studentBalanceAnswer,
      handler: ({ params, user }) => studentBalance(db, user, params.id),
    }),
  ];
}
