import ExcelJS from 'exceljs';
import { useTestApp } from './harness';
import { download, insertAchievement, people } from './factory';

/**
 * Every export goes through http/xlsx-stream.ts: a text a spreadsheet would take for a formula
 * ('=…', '+…', '-…', '@…') must reach the user as that very text, in a string cell (never a
 * formula, so nothing runs on opening) with the Text number format (so that editing keeps it text).
 */

const t = useTestApp();

const DANGEROUS = ['=HYPERLINK("http://evil.example","Нажмите")', '+7 (900) 000-00-00', '-2+3', '@SUM(1,2)', "=cmd|' /C calc'!A0"];

describe('an export with formula-like texts', () => {
  it('when texts begin with =, +, - or @, then each cell holds exactly the text, as a string in the Text format, with no formula', async () => {
    const { admin, teacher, student } = await people(t);
    for (const [i, text] of DANGEROUS.entries()) {
      await insertAchievement(t, teacher, student, { lessonTheme: text, notes: 'обычный текст', lessonDate: `2024-10-0${i + 1}` });
    }

    const response = await download(t, admin.token, '/api/achivements/export.xlsx');

    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('data')!;
    const themeColumn = (sheet.getRow(1).values as unknown[]).indexOf('Тема урока');
    const notesColumn = (sheet.getRow(1).values as unknown[]).indexOf('Комментарий');
    const themes: string[] = [];
    for (let row = 2; row <= sheet.rowCount; row += 1) {
      const cell = sheet.getRow(row).getCell(themeColumn);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
      themes.push(cell.value as string);
      // An ordinary text keeps the default format.
      expect(sheet.getRow(row).getCell(notesColumn).numFmt).toBeUndefined();
    }
    expect(themes.sort()).toEqual([...DANGEROUS].sort());
  });
});
