import ExcelJS from 'exceljs';
import type supertest from 'supertest';
import { bearer, type TestApp } from '../harness';

/** The response's body when its status is the one expected; otherwise fails, saying what came instead. */
export async function expectStatus<T>(request: PromiseLike<{ status: number; body: unknown }>, status: number): Promise<T> {
  const response = await request;
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as T;
}

/** supertest: keep the body as bytes. */
export function binary(res: supertest.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

export async function download(t: TestApp, token: string, path: string, query: Record<string, string | number> = {}) {
  return t.http().get(path).query(query).set(bearer(token)).buffer(true).parse(binary);
}

/** The sheets' names and the rows of the sheet 'data' (each row's cells from column A). */
export async function sheetRows(body: Buffer): Promise<{ names: string[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('data');
  if (!sheet) throw new Error('no sheet named data');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { names: workbook.worksheets.map((w) => w.name), rows };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
