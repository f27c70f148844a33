import {
  FEEDBACK_FILE_FIELD,
  FEEDBACK_MAX_FILE_BYTES,
  FEEDBACK_MESSAGES,
  feedbackListQuery,
  feedbackSchema,
  idParams,
  feedbackAnswer,
  feedbackListAnswer,
} from '@diary/common';
import type { AppContext } from '../../context';
import { AttachmentStore, attachmentsDir } from '../../files/attachment-store';
import { singleFileUpload } from '../../files/upload';
import { ANY_FILE_TYPE, route, type RouteDefinition } from '../../http/route';
import { archiveFeedback, createFeedback, getFeedback, listFeedback, sendAttachment, unarchiveFeedback } from './feedback.service';

const tag = 'Обратная связь';

/** The student's 'Обратная связь' form (docs/product/screens.md) and the staff's view of it. */
export function feedbackRoutes({ db, config }: AppContext): RouteDefinition[] {
  const store = new AttachmentStore(attachmentsDir(config.dataDir));
  const upload = singleFileUpload(store, {
    field: FEEDBACK_FILE_FIELD,
    maxBytes: FEEDBACK_MAX_FILE_BYTES,
    messages: { tooLarge: FEEDBACK_MESSAGES.fileTooLarge, oneFile: FEEDBACK_MESSAGES.oneFile, badForm: FEEDBACK_MESSAGES.badForm },
  });

  return [
    route({
      method: 'post',
      path: '/feedback',
      access: 'feedback.send',
      tag,
      summary:
        'Обратная связь ученика (multipart/form-data: surname, studentId, note и необязательный file — ' +
        'до 10 МБ: jpeg, png, gif, webp, pdf, doc, docx, xls, xlsx, odt, ods, rtf, txt); автор и ученик — вызывающий (studentId из тела не используется)',
      body: feedbackSchema,
      upload,
      status: 201,
      response: feedbackAnswer,
      handler: ({ body, user }, req) => createFeedback(db, store, user, body, req.file),
    }),
    route({
      method: 'get',
      path: '/feedback',
      access: 'feedback.read',
      tag,
      summary:
        'Обратная связь (новые первыми): активная, с includeArchived — и архивная, archived — только архивная или только активная; studentId; sort (createdAt), order. ' +
        'Без page и limit — массив, с ними — страница {items, total} (limit по умолчанию 100, не больше 200; 0 или -1 — все)',
      query: feedbackListQuery,
      response: feedbackListAnswer,
      handler: ({ query }) => listFeedback(db, query),
    }),
    route({
      method: 'get',
      path: '/feedback/:id',
      access: 'feedback.read',
      tag,
      summary: 'Одна запись обратной связи',
      params: idParams,
      response: feedbackAnswer,
      handler: ({ params }) => getFeedback(db, params.id),
    }),
    route({
      method: 'get',
      path: '/feedback/:id/attachment',
      access: 'feedback.read',
      tag,
      summary: 'Прикреплённый файл (скачивание под исходным именем)',
      params: idParams,
      response: { file: ANY_FILE_TYPE },
      handler: ({ params }, _req, res) => sendAttachment(db, store, params.id, res),
    }),
    route({
      method: 'patch',
      path: '/feedback/:id/archive',
      access: 'feedback.manage',
      tag,
      summary: 'Перемещение в архив (ответ — запись)',
      params: idParams,
      response: feedbackAnswer,
      handler: ({ params }) => archiveFeedback(db, params.id),
    }),
    route({
      method: 'patch',
      path: '/feedback/:id/unarchive',
      access: 'feedback.manage',
      tag,
      summary: 'Восстановление из архива (ответ — запись)',
      params: idParams,
      response: feedbackAnswer,
      handler: ({ params }) => unarchiveFeedback(db, params.id),
    }),
  ];
}
