import { cellText, compareValues, sortRows, type DataColumn } from '../table-columns';

describe('compareValues (docs/product/rules.md "Table" sorting)', () => {
  it('compares numbers numerically', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
  });

  it('compares dd.mm.yyyy strings as dates', () => {
    expect(compareValues('02.01.2025', '31.12.2024')).toBeGreaterThan(0);
  });

  it('compares other text in Russian order, case-insensitively', () => {
    expect(compareValues('ёж', 'Жук')).toBeLessThan(0);
    expect(compareValues('абв', 'АБВ')).toBe(0);
  });

  it('puts empty values last', () => {
    expect(compareValues(null, 'а')).toBeGreaterThan(0);
    expect(compareValues('а', undefined)).toBeLessThan(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, name: 'Б', createdAt: '2024-03-01T10:00:00Z' },
    { id: 2, name: null, createdAt: '2023-01-01T10:00:00Z' },
    { id: 3, name: 'А', createdAt: '2025-01-01T10:00:00Z' },
  ];
  const columns: DataColumn<(typeof rows)[number]>[] = [
    { field: 'name', headerName: 'Имя' },
    { field: 'createdAt', headerName: 'Дата', type: 'date' },
  ];
  const ids = (list: typeof rows) => list.map((r) => r.id);

  it('sorts dates by time, not by their text', () => {
    expect(ids(sortRows(rows, columns, [{ field: 'createdAt', sort: 'desc' }]))).toEqual([3, 1, 2]);
  });

  it('keeps empty values last when descending', () => {
    expect(ids(sortRows(rows, columns, [{ field: 'name', sort: 'asc' }]))).toEqual([3, 1, 2]);
    expect(ids(sortRows(rows, columns, [{ field: 'name', sort: 'desc' }]))).toEqual([1, 3, 2]);
  });

  it('keeps the input order without a sort', () => {
    expect(ids(sortRows(rows, columns, []))).toEqual([1, 2, 3]);
  });
});

describe('cellText', () => {
  it('shows booleans as Да/Нет and dates as dd.mm.yyyy', () => {
    expect(cellText('boolean', true)).toBe('Да');
    expect(cellText('boolean', false)).toBe('Нет');
    expect(cellText('date', '2024-05-09')).toBe('09.05.2024');
    expect(cellText(undefined, null)).toBe('');
  });
});
