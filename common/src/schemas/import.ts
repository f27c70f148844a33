/*
 * Importing people and lessons from Excel (docs/product/beyond.md §5). A file is checked whole
 * (a dry run) and written all or nothing; every problem names the spreadsheet's row (the header
 * is row 1) and column.
 */

import { z } from 'zod';
import { queryBoolean } from './primitives';

export const IMPORT_KINDS = ['users', 'schedule'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The columns of each file, in the template's order. */
export const USER_IMPORT_COLUMNS = ['Фамилия', 'Имя', 'Отчество', 'Логин', 'Пароль', 'Роль', 'Предмет'] as const;
export const SCHEDULE_IMPORT_COLUMNS = [
  'Филиал',
  'Кабинет',
  'День недели',
  'Начало',
  'Услуга',
  'Класс',
  'Предмет',
  'Ученики',
  'Преподаватель',
] as const;

/** The largest file taken, in bytes. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  notExcel: 'Ожидается файл Excel (.xlsx)',
  hasErrors: 'Файл содержит ошибки',
  usernameTaken: 'Пользователь с таким логином уже существует',
} as const;

/** A problem of one cell (or of a whole row, when `column` is ''). */
export interface ImportError {
  row: number;
  column: string;
  message: string;
}

/** POST /import/…?dryRun=1 → 200. */
export interface ImportCheck {
  rows: number;
  valid: number;
  errors: ImportError[];
}

/** A password the portal made for a row that left Пароль empty: shown once. */
export interface GeneratedPassword {
  row: number;
  username: string;
  password: string;
}

/** POST /import/…?dryRun=0 → 201. `passwords` only when some were generated (users). */
export interface ImportDone {
  created: number;
  passwords?: GeneratedPassword[];
}

/** `?dryRun=1` checks the file and writes nothing; `0` (the default) writes it all or nothing. */
export const importQuery = z.object({ dryRun: queryBoolean.default(false) });
