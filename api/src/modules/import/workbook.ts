import { IMPORT_MESSAGES, type ImportError } from '@diary/common';
import { AppError, CellErrors, badRequest } from '../../errors/app-error';
import {
  readDateStyles,
  readRelationships,
  readSharedStrings,
  readSheetRows,
  readWorkbook,
  type CellProblem,
  type CellRead,
  type SheetXmlRow,
} from './xlsx-parts';
import { entryText, UnpackedTooLarge, UnpackLimit, zipEntries, type ZipEntry } from './zip-entries';

/*
 * Reading an uploaded .xlsx into rows of cells by column name. Everything a file can get wrong is
 * a 400 here, before any row is looked at: not a zip, a damaged or empty workbook, too much
 * content once unpacked, too many rows, missing columns. A cell's own problems (a formula with no
 * value, an error value, text too long) are that cell's errors, reported with the rows' own.
 * Only the first sheet is read, with what it needs (the workbook, the styles, the shared strings),
 * unpacked as it is read: the bytes actually inflated are counted and reading stops at the limit,
 * and the rows stop at the first one past the row limit.
 */

/** More data rows than this: split the file (a 3,000-row timetable checks in seconds; this keeps a request bounded). */
export const MAX_IMPORT_ROWS = 5000;
/** A cell's text beyond this is refused (Excel allows 32,767): no field of ours is that long. */
export const MAX_CELL_CHARS = 2000;
/**
 * What the parts read may inflate to, all together (counted as they inflate, never taken from
 * what the zip declares). A 5,000-row file of the template's columns is about 5 MB unpacked.
 */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

export const WORKBOOK_MESSAGES = {
  notZip: 'Содержимое файла — не книга Excel (.xlsx)',
  damaged: 'Файл повреждён или не является книгой Excel (.xlsx)',
  tooBigUnpacked: `Файл слишком велик после распаковки: больше ${MAX_UNPACKED_BYTES / 1024 / 1024} МБ`,
  tooLarge: 'Файл больше 5 МБ',
  noSheet: 'В книге нет листов',
  noHeader: 'В первой строке должны быть названия столбцов',
  noRows: 'В файле нет строк для импорта',
  tooManyRows: `В файле больше ${MAX_IMPORT_ROWS} строк: разделите его на несколько файлов`,
  missingColumns: 'В файле нет нужных столбцов',
  missingColumn: (column: string) => `Нет столбца «${column}» (первая строка — названия столбцов, как в шаблоне)`,
  duplicateColumn: (column: string) => `Столбец «${column}» встречается дважды`,
  formulaWithoutValue: 'Формула без сохранённого значения: введите значение вместо формулы',
  errorValue: (error: string) => `Ошибка в ячейке (${error}): введите значение`,
  tooLong: `Слишком длинный текст: не больше ${MAX_CELL_CHARS} символов`,
} as const;

/** A cell as the rows hold it: text (trimmed), a number, a date or time (date-formatted cells are Dates in UTC). */
export type CellValue = string | number | Date;

export interface SheetRow {
  /** As the spreadsheet numbers it: the header is 1. */
  row: number;
  /** The non-empty cells by column name. */
  cells: Map<string, CellValue>;
}

export interface Sheet {
  rows: SheetRow[];
  /** Cells that could not be read (formulas without a value, error values, overlong text). */
  errors: ImportError[];
}

const notExcel = (detail: string) => badRequest(IMPORT_MESSAGES.notExcel, [{ path: 'file', message: detail }]);
/** The 400 of an upload over the limit: the contract's text, the reason beside it. */
export const tooLargeFile = (): AppError => notExcel(WORKBOOK_MESSAGES.tooLarge);

const ZIP_LOCAL_HEADER = 0x04034b50;

