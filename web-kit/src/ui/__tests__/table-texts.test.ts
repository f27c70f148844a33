import { ruDisplayedRows } from '../table-texts';

describe("the pager's rows text", () => {
  it('groups the digits as Russian does, without making an Intl object', () => {
    const toLocale = jest.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      // as Intl writes it
      expect(ruDisplayedRows({ from: 1, to: 100, count: 1100, estimated: undefined })).toBe(`1–100 из ${(1100).toLocaleString('ru-RU')}`);
      toLocale.mockClear();
      expect(ruDisplayedRows({ from: 1001, to: 1100, count: 1234567, estimated: undefined })).toBe(
        '1\u00a0001–1\u00a0100 из 1\u00a0234\u00a0567',
      );
      expect(ruDisplayedRows({ from: 1, to: 3, count: 3, estimated: undefined })).toBe('1–3 из 3');
      expect(ruDisplayedRows({ from: 1, to: 50, count: -1, estimated: undefined })).toBe('1–50 из более 50');
      expect(toLocale).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      toLocale.mockRestore();
      numberFormat.mockRestore();
    }
  });
});
