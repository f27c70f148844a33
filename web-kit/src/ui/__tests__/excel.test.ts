import type { WorkBook } from 'xlsx';
import * as XLSX from 'xlsx';
import { exportToExcel, readExcelSheet } from '../excel';

jest.mock('xlsx', () => ({ ...jest.requireActual('xlsx'), writeFile: jest.fn() }));

const writeFile = XLSX.writeFile as jest.MockedFunction<typeof XLSX.writeFile>;

function written(): { book: WorkBook; fileName: string } {
  const [book, fileName] = writeFile.mock.calls.at(-1)!;
  return { book, fileName };
}

function firstRows(book: WorkBook): unknown[][] {
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

describe('exportToExcel', () => {
  beforeEach(() => writeFile.mockClear());

  it('writes one sheet named data to <fileName>.xlsx with the keys as headers', async () => {
    await exportToExcel([{ Имя: 'Иван', Возраст: 10 }], 'Отчет');
    const { book, fileName } = written();
    expect(fileName).toBe('Отчет.xlsx');
    expect(book.SheetNames).toEqual(['data']);
    expect(firstRows(book)).toEqual([
      ['Имя', 'Возраст'],
      ['Иван', 10],
    ]);
  });

  it('keeps the given header order, even for no rows', async () => {
    await exportToExcel([], 'Пусто', { headers: ['Б', 'А'] });
    expect(firstRows(written().book)).toEqual([['Б', 'А']]);
  });
});

describe('readExcelSheet', () => {
  it('reads the first sheet as text, numbering rows as the spreadsheet does, blank rows kept', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Фамилия', 'Логин'], ['Петров', 'petrov'], [], ['Сидорова', 42]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Лист1');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const read = await readExcelSheet(new Blob([bytes]));
    expect(read.firstRow).toBe(1);
    expect(read.rows).toEqual([
      ['Фамилия', 'Логин'],
      ['Петров', 'petrov'],
      ['', ''],
      ['Сидорова', '42'],
    ]);
  });
});
