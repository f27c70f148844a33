import { addDays } from '@diary/common';
import { daysOffDefaultRange, inRange, monthEnd, monthOf, monthStart, rangeText, unmarkedDefaultRange } from '../journal-dates';

describe('the journal’s dates', () => {
  it('counts whole days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('finds the first and last day of a month, some months on', () => {
    expect(monthStart('2026-11-26')).toBe('2026-11-01');
    expect(monthEnd('2026-11-26')).toBe('2026-11-30');
    expect(monthEnd('2026-11-26', 2)).toBe('2027-01-31');
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
  });

  it("when the page opens, then 'Не отмечено' looks at the last 30 days and 'Выходные' at this month and the next two", () => {
    expect(unmarkedDefaultRange('2026-11-26')).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(daysOffDefaultRange('2026-11-26')).toEqual({ from: '2026-11-01', to: '2027-01-31' });
  });

  it('exports the month of the day on screen', () => {
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeText(monthOf('2026-02-14'))).toBe('01.02.2026–28.02.2026');
  });

  it('takes both ends of a range as inside it', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect([inRange('2026-11-01', range), inRange('2026-11-30', range), inRange('2026-12-01', range)]).toEqual([true, true, false]);
  });
});
