import ExcelJS from 'exceljs';
import type { Response } from 'express';
import type { FileAnswer } from './route';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The answer of an export route. */
export const XLSX_FILE: FileAnswer = { file: XLSX_CONTENT_TYPE };
/** docs/product/constants.md: a single sheet named data. */
export const XLSX_SHEET_NAME = 'data';
/** Rows per database page of an export: memory stays flat whatever the size. */
export const EXPORT_BATCH_SIZE = 5000;

/** Dates go as 'dd.mm.yyyy' text (docs/product/constants.md): styled date cells would cost the writer twice the time. */
export type CellValue = string | number | null;

export interface SheetColumn<T> {
  header: string;
  width?: number;
  value(row: T): CellValue;
}

/**
 * A text that Excel or LibreOffice would take for a formula when typed: '=', '+', '-', '@' first.
 * Written as a string cell it never runs on opening; the cell also gets the Text number format
 * ('@', built-in format 49), so that editing it (F2, Enter) keeps it text instead of making it a formula.
 */
export const FORMULA_LIKE = /^[=+\-@]/;

/** The style table of exceljs's streaming writer when styles are off (its StylesXform mock; not in its types). */
interface StyleTable {
  model: { styles: object[] };
  addStyleModel(model: { numFmt?: string } | undefined, cellType?: number): number;
}

const TEXT_FORMAT = '@';

/**
 * Adds one cell style, the Text format, to the writer's style table without turning styles on
 * for every cell: with `useStyles` every cell's style is looked up (twice the writer's time); here
 * only the cells that ask for Text get its style, the others stay unstyled as before.
 */
function addTextStyle(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles: StyleTable }).styles;
  const textStyleId = styles.model.styles.push({ numFmtId: 49, fontId: 0, fillId: 0, borderId: 0, xfId: 0 }) - 1;
  const addStyleModel = styles.addStyleModel.bind(styles);
  styles.addStyleModel = (model, cellType) => (model?.numFmt === TEXT_FORMAT ? textStyleId : addStyleModel(model, cellType));
}

/** Writes a row, every formula-like text as a Text cell (FORMULA_LIKE). */
function addSafeRow(sheet: ExcelJS.Worksheet, values: readonly CellValue[]): void {
  const row = sheet.addRow([...values]);
  values.forEach((value, index) => {
    if (typeof value === 'string' && FORMULA_LIKE.test(value)) row.getCell(index + 1).numFmt = TEXT_FORMAT;
  });
  row.commit();
}

/** attachment; ASCII fallback plus the UTF-8 (Russian) name. */
function contentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Resolves when the response can take more, or is gone. */
function writable(res: Response): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** The file of a list's export: '<title>.xlsx', or '<title> (архив).xlsx' for the archived view. */
export function exportFile(title: string, asciiTitle: string, archived = false): { name: string; asciiName: string } {
  return archived
    ? { name: `${title} (архив).xlsx`, asciiName: `${asciiTitle}-archive.xlsx` }
    : { name: `${title}.xlsx`, asciiName: `${asciiTitle}.xlsx` };
}

/**
 * An export's rows in keyset pages: each batch is read after the last row of the one before
 * (`readBatch(last, limit)`, in the list's order under its index), so a deep page costs what the
 * first one does and memory stays flat.
 */
export async function* keysetPages<T>(readBatch: (last: T | undefined, limit: number) => Promise<T[]>): AsyncGenerator<T[]> {
  let last: T | undefined;
  for (;;) {
    const rows = await readBatch(last, EXPORT_BATCH_SIZE);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    last = rows[rows.length - 1];
  }
}

/**
 * The route helper answers with res.json(handler's result) after the handler; once an export
 * has written the response itself, that call must do nothing.
 */
function markAnswered(res: Response): void {
  res.json = (() => res) as Response['json'];
}

/** One sheet of a workbook: its name, columns and pages of rows. */
export interface Sheet<T> {
  name: string;
  columns: readonly SheetColumn<T>[];
  pages: AsyncIterable<T[]>;
}

/**
 * Streams an .xlsx to the response with exceljs's streaming writer: each page of rows is
 * written and flushed before the next is read, waiting while the client is slower than us.
 */
export function streamXlsx<T>(
  res: Response,
  file: { name: string; asciiName: string },
  columns: readonly SheetColumn<T>[],
  pages: AsyncIterable<T[]>,
): Promise<void> {
  return streamXlsxSheets(res, file, [sheetOf({ name: XLSX_SHEET_NAME, columns, pages })]);
}

/** The same with several sheets, written one after another (the first is usually XLSX_SHEET_NAME); see sheetOf(). */
export async function streamXlsxSheets(
  res: Response,
  file: { name: string; asciiName: string },
  sheets: readonly Sheet<never>[],
): Promise<void> {
  const all = sheets as readonly Sheet<unknown>[];
  // An async generator starts only when asked for its first page.
  const iterators = all.map((sheet) => sheet.pages[Symbol.asyncIterator]());
  // The first page before any header: an early failure is still an ordinary JSON error.
  let next = await iterators[0]!.next();

  res.status(200);
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(file.name, file.asciiName));
  res.setHeader('Cache-Control', 'no-store');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
    addTextStyle(workbook);
    for (const [index, sheet] of all.entries()) {
      const rows = iterators[index]!;
      if (index > 0) next = await rows.next();
      const worksheet = workbook.addWorksheet(sheet.name);
      worksheet.columns = sheet.columns.map((column, at) => ({ header: column.header, key: String(at), width: column.width ?? 20 }));
      while (!next.done) {
        for (const row of next.value) {
          addSafeRow(
            worksheet,
            sheet.columns.map((column) => column.value(row)),
          );
        }
        await writable(res);
        if (res.destroyed) {
          // The client went away: stop reading the database; nothing more to answer.
          await rows.return?.();
          markAnswered(res);
          return;
        }
        next = await rows.next();
      }
      worksheet.commit();
    }
    await workbook.commit();
    markAnswered(res);
  } catch (error) {
    if (!res.headersSent) {
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Disposition');
    }
    throw error;
  }
}

/** A sheet of its own rows, for streamXlsxSheets' list of sheets of different rows. */
export const sheetOf = <T>(sheet: Sheet<T>): Sheet<never> => sheet as unknown as Sheet<never>;
