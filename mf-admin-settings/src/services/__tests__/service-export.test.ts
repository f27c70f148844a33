import * as XLSX from 'xlsx';
import { exportToExcel } from '@diary/web-kit';
import { SERVICE_EXPORT_HEADERS, SERVICES_EXPORT_FILE, serviceExportRows } from '../service-text';
import { makeGroupType, makeService } from '../../shared/__tests__/fakes';

jest.mock('xlsx', () => ({ ...jest.requireActual('xlsx'), writeFile: jest.fn() }));

const writeFile = XLSX.writeFile as jest.MockedFunction<typeof XLSX.writeFile>;

describe('services export (docs/product/screens.md "Services screen")', () => {
  const services = [
    makeService({
      name: 'Химия',
      groupType: makeGroupType({ name: 'Групповое' }),
      duration_minutes: 90,
      price: 1500,
      createdAt: '2024-02-05T12:00:00.000Z',
    }),
    makeService({
      name: 'Пробное',
      groupType: null,
      duration_minutes: 30,
      price: 0.5,
      isArchived: true,
      createdAt: '2024-03-01T12:00:00.000Z',
    }),
  ];

  it('writes the sheet data of Услуги.xlsx with the documented columns and statuses', async () => {
    await exportToExcel(serviceExportRows(services), SERVICES_EXPORT_FILE, { headers: SERVICE_EXPORT_HEADERS });
    const [book, fileName] = writeFile.mock.calls[0]!;
    expect(fileName).toBe('Услуги.xlsx');
    expect(book.SheetNames).toEqual(['data']);
    expect(XLSX.utils.sheet_to_json(book.Sheets.data!, { header: 1 })).toEqual([
      ['Название', 'Тип группы', 'Длительность (мин)', 'Стоимость', 'Дата создания', 'Статус'],
      ['Химия', 'Групповое', 90, 1500, '05.02.2024', 'Активен'],
      ['Пробное', 'Не указан', 30, 0.5, '01.03.2024', 'Архивирован'],
    ]);
  });
});
