/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// an ES module, which jest cannot require: its one function, from its text
const source = readFileSync(path.join(__dirname, '../lazy-format-number.mjs'), 'utf8');
const buildFormatNumber = new Function(`${source.replace('export default ', '')}\nreturn buildFormatNumber;`)() as (
  locale: string,
) => (value: number) => string;

describe("the lazy stand-in for MUI's number formatter", () => {
  it('formats as MUI does, in the given locale', () => {
    expect(buildFormatNumber('ru-RU')(1234567)).toBe(new Intl.NumberFormat('ru-RU').format(1234567));
    expect(buildFormatNumber('en-US')(1234.5)).toBe('1,234.5');
    expect(buildFormatNumber('ru-RU')(Number.NaN)).toBe('NaN');
    expect(buildFormatNumber('ru-RU')(Infinity)).toBe('Infinity');
  });

  it('makes no Intl.NumberFormat until a number is formatted, and then only one', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      const format = buildFormatNumber('ru-RU');
      expect(spy).not.toHaveBeenCalled();
      format(1);
      format(2);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
