import * as XLSX from 'xlsx';
import { exportToExcel } from '@diary/web-kit';
import { MEMBER_EXPORT_HEADERS, memberExportRows } from '../member-text';
import { makeUser } from './factories';

jest.mock('xlsx', () => ({ ...jest.requireActual('xlsx'), writeFile: jest.fn() }));

const writeFile = XLSX.writeFile as jest.MockedFunction<typeof XLSX.writeFile>;

describe('users export (docs/product/data.md)', () => {
  const user = makeUser({
    first_name: 'Анна',
    last_name: null,
    second_name: 'Смирнова',
    username: 'anna',
    roleValues: ['TEACHER', 'MODERATOR'],
    createdAt: '2024-02-05T12:00:00.000Z',
  });

  it('builds rows with the Russian columns in docs/product order', () => {
    const [row] = memberExportRows([user]);
    expect(Object.keys(row!)).toEqual(['Имя', 'Отчество', 'Фамилия', 'Логин', 'Роль', 'Дата создания']);
    expect(row).toEqual({
      Имя: 'Анна',
      Отчество: '',
      Фамилия: 'Смирнова',
      Логин: 'anna',
      Роль: 'Преподаватель, Администратор',
      'Дата создания': '05.02.2024',
    });
  });

  it('writes them to the sheet data of Пользователи.xlsx', async () => {
    await exportToExcel(memberExportRows([user]), 'Пользователи', { headers: MEMBER_EXPORT_HEADERS });
    const [book, fileName] = writeFile.mock.calls[0]!;
    expect(fileName).toBe('Пользователи.xlsx');
    expect(book.SheetNames).toEqual(['data']);
    const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets.data!, { header: 1 });
    expect(table).toEqual([
      ['Имя', 'Отчество', 'Фамилия', 'Логин', 'Роль', 'Дата создания'],
      ['Анна', '', 'Смирнова', 'anna', 'Преподаватель, Администратор', '05.02.2024'],
    ]);
  });
});
