export type ExcelRow = Record<string, unknown>;

export const EXCEL_SHEET_NAME = 'data';

interface ExcelOptions {
  /** Column headers in order; without them the keys of the rows are used (nothing for no rows). */
  headers?: readonly string[];
}

/**
 * docs/product/constants.md "Excel export": one sheet named data, `<fileName>.xlsx`, the Russian column
 * headers are the rows' keys. xlsx is loaded on first use: it is large. Its advisories
 * (CVE-2023-30533, CVE-2024-22363) are about reading files: the one read here is readExcelSheet's,
 * of a file the user chose themselves, for the import's preview.
 */
export async function exportToExcel(rows: readonly ExcelRow[], fileName: string, options: ExcelOptions = {}): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet([...rows], options.headers ? { header: [...options.headers] } : undefined);
  if (options.headers && rows.length === 0) XLSX.utils.sheet_add_aoa(sheet, [[...options.headers]]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, EXCEL_SHEET_NAME);
  XLSX.writeFile(book, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`, { bookType: 'xlsx' });
}

/** The first sheet of a file as text, row by row; `firstRow` is the spreadsheet's number of rows[0]. */
export interface ExcelSheetText {
  firstRow: number;
  rows: string[][];
}

async function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Не удалось прочитать файл'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads the first sheet of a file the user chose, to show it before it is sent (the import's
 * preview). Only the user's own file, in their own browser, is read here: the server checks it
 * again with its own reader, so nothing read here is trusted.
 */
export async function readExcelSheet(file: Blob): Promise<ExcelSheetText> {
  const XLSX = await import('xlsx');
  const book = XLSX.read(await bytesOf(file), { type: 'array', cellDates: false, cellHTML: false, cellFormula: false });
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet || !sheet['!ref']) return { firstRow: 1, rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  return { firstRow: range.s.r + 1, rows: rows.map((row) => row.map((cell) => String(cell ?? '').trim())) };
}
