import { cellText, compareValues, sortRows, toGridColumns, type DataColumn } from '../table-columns';

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

describe("a 'money' column", () => {
  const rows = [
    { id: 1, amount: 1750.5 },
    { id: 2, amount: '900.00' },
    { id: 3, amount: null },
    { id: 4, amount: 12000 },
  ];
  const money: DataColumn<(typeof rows)[number]> = { field: 'amount', headerName: 'Сумма', type: 'money' };
  /** The no-break spaces of '1 750,50 ₽' as spaces. */
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('shows rubles the Russian way, nothing for none', () => {
    expect(plain(cellText('money', 1750.5))).toBe('1 750,50 ₽');
    expect(plain(cellText('money', '900.00'))).toBe('900,00 ₽');
    expect(cellText('money', null)).toBe('');
  });

  it('sorts by the amount, a decimal text too, none last', () => {
    expect(sortRows(rows, [money], [{ field: 'amount', sort: 'asc' }]).map((r) => r.id)).toEqual([2, 1, 4, 3]);
    expect(sortRows(rows, [money], [{ field: 'amount', sort: 'desc' }]).map((r) => r.id)).toEqual([4, 1, 2, 3]);
  });

  it('stands on the right unless told otherwise; the grid shows the rubles', () => {
    const [grid, left] = toGridColumns([money, { ...money, field: 'other', align: 'left' }]);
    expect([grid!.align, grid!.headerAlign, left!.align]).toEqual(['right', 'right', 'left']);
    expect(plain(String((grid!.valueFormatter as unknown as (value: unknown) => string)(12000)))).toBe('12 000,00 ₽');
  });
});
