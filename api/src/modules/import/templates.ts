import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { ROLE_DESCRIPTIONS, ROLE_VALUES, SCHEDULE_IMPORT_COLUMNS, USER_IMPORT_COLUMNS, WEEKDAYS } from '@diary/common';
import { XLSX_CONTENT_TYPE, XLSX_SHEET_NAME } from '../../http/xlsx-stream';
import { GENDER_COLUMN } from './users-import';
import { MAX_IMPORT_ROWS } from './workbook';

/** What each column takes: the template's second sheet, 'Пояснения'. */
const USER_NOTES: Record<(typeof USER_IMPORT_COLUMNS)[number], string> = {
  Фамилия: 'Обязательно, до 100 символов',
  Имя: 'Обязательно, до 100 символов',
  Отчество: 'Необязательно',
  Логин: 'Обязательно, до 100 символов; не занят в портале и не повторяется в файле',
  Пароль: 'Не короче 8 символов и не из самых распространённых; пусто — портал придумает пароль и покажет его один раз',
  Роль: `${ROLE_VALUES.map((role) => ROLE_DESCRIPTIONS[role])
    .reverse()
    .join(', ')}; несколько — через запятую, первая основная. Суперадмина назначает только суперадмин`,
  Предмет: 'Необязательно: основной предмет преподавателя',
};

const SCHEDULE_NOTES: Record<(typeof SCHEDULE_IMPORT_COLUMNS)[number], string> = {
  Филиал: 'Название филиала, как в портале',
  Кабинет: 'Название кабинета этого филиала',
  'День недели': WEEKDAYS.map((day) => day.name).join(', '),
  Начало: 'Время начала ЧЧ:ММ, кратно 5 минутам (текстом или временем Excel)',
  Услуга: 'Название услуги: она задаёт длительность и число мест',
  Класс: 'Название класса',
  Предмет: 'Название предмета, как в справочнике предметов',
  Ученики: 'Логины учеников через запятую; можно оставить пустым',
  Преподаватель: 'Логин преподавателя класса; пусто — единственный преподаватель класса',
};

/** Columns a file may add to the template's, and what each takes. */
const USER_EXTRA_NOTES: Record<string, string> = {
  [GENDER_COLUMN]:
    'Можно добавить: Мужской или Женский (М или Ж). Если столбца нет или ячейка пуста — по отчеству: ' +
    'на «-вна», «-чна» или «кызы» — женский, иначе мужской',
};

export const TEMPLATES = {
  users: {
    columns: USER_IMPORT_COLUMNS,
    notes: USER_NOTES,
    extraNotes: USER_EXTRA_NOTES,
    name: 'Импорт пользователей.xlsx',
    asciiName: 'import-users.xlsx',
  },
  schedule: {
    columns: SCHEDULE_IMPORT_COLUMNS,
    notes: SCHEDULE_NOTES,
    extraNotes: {},
    name: 'Импорт расписания.xlsx',
    asciiName: 'import-schedule.xlsx',
  },
} as const;

/** The template: the columns on the first sheet (rows go under them), what each takes on the second. */
export async function templateOf(kind: keyof typeof TEMPLATES): Promise<Buffer> {
  const { columns, notes, extraNotes } = TEMPLATES[kind];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(XLSX_SHEET_NAME);
  sheet.columns = columns.map((header) => ({ header, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  // Typed as text, so that a login of digits or a time stays as it is typed.
  for (let i = 1; i <= columns.length; i += 1) sheet.getColumn(i).numFmt = '@';
  const help = workbook.addWorksheet('Пояснения');
  help.columns = [
    { header: 'Столбец', width: 22 },
    { header: 'Что писать', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of columns) help.addRow([column, notes[column as keyof typeof notes]]);
  for (const [column, note] of Object.entries(extraNotes)) help.addRow([column, note]);
  help.addRow([]);
  help.addRow(['', `Первая строка листа «${XLSX_SHEET_NAME}» — названия столбцов; не больше ${MAX_IMPORT_ROWS} строк в файле.`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendTemplate(res: Response, kind: keyof typeof TEMPLATES): Promise<void> {
  const { name, asciiName } = TEMPLATES[kind];
  const file = await templateOf(kind);
  res.status(200);
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(file);
}
