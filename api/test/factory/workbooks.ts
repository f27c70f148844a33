import ExcelJS from 'exceljs';
import { bearer, type TestApp } from '../harness';

/** An .xlsx whose first sheet holds these rows (the first is the header); a cell may be a formula object. */
export async function anXlsx(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/import/<kind>?dryRun=… with the file in the field 'file'. */
export const uploadImport = (
  t: TestApp,
  token: string,
  kind: 'users' | 'schedule',
  file: Buffer,
  { dryRun = false, filename = 'импорт.xlsx' }: { dryRun?: boolean; filename?: string } = {},
) =>
  t
    .http()
    .post(`/api/import/${kind}?dryRun=${dryRun ? 1 : 0}`)
    .set(bearer(token))
    .attach('file', file, { filename, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
