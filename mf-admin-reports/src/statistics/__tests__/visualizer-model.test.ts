import { DEFAULT_SUBJECTS } from '@diary/common';
import type { StatisticsRequest } from '@diary/web-kit';
import { aggregate, barRequest, dimensionItems, formatBarValue, hasData, runLimited } from '../visualizer-model';

const base: StatisticsRequest = { startDate: '2024-09-01', endDate: '2025-05-31', grouping: 'day', metric: 'app' };
const lists = {
  subjects: ['Физика', 'Химия'],
  teachers: [
    { id: 7, fullName: 'Учителева Анна' },
    { id: 8, fullName: 'Преподов Олег' },
  ],
};

describe('visualizer aggregation', () => {
  it("when a bar is a percentage (app, att), then it reads with '%'; a count or a mark without; nothing as '—'", () => {
    expect(formatBarValue('app', 75.5)).toBe('75.5%');
    expect(formatBarValue('att', 90)).toBe('90%');
    expect(formatBarValue('nr', 3)).toBe('3');
    expect(formatBarValue('gpa', 4.5)).toBe('4.5');
    expect(formatBarValue('att', null)).toBe('—');
  });

  it('when the metric is attendance, then the bar is the mean of the periods, like a result', () => {
    expect(aggregate('att', { values: [80, null, 100] })).toBe(90);
    expect(aggregate('att', { values: [null] })).toBeNull();
  });

  it('when the metric is a count, then the periods are summed, empty ones as nothing', () => {
    expect(aggregate('nr', { values: [3, 0, null, 4] })).toBe(7);
    expect(aggregate('nr', { values: [] })).toBe(0);
  });

  it('when the metric is a mean, then it is the mean of the periods that have one, to 2 decimals', () => {
    expect(aggregate('app', { values: [80] })).toBe(80);
    expect(aggregate('app', { values: [null, 50, 75, null, 100] })).toBe(75);
    expect(aggregate('app', { values: [33.33, 66.67, 50] })).toBe(50);
    expect(aggregate('app', { values: [10, 20, 20] })).toBe(16.67);
  });

  it('when no period has a mean, then there is none', () => {
    expect(aggregate('app', { values: [null, null] })).toBeNull();
  });

  it('tells a page with something to draw from an empty one', () => {
    expect(hasData('nr', [{ key: 'a', label: 'a', value: 0 }])).toBe(false);
    expect(hasData('nr', [{ key: 'a', label: 'a', value: 2 }])).toBe(true);
    expect(hasData('app', [{ key: 'a', label: 'a', value: null }])).toBe(false);
    expect(hasData('app', [{ key: 'a', label: 'a', value: 0 }])).toBe(true);
  });
});

describe('visualizer dimensions', () => {
  it('has a bar per subject, or the chosen subject alone, or the fixed list when none loaded', () => {
    expect(dimensionItems('subject', base, lists).map((i) => i.label)).toEqual(['Физика', 'Химия']);
    expect(dimensionItems('subject', { ...base, subject: 'Химия' }, lists).map((i) => i.patch)).toEqual([{ subject: 'Химия' }]);
    expect(dimensionItems('subject', base, { ...lists, subjects: [] })).toHaveLength(DEFAULT_SUBJECTS.length);
  });

  it('has a bar per check type, named without the parenthesised part', () => {
    const items = dimensionItems('checkType', base, lists);
    expect(items).toHaveLength(6);
    expect(items[1]).toEqual({
      key: 'Итоговое тестирование (последний тест)',
      label: 'Итоговое тестирование',
      patch: { checkType: 'Итоговое тестирование (последний тест)' },
    });
    expect(dimensionItems('checkType', { ...base, checkType: 'Пробный экзамен' }, lists)).toHaveLength(1);
  });

  it('has a bar per teacher, or the chosen one', () => {
    expect(dimensionItems('teacher', base, lists).map((i) => i.patch)).toEqual([{ teacher: 7 }, { teacher: 8 }]);
    expect(dimensionItems('teacher', { ...base, teacher: 8 }, lists)).toEqual([
      { key: '8', label: 'Преподов Олег', patch: { teacher: 8 } },
    ]);
  });

  it("asks for one bar's figure by school year, with the other filters kept", () => {
    const [item] = dimensionItems('teacher', { ...base, student: 21 }, lists);
    expect(barRequest({ ...base, student: 21 }, item!, 'nr')).toEqual({
      startDate: '2024-09-01',
      endDate: '2025-05-31',
      grouping: 'year',
      metric: 'nr',
      student: 21,
      teacher: 7,
    });
  });
});

describe('runLimited', () => {
  it('runs at most the limit at once and answers in order', async () => {
    let running = 0;
    let peak = 0;
    const jobs = Array.from({ length: 9 }, (_, i) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5 - (i % 3)));
      running--;
      return i;
    });
    expect(await runLimited(jobs, 4)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(peak).toBe(4);
  });

  it('rejects when a job fails', async () => {
    await expect(runLimited([async () => 1, async () => Promise.reject(new Error('x'))], 2)).rejects.toThrow('x');
  });
});
