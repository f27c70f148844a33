import { groupByMonth, monthTitle, rateText, schoolYearSoFar } from '../attendance-model';
import { makeItem } from './attendance-factory';

describe('attendance model', () => {
  it("writes the rate the Russian way: 'Посещаемость: 87,5 %', '—' while nothing is marked", () => {
    expect(rateText(87.5)).toBe('Посещаемость: 87,5 %');
    expect(rateText(100)).toBe('Посещаемость: 100 %');
    expect(rateText(66.67)).toBe('Посещаемость: 66,67 %');
    expect(rateText(0)).toBe('Посещаемость: 0 %');
    expect(rateText(null)).toBe('Посещаемость: —');
  });

  it('names the months in the nominative with the year', () => {
    expect(monthTitle('2026-11')).toBe('Ноябрь 2026');
    expect(monthTitle('2027-01')).toBe('Январь 2027');
    expect(monthTitle('2026-09')).toBe('Сентябрь 2026');
    expect(monthTitle('2027-08')).toBe('Август 2027');
  });

  it('groups the marks by month, the latest month and the latest lesson first', () => {
    const months = groupByMonth([
      makeItem({ lessonId: 1, date: '2026-10-30' }),
      makeItem({ lessonId: 2, date: '2026-11-02', time_start: '09:00' }),
      makeItem({ lessonId: 3, date: '2026-10-01' }),
      makeItem({ lessonId: 4, date: '2026-11-02', time_start: '15:00' }),
      makeItem({ lessonId: 5, date: '2025-11-20' }),
    ]);
    expect(months.map((m) => [m.title, m.items.map((i) => i.lessonId)])).toEqual([
      ['Ноябрь 2026', [4, 2]],
      ['Октябрь 2026', [1, 3]],
      ['Ноябрь 2025', [5]],
    ]);
    expect(groupByMonth([])).toEqual([]);
  });

  it('takes the school year so far: from 1 September to today', () => {
    expect(schoolYearSoFar('2026-11-26')).toEqual({ from: '2026-09-01', to: '2026-11-26' });
    expect(schoolYearSoFar('2027-03-05')).toEqual({ from: '2026-09-01', to: '2027-03-05' });
    expect(schoolYearSoFar('2026-09-01')).toEqual({ from: '2026-09-01', to: '2026-09-01' });
  });
});
