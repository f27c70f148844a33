// Students' feedback: what POST /feedback and its list take, the attachments allowed, and what it answers.
import { z } from 'zod';
import { type PersonRef, requiredText } from './primitives';
import { archived, includeArchived, optionalId, recordListPaging, requiredId } from './record-fields';

/** Attachments of student feedback: at most this many bytes (10 MB). */
export const FEEDBACK_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const FEEDBACK_MESSAGES = {
  surnameRequired: 'Укажите вашу фамилию',
  surnameTooLong: 'Фамилия не длиннее 100 символов',
  studentRequired: 'Выберите ученика!',
  noteRequired: 'Напишите обратную связь',
  noteTooLong: 'Обратная связь не длиннее 5000 символов',
  fileTooLarge: 'Файл больше 10 МБ',
  fileType: 'Недопустимый тип файла',
  oneFile: 'Можно прикрепить только один файл',
  badForm: 'Некорректная форма: ожидается multipart/form-data',
  notFound: 'Обратная связь не найдена',
  attachmentNotFound: 'Файл не найден',
} as const;

/**
 * What a feedback attachment may be: extension → the MIME types a browser sends for it.
 * The server also checks the content (magic bytes) of PDFs, images and office files.
 */
export const FEEDBACK_FILE_TYPES = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  rtf: ['application/rtf', 'text/rtf'],
  txt: ['text/plain'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type FeedbackFileExtension = keyof typeof FEEDBACK_FILE_TYPES;
/** For the file input's accept attribute. */
export const FEEDBACK_FILE_ACCEPT = Object.keys(FEEDBACK_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/**
 * POST /feedback (multipart/form-data; the file in the field `file`, optional). The author is
 * the caller; a userId the form may send is ignored.
 */
export const feedbackSchema = z.object({
  surname: requiredText(FEEDBACK_MESSAGES.surnameRequired).max(100, { error: FEEDBACK_MESSAGES.surnameTooLong }),
  studentId: requiredId(FEEDBACK_MESSAGES.studentRequired),
  note: requiredText(FEEDBACK_MESSAGES.noteRequired).max(5000, { error: FEEDBACK_MESSAGES.noteTooLong }),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** The form field that carries the file. */
export const FEEDBACK_FILE_FIELD = 'file';

export const FEEDBACK_SORTS = ['createdAt'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];
/** GET /feedback: the filters, and a page when `page` or `limit` is sent. */
export const feedbackListQuery = z.object({
  includeArchived,
  archived,
  studentId: optionalId('studentId: ожидается идентификатор'),
  ...recordListPaging(FEEDBACK_SORTS),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

// ——— what the API answers ———

export interface FeedbackAttachment {
  id: number;
  /** The client's file name, sanitised; never a path. */
  originalName: string;
  size: number;
  mimeType: string;
}

export interface Feedback {
  id: number;
  /** The student who sent it. */
  authorId: number;
  studentId: number;
  surname: string;
  note: string;
  isArchived: boolean;
  createdAt: string;
  author: PersonRef;
  student: PersonRef;
  attachment: FeedbackAttachment | null;
}
