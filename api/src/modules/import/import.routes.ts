import { IMPORT_FILE_MAX_BYTES, importAnswer, importQuery } from '@diary/common';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { memoryUploads, singleFileUpload } from '../../files/upload';
import { route, type RouteDefinition } from '../../http/routes';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { importSchedule } from './schedule-import';
import { sendTemplate } from './templates';
import { importUsers } from './users-import';
import { tooLargeFile } from './workbook';

const tag = 'Импорт';

/** The form of an import call: only the file (multipart field `file`). */
const importForm = z.object({});

/** Importing people and lessons from Excel (docs/product/beyond.md §5). */
export function importRoutes({ db }: AppContext): RouteDefinition[] {
  // An .xlsx of at most 5 MB, kept in memory for the request only: nothing is written to disk.
  const upload = singleFileUpload(memoryUploads, {
    field: 'file',
    maxBytes: IMPORT_FILE_MAX_BYTES,
    messages: { tooLarge: tooLargeFile(), oneFile: 'Выберите один файл .xlsx', badForm: 'Некорректная форма: ожидается файл в поле file' },
  });
  /** A check answers 200, a write 201. */
  const answered = <T extends object>(res: { status(code: number): unknown }, dryRun: boolean, answer: T): T => {
    if (!dryRun) res.status(201);
    return answer;
  };

  return [
    route({
      method: 'get',
      path: '/import/users/template.xlsx',
      access: 'import.users',
      tag,
      summary: 'Шаблон файла пользователей: Фамилия, Имя, Отчество, Логин, Пароль, Роль, Предмет',
      response: XLSX_FILE,
      handler: (_input, _req, res) => sendTemplate(res, 'users'),
    }),
    route({
      method: 'post',
      path: '/import/users',
      auditAs: 'import',
      access: 'import.users',
      tag,
      summary:
        'Импорт пользователей из .xlsx (multipart, поле file, до 5 МБ): dryRun=1 — проверка (200 {rows, valid, errors}); ' +
        'иначе всё или ничего — 201 {created, passwords?} или 400 с ошибками по строкам и столбцам',
      query: importQuery,
      body: importForm,
      upload,
      response: importAnswer,
      handler: async ({ query, user }, req, res) => answered(res, query.dryRun, await importUsers(db, user, req.file, query.dryRun)),
    }),
    route({
      method: 'get',
      path: '/import/schedule/template.xlsx',
      access: 'import.schedule',
      tag,
      summary: 'Шаблон файла расписания: Филиал, Кабинет, День недели, Начало, Услуга, Класс, Предмет, Ученики, Преподаватель',
      response: XLSX_FILE,
      handler: (_input, _req, res) => sendTemplate(res, 'schedule'),
    }),
    route({
      method: 'post',
      path: '/import/schedule',
      auditAs: 'import',
      access: 'import.schedule',
      tag,
      summary:
        'Импорт расписания из .xlsx (multipart, поле file, до 5 МБ): dryRun=1 — проверка (200 {rows, valid, errors}); ' +
        'иначе всё или ничего — 201 {created} или 400 с ошибками по строкам и столбцам (в том числе пересечения)',
      query: importQuery,
      body: importForm,
      upload,
      response: importAnswer,
      handler: async ({ query }, req, res) => answered(res, query.dryRun, await importSchedule(db, req.file, query.dryRun)),
    }),
  ];
}
