import { IMPORT_MESSAGES, pluralize, type ImportKind } from '@diary/common';

/** docs/product/screens.md "Импорт". */
export const IMPORT_TEXTS = {
  title: 'Импорт',
  kind: 'Что импортировать',
  template: 'Скачать шаблон',
  templateFailed: 'Не удалось скачать шаблон',
  drop: 'Перетащите сюда файл Excel (.xlsx) или выберите его',
  choose: 'Выбрать файл',
  notExcel: IMPORT_MESSAGES.notExcel,
  tooLarge: 'Файл больше 5 МБ',
  uploading: 'Загрузка файла…',
  checking: 'Проверка файла…',
  importing: 'Импорт…',
  submit: 'Импортировать',
  checkFailed: 'Не удалось проверить файл',
  importFailed: 'Не удалось импортировать файл',
  readFailed: 'Не удалось прочитать файл для просмотра',
  hasErrors: IMPORT_MESSAGES.hasErrors,
  emptyFile: 'В файле нет строк',
  preview: 'Строки файла',
  rowNumber: 'Строка',
  errors: 'Ошибки',
  onlyErrors: 'Только строки с ошибками',
  passwords: 'Скачать пароли',
  passwordsNote: 'Пароли созданы порталом и показываются один раз: скачайте файл сейчас, потом их не будет.',
  passwordsFile: 'Пароли',
  /** What the preview shows in place of a typed password. */
  maskedPassword: '••••••••',
  passwordsGone: 'Файл с паролями скачан. Больше пароли не показываются.',
  noFile: 'Файл не выбран',
  another: 'Другой файл',
} as const;

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { users: 'Пользователи', schedule: 'Расписание' };

/** 'Строк: N, без ошибок: M'. */
export const summaryText = (rows: number, valid: number) => `Строк: ${rows}, без ошибок: ${valid}`;

const CREATED_FORMS: Record<ImportKind, readonly [string, string, string]> = {
  users: ['пользователь', 'пользователя', 'пользователей'],
  schedule: ['занятие', 'занятия', 'занятий'],
};

/** 'Импортировано: 5 пользователей'. */
export const importedText = (kind: ImportKind, created: number) => `Импортировано: ${pluralize(created, CREATED_FORMS[kind])}`;