/** The uploaded file's bytes, once its name and its first bytes say it is an .xlsx (a zip). */
function uploadedZip(file: Express.Multer.File | undefined): Buffer {
  if (!file?.buffer) throw notExcel('Выберите файл');
  if (!/\.xlsx$/i.test(file.originalname)) throw notExcel('Имя файла должно оканчиваться на .xlsx');
  const content = file.buffer;
  if (content.length < 4 || content.readUInt32LE(0) !== ZIP_LOCAL_HEADER) throw notExcel(WORKBOOK_MESSAGES.notZip);
  return content;
}

/** A part's path from a relationship's target: relative to the folder of the part that names it ('xl/'), or absolute. */
function partPath(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const RELATION = {
  styles: '/styles',
  sharedStrings: '/sharedStrings',
} as const;

/** The first sheet's rows and what reading its cells needs, each part unpacked under the one limit. */
async function openFirstSheet(zip: Buffer, entries: Map<string, ZipEntry>) {
  const limit = new UnpackLimit(MAX_UNPACKED_BYTES);
  const text = (entry: ZipEntry) => entryText(zip, entry, limit);
  const workbookEntry = entries.get('xl/workbook.xml');
  if (!workbookEntry) throw notExcel(WORKBOOK_MESSAGES.damaged);
  const book = await readWorkbook(text(workbookEntry));
  if (!book.firstSheet) throw notExcel(WORKBOOK_MESSAGES.noSheet);
  const relationsEntry = entries.get('xl/_rels/workbook.xml.rels');
  if (!relationsEntry) throw notExcel(WORKBOOK_MESSAGES.damaged);
  const relations = await readRelationships(text(relationsEntry));
  const entryOf = (relation: { target: string } | undefined) => (relation ? entries.get(partPath('xl', relation.target)) : undefined);
  const sheetEntry = entryOf(relations.find((relation) => relation.id === book.firstSheet));
  if (!sheetEntry) throw notExcel(WORKBOOK_MESSAGES.damaged);
  const stylesEntry = entryOf(relations.find((relation) => relation.type.endsWith(RELATION.styles)));
  const stringsEntry = entryOf(relations.find((relation) => relation.type.endsWith(RELATION.sharedStrings)));
  const context = {
    dateStyles: stylesEntry ? await readDateStyles(text(stylesEntry)) : new Set<number>(),
    // One more character than is taken: a longer text is seen to be too long.
    sharedStrings: stringsEntry ? await readSharedStrings(text(stringsEntry), MAX_CELL_CHARS + 1) : [],
    date1904: book.date1904,
    maxChars: MAX_CELL_CHARS + 1,
  };
  return readSheetRows(text(sheetEntry), context);
}

const normalized = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

const problemText = (problem: CellProblem) =>
  problem.kind === 'formulaWithoutValue' ? WORKBOOK_MESSAGES.formulaWithoutValue : WORKBOOK_MESSAGES.errorValue(problem.code);

/** The columns the header names (by their number), or the 400 naming each required column it lacks. */
function columnsOf(
  header: Map<number, CellRead> | undefined,
  columns: readonly string[],
  optional: readonly string[],
): Map<number, string> {
  const byHeader = new Map(columns.map((column) => [normalized(column), column]));
  const indexOf = new Map<number, string>();
  const problems: ImportError[] = [];
  for (const [index, read] of [...(header ?? [])].sort(([a], [b]) => a - b)) {
    const column = 'value' in read && read.value !== null ? byHeader.get(normalized(String(read.value))) : undefined;
    if (!column) continue;
    if ([...indexOf.values()].includes(column)) problems.push({ row: 1, column, message: WORKBOOK_MESSAGES.duplicateColumn(column) });
    else indexOf.set(index, column);
  }
  const found = new Set(indexOf.values());
  for (const column of columns) {
    if (!found.has(column) && !optional.includes(column))
      problems.push({ row: 1, column, message: WORKBOOK_MESSAGES.missingColumn(column) });
  }
  if (problems.length) throw new CellErrors(WORKBOOK_MESSAGES.missingColumns, problems);
  return indexOf;
}

/**
 * The first sheet of the uploaded workbook: its header (row 1) must name every required column
 * (in any order, case aside; other columns are ignored), then the rows that have anything in them.
 */
export async function readSheet(
  file: Express.Multer.File | undefined,
  columns: readonly string[],
  optional: readonly string[] = [],
): Promise<Sheet> {
  const zip = uploadedZip(file);
  const entries = zipEntries(zip);
  if (!entries) throw notExcel(WORKBOOK_MESSAGES.damaged);
  try {
    return await readRows(await openFirstSheet(zip, entries), columns, optional);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof UnpackedTooLarge) throw notExcel(WORKBOOK_MESSAGES.tooBigUnpacked);
    // Anything else the reading met (bad XML, a broken deflate stream, an unknown compression) is the file's.
    throw notExcel(WORKBOOK_MESSAGES.damaged);
  }
}

