import {
  difficultiesExportQuery,
  difficultiesListQuery,
  difficultySchema,
  idParams,
  difficultiesPageAnswer,
  difficultyAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { route, type RouteDefinition } from '../../http/route';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { logged } from '../../http/security-log';
import { exportDifficulties } from './difficulties.export';
import { archiveDifficulty, createDifficulty, deleteDifficulty, listDifficulties } from './difficulties.service';

const tag = 'Трудности';

/** docs/api/calls.md "Difficulty". */
export function difficultiesRoutes({ db, logger }: AppContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/difficulty',
      access: 'difficulties.read',
      tag,
      summary:
        'Трудности {items, total}: page, limit (0 или -1 — все), archived (архив — только ADMIN), sort, order, ' +
        'teacherId, studentId, q (начало фамилии ученика или учителя, или часть описания). TEACHER видит свои',
      query: difficultiesListQuery,
      response: difficultiesPageAnswer,
      handler: ({ query, user }) => listDifficulties(db, user, query),
    }),
    route({
      method: 'get',
      path: '/difficulty/export.xlsx',
      access: 'difficulties.export',
      tag,
      summary: 'Выгрузка в Excel (лист data) с фильтрами списка, потоком',
      query: difficultiesExportQuery,
      response: XLSX_FILE,
      handler: ({ query }, _req, res) => exportDifficulties(db, res, query),
    }),
    route({
      method: 'post',
      path: '/difficulty/create',
      access: 'difficulties.create',
      tag,
      summary: 'Сообщение о трудностях ученика; автор — вызывающий (ADMIN и MODERATOR могут указать userId преподавателя)',
      body: difficultySchema,
      status: 201,
      response: difficultyAnswer,
      handler: ({ body, user }) => createDifficulty(db, user, body),
    }),
    route({
      method: 'put',
      path: '/difficulty/:id',
      access: 'difficulties.archive',
      tag,
      summary: 'Перемещение в архив (ответ — запись); TEACHER — только своих',
      params: idParams,
      response: difficultyAnswer,
      handler: ({ params, user }) => archiveDifficulty(db, user, params.id),
    }),
    route({
      method: 'delete',
      path: '/difficulty/:id',
      access: 'difficulties.delete',
      tag,
      summary: 'Удаление навсегда (ответ — удалённая запись)',
      params: idParams,
      response: difficultyAnswer,
      handler: ({ params }, req) =>
        deleteDifficulty(db, params.id).then(logged(logger, req, 'record.deleted', { entity: 'difficulty', entityId: params.id })),
    }),
  ];
}
