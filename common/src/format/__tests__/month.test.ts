import { formatDecimal, formatMonth, monthOfDate, shiftMonth } from '../..';

describe('months and decimals the Russian way', () => {
  it("names a month 'ноябрь 2026', and leaves anything else as it is", () => {
    expect(formatMonth('2026-11')).toBe('ноябрь 2026');
    expect(formatMonth('2027-01')).toBe('январь 2027');
    expect(formatMonth('2026-13')).toBe('2026-13');
  });

  it('takes the month of a date in local time and steps across years', () => {
    expect(monthOfDate(new Date(2026, 0, 31, 23, 30))).toBe('2026-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', 14)).toBe('2027-07');
  });

  it("writes hours with a decimal comma: 1.5 → '1,5', 2 → '2'", () => {
    expect(formatDecimal(1.5)).toBe('1,5');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(0.75)).toBe('0,75');
    expect(formatDecimal(null)).toBe('');
  });
});