/** The sheet's rows by column name, reading no further than the row limit allows. */
async function readRows(sheetRows: AsyncGenerator<SheetXmlRow>, columns: readonly string[], optional: readonly string[]): Promise<Sheet> {
  try {
    let next = await sheetRows.next();
    if (next.done) throw badRequest(WORKBOOK_MESSAGES.noRows);
    const header = next.value.row === 1 ? next.value.cells : undefined;
    const indexOf = columnsOf(header, columns, optional);
    if (header) next = await sheetRows.next();

    const rows: SheetRow[] = [];
    const errors: ImportError[] = [];
    let dataRows = 0;
    for (; !next.done; next = await sheetRows.next()) {
      const { row, cells: read } = next.value;
      // Any row with something in it counts, ours or not: the file stops being read past the limit.
      dataRows += 1;
      if (dataRows > MAX_IMPORT_ROWS) throw badRequest(WORKBOOK_MESSAGES.tooManyRows);
      const cells = new Map<string, CellValue>();
      const rowErrors: ImportError[] = [];
      for (const [index, column] of indexOf) {
        const cell = read.get(index);
        if (!cell) continue;
        if ('error' in cell) rowErrors.push({ row, column, message: problemText(cell.error) });
        else if (typeof cell.value === 'string') {
          const text = cell.value.trim();
          if (text.length > MAX_CELL_CHARS) rowErrors.push({ row, column, message: WORKBOOK_MESSAGES.tooLong });
          else if (text) cells.set(column, text);
        } else if (cell.value !== null) cells.set(column, cell.value);
      }
      // A row with nothing in our columns (a blank line, a note beside the table) is no row.
      if (cells.size === 0 && rowErrors.length === 0) continue;
      rows.push({ row, cells });
      errors.push(...rowErrors);
    }
    if (rows.length === 0) throw badRequest(WORKBOOK_MESSAGES.noRows);
    return { rows, errors };
  } finally {
    // Stops the unpacking where the reading stopped.
    await sheetRows.return(undefined);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a number as written ('12345'), a date as dd.mm.yyyy. */
export function textOf(value: CellValue | undefined): string {
  if (value === undefined) return '';
  if (value instanceof Date) return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
  return String(value);
}

/**
 * A time of day as 'HH:MM': typed as text ('9:00', '09:00'), or as Excel keeps a time (a fraction of
 * a day, or a time-formatted cell, which exceljs reads as a Date on 30.12.1899 in UTC). Anything else
 * stays as it was, for the schema's own message.
 */
export function timeTextOf(value: CellValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  let minutes: number | null = null;
  // A time alone is a Date of Excel's day zero; a whole date is no start time.
  if (value instanceof Date && value.getUTCFullYear() < 1900)
    minutes = value.getUTCHours() * 60 + value.getUTCMinutes() + Math.round(value.getUTCSeconds() / 60);
  else if (typeof value === 'number' && value >= 0 && value < 1) minutes = Math.round(value * 24 * 60);
  if (minutes === null || minutes >= 24 * 60) return textOf(value);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
