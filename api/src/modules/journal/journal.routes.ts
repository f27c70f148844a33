import {
  cancelOccurrenceBody,
  dayOffAnswer,
  dayOffBody,
  daysOffAnswer,
  daysOffQuery,
  idParams,
  journalDayAnswer,
  journalDayQuery,
  journalExportQuery,
  journalMarksBody,
  occurrenceAnswer,
  occurrenceParams,
  studentAttendanceAnswer,
  studentAttendanceQuery,
  unmarkedQuery,
  unmarkedRegistersAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { createDayOff, deleteDayOff, listDaysOff } from './days-off.service';
import { exportJournal } from './journal.export';
import { cancelOccurrence, journalDay, markOccurrence, restoreOccurrence, unmarkedRegisters } from './journal.service';
import { studentAttendance } from './student-attendance.service';

const tag = 'Журнал посещаемости';

export function journalRoutes({ db }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/journal/day',
      access: 'journal.read',
      tag,
      summary: 'Занятия дня (date, filialId): преподавателю — те, что он ведёт; по времени начала и кабинету',
      query: journalDayQuery,
      response: journalDayAnswer,
      handler: ({ query, user }) => journalDay(db, user, query),
    }),
    route({
      method: 'get',
      path: '/journal/unmarked',
      access: 'journal.read',
      tag,
      summary: 'Журналы, которые не заполнены: прошедшие, не отменённые занятия с учениками без единой отметки, старые первыми',
      query: unmarkedQuery,
      response: unmarkedRegistersAnswer,
      handler: ({ query, user }) => unmarkedRegisters(db, user, query),
    }),
    route({
      method: 'get',
      path: '/journal/export.xlsx',
      access: 'journal.export',
      tag,
      summary: 'Выгрузка журнала в Excel: строка на ученика каждого занятия периода (from, to, filialId), потоком',
      query: journalExportQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportJournal(db, res, query),
    }),
    route({
      method: 'get',
      path: '/journal/student/:id',
      access: 'journal.readStudent',
      tag,
      summary:
        'Отметки ученика за период и сводка (rate — доля присутствий и опозданий, %): ученику — свои, преподавателю — своих учеников',
      params: idParams,
      query: studentAttendanceQuery,
      response: studentAttendanceAnswer,
      handler: ({ params, query, user }) => studentAttendance(db, user, params.id, query),
    }),
    route({
      method: 'put',
      path: '/journal/:lessonId/:date',
      access: 'journal.mark',
      tag,
      summary: 'Отметки учеников занятия на дату (заменяют прежние отметки тех же учеников): преподаватель занятия или администрация',
      params: occurrenceParams,
      body: journalMarksBody,
      response: occurrenceAnswer,
      handler: ({ params, body, user }) => markOccurrence(db, user, params, body.marks),
    }),
    route({
      method: 'post',
      path: '/journal/:lessonId/:date/cancel',
      access: 'journal.cancel',
      tag,
      summary: 'Отмена занятия на дату с причиной',
      params: occurrenceParams,
      body: cancelOccurrenceBody,
      response: occurrenceAnswer,
      handler: ({ params, body }) => cancelOccurrence(db, params, body.reason),
    }),
    route({
      method: 'delete',
      path: '/journal/:lessonId/:date/cancel',
      access: 'journal.cancel',
      tag,
      summary: 'Возврат отменённого занятия',
      params: occurrenceParams,
      response: occurrenceAnswer,
      handler: ({ params }) => restoreOccurrence(db, params),
    }),
    route({
      method: 'get',
      path: '/days-off',
      access: 'daysOff.read',
      tag,
      summary: 'Выходные дни периода (from, to): филиала или всех филиалов (filial_id null)',
      query: daysOffQuery,
      response: daysOffAnswer,
      handler: ({ query }) => listDaysOff(db, query),
    }),
    route({
      method: 'post',
      path: '/days-off',
      access: 'daysOff.manage',
      tag,
      summary: 'Новый выходной: date, filial_id (null — все филиалы), reason',
      body: dayOffBody,
      status: 201,
      response: dayOffAnswer,
      handler: ({ body }) => createDayOff(db, body),
    }),
    route({
      method: 'delete',
      path: '/days-off/:id',
      access: 'daysOff.manage',
      tag,
      summary: 'Удаление выходного (ответ — удалённый выходной)',
      params: idParams,
      response: dayOffAnswer,
      handler: ({ params }) => deleteDayOff(db, params.id),
    }),
  ];
}
