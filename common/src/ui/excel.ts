export type ExcelRow = Record<string, unknown>;

export const EXCEL_SHEET_NAME = 'data';

interface ExcelOptions {
  /** Column headers in order; without them the keys of the rows are used (nothing for no rows). */
  headers?: readonly string[];
}

/**
 * docs/product/constants.md "Excel export": one sheet named data, `<fileName>.xlsx`, the Russian column
 * headers are the rows' keys. xlsx is loaded on first use: it is large and only writes here
 * (its advisories, CVE-2023-30533 and CVE-2024-22363, are about reading files).
 */
export async function exportToExcel(rows: readonly ExcelRow[], fileName: string, options: ExcelOptions = {}): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet([...rows], options.headers ? { header: [...options.headers] } : undefined);
  if (options.headers && rows.length === 0) XLSX.utils.sheet_add_aoa(sheet, [[...options.headers]]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, EXCEL_SHEET_NAME);
  XLSX.writeFile(book, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`, { bookType: 'xlsx' });
}
