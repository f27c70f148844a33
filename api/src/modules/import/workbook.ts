import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES, type ImportError } from '@diary/common';
import { AppError, CellErrors, badRequest } from '../../http/app-error';

/*
 * Reading an uploaded .xlsx into rows of cells by column name. Everything a file can get wrong is
 * a 400 here, before any row is looked at: not a zip, a damaged or empty workbook, too much
 * content once unpacked, too many rows, missing columns. A cell's own problems (a formula with no
 * value, an error value, text too long) are that cell's errors, reported with the rows' own.
 */

/** More data rows than this: split the file (a 3,000-row timetable checks in seconds; this keeps a request bounded). */
export const MAX_IMPORT_ROWS = 5000;
/** A cell's text beyond this is refused (Excel allows 32,767): no field of ours is that long. */
export const MAX_CELL_CHARS = 2000;
/** What the workbook's parts may unpack to, all together: a 5 MB zip of a few thousand rows is far below it. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export const WORKBOOK_MESSAGES = {
  notZip: 'Содержимое файла — не книга Excel (.xlsx)',
  damaged: 'Файл повреждён или не является книгой Excel (.xlsx)',
  tooBigUnpacked: 'Файл слишком велик после распаковки',
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

/** A cell as the rows hold it: text (trimmed), a number, a date or time (exceljs reads date-formatted cells as Dates in UTC). */
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
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

/**
 * What a zip's entries unpack to, from its central directory; null when the directory is not
 * where a zip has it (damaged, truncated). ZIP64 sizes (0xFFFFFFFF) count as too large.
 */
export function unpackedSize(zip: Buffer): number | null {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

/** The uploaded file as a workbook: its extension, its content and its size unpacked are checked first. */
async function loadWorkbook(file: Express.Multer.File | undefined): Promise<ExcelJS.Workbook> {
  if (!file?.buffer) throw notExcel('Выберите файл');
  if (!/\.xlsx$/i.test(file.originalname)) throw notExcel('Имя файла должно оканчиваться на .xlsx');
  const content = file.buffer;
  if (content.length < 4 || content.readUInt32LE(0) !== ZIP_LOCAL_HEADER) throw notExcel(WORKBOOK_MESSAGES.notZip);
  const unpacked = unpackedSize(content);
  if (unpacked === null) throw notExcel(WORKBOOK_MESSAGES.damaged);
  if (unpacked > MAX_UNPACKED_BYTES) throw notExcel(WORKBOOK_MESSAGES.tooBigUnpacked);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types want its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw notExcel(WORKBOOK_MESSAGES.damaged);
  }
  return workbook;
}

const normalized = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

type Read = { value: CellValue | null } | { error: string };

/** A cell's value as the file keeps it: rich text joined, a link's text, a formula's saved result. */
function readCell(value: ExcelJS.CellValue): Read {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'string') return { value };
  if (typeof value === 'number') return Number.isFinite(value) ? { value } : { value: null };
  if (typeof value === 'boolean') return { value: value ? 'ИСТИНА' : 'ЛОЖЬ' };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { error: WORKBOOK_MESSAGES.errorValue('#VALUE!') } : { value };
  if ('error' in value) return { error: WORKBOOK_MESSAGES.errorValue(String(value.error)) };
  if ('richText' in value) return { value: value.richText.map((part) => part.text).join('') };
  if ('formula' in value || 'sharedFormula' in value) {
    // The value Excel saved with the formula is taken; a formula never calculated (written by a program) has none.
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null) return { error: WORKBOOK_MESSAGES.formulaWithoutValue };
    return typeof result === 'object' && !(result instanceof Date) && 'error' in result
      ? { error: WORKBOOK_MESSAGES.errorValue(String((result as { error: unknown }).error)) }
      : readCell(result as ExcelJS.CellValue);
  }
  if ('text' in value) return readCell(value.text as ExcelJS.CellValue);
  return { value: null };
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
  const workbook = await loadWorkbook(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notExcel(WORKBOOK_MESSAGES.noSheet);
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw badRequest(WORKBOOK_MESSAGES.tooManyRows);

  const byHeader = new Map(columns.map((column) => [normalized(column), column]));
  const indexOf = new Map<number, string>();
  const problems: ImportError[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const read = readCell(cell.value);
    const header = 'value' in read && read.value !== null ? normalized(String(read.value)) : '';
    const column = byHeader.get(header);
    if (!column) return;
    if ([...indexOf.values()].includes(column)) problems.push({ row: 1, column, message: WORKBOOK_MESSAGES.duplicateColumn(column) });
    else indexOf.set(index, column);
  });
  if (indexOf.size === 0 && sheet.actualRowCount === 0) throw badRequest(WORKBOOK_MESSAGES.noRows);
  const found = new Set(indexOf.values());
  for (const column of columns) {
    if (!found.has(column) && !optional.includes(column))
      problems.push({ row: 1, column, message: WORKBOOK_MESSAGES.missingColumn(column) });
  }
  if (problems.length) throw new CellErrors(WORKBOOK_MESSAGES.missingColumns, problems);

  const rows: SheetRow[] = [];
  const errors: ImportError[] = [];
  sheet.eachRow({ includeEmpty: false }, (sheetRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = new Map<string, CellValue>();
    const rowErrors: ImportError[] = [];
    for (const [index, column] of indexOf) {
      const read = readCell(sheetRow.getCell(index).value);
      if ('error' in read) rowErrors.push({ row: rowNumber, column, message: read.error });
      else if (typeof read.value === 'string') {
        const text = read.value.trim();
        if (text.length > MAX_CELL_CHARS) rowErrors.push({ row: rowNumber, column, message: WORKBOOK_MESSAGES.tooLong });
        else if (text) cells.set(column, text);
      } else if (read.value !== null) cells.set(column, read.value);
    }
    // A row with nothing in our columns (a blank line, a note beside the table) is no row.
    if (cells.size === 0 && rowErrors.length === 0) return;
    rows.push({ row: rowNumber, cells });
    errors.push(...rowErrors);
  });
  if (rows.length === 0) throw badRequest(WORKBOOK_MESSAGES.noRows);
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(WORKBOOK_MESSAGES.tooManyRows);
  return { rows, errors };
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
