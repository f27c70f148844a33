import { IMPORT_FILE_MAX_BYTES, importAnswer, importQuery } from '@diary/common';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { afterCommit } from '../../db/audited-writes';
import { memoryUploads, singleFileUpload } from '../../files/upload';
import { ConcurrencyLimit } from '../../http/concurrency-limit';
import { route, type RouteDefinition } from '../../http/route';
import { securityEvent } from '../../http/security-log';
import { XLSX_FILE } from '../../http/xlsx-stream';
import { importSchedule, prepareScheduleImport } from './schedule-import';
import { sendTemplate } from './templates';
import { importUsers, prepareUsersImport } from './users-import';
import { tooLargeFile } from './workbook';

export const IMPORT_BUSY_MESSAGE = 'Уже выполняется другой импорт. Повторите попытку через минуту';

const tag = 'Импорт';

/** The form of an import call: only the file (multipart field `file`). */
const importForm = z.object({});

/** Importing people and lessons from Excel (docs/product/beyond.md §5). */
export function importRoutes({ db, logger }: AppContext): RouteDefinition[] {
  // An .xlsx of at most 5 MB, kept in memory for the request only: nothing is written to disk.
  const upload = singleFileUpload(memoryUploads, {
    field: 'file',
    maxBytes: IMPORT_FILE_MAX_BYTES,
    messages: { tooLarge: tooLargeFile(), oneFile: 'Выберите один файл .xlsx', badForm: 'Некорректная форма: ожидается файл в поле file' },
  });
  // One import at a time in this process, checks included: each holds its file, unpacked, in memory
  // and keeps the CPU busy (hashing, the timetable's writes).
  const oneImport = new ConcurrencyLimit({ max: 1, message: IMPORT_BUSY_MESSAGE, retryAfterSeconds: 60 });
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
      limit: oneImport,
      // The file is read and checked and the passwords hashed before the transaction: it holds only the inserts.
      prepare: ({ query, user }, req) => prepareUsersImport(db, user, req.file, query.dryRun),
      handler: async ({ query, prepared }, req, res) => {
        const { answer, created } = await importUsers(db, prepared);
        afterCommit(() => {
          for (const { id, username } of created) securityEvent(logger, req, 'user.created', { targetUserId: id, username });
        });
        return answered(res, query.dryRun, answer);
      },
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
      limit: oneImport,
      prepare: (_input, req) => prepareScheduleImport(db, req.file),
      handler: async ({ query, prepared }, _req, res) => answered(res, query.dryRun, await importSchedule(db, prepared, query.dryRun)),
    }),
  ];
}
