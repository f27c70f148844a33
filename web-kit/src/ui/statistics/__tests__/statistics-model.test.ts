import {
  CHECK_TYPE_FILTER_OPTIONS,
  checkTypeForFilter,
  defaultStatisticsFilters,
  formatMetricValue,
  GROUPING_OPTIONS,
  isPercentMetric,
  METRIC_OPTIONS,
  metricAxisRange,
  statisticsRequest,
  validateStatisticsRange,
} from '../statistics-model';

describe('statistics range validation (docs/product/rules.md)', () => {
  it('asks for both dates', () => {
    expect(validateStatisticsRange('', '')).toBe('Пожалуйста, выберите диапазон дат');
    expect(validateStatisticsRange('2025-01-01', '')).toBe('Пожалуйста, выберите диапазон дат');
    expect(validateStatisticsRange('', '2025-01-01')).toBe('Пожалуйста, выберите диапазон дат');
  });

  it('refuses a start after the end and accepts a one-day range', () => {
    expect(validateStatisticsRange('2025-03-02', '2025-03-01')).toBe('Дата начала не может быть позже даты окончания');
    expect(validateStatisticsRange('2025-03-01', '2025-03-01')).toBeNull();
    expect(validateStatisticsRange('2024-09-01', '2025-05-31')).toBeNull();
  });
});

describe('statistics filters', () => {
  it('offers the check types without the parenthesised parts', () => {
    expect(CHECK_TYPE_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'Контрольная',
      'Итоговое тестирование',
      'Пробный экзамен',
      'Вводное тестирование',
      'Домашняя работа',
      'Работа на уроке',
    ]);
    expect(checkTypeForFilter('Итоговое тестирование')).toBe('Итоговое тестирование (последний тест)');
  });

  it("names the groupings and metrics as docs/product/constants.md does, day and 'app' first", () => {
    expect(GROUPING_OPTIONS.map((g) => g.label)).toEqual(['День', 'Неделя', 'Месяц', 'Учебный год']);
    expect(METRIC_OPTIONS).toEqual([
      { value: 'app', label: 'Успеваемость по баллам (%)' },
      { value: 'gpa', label: 'Средний балл успеваемости' },
      { value: 'nr', label: 'Кол-во отправленных отчетов' },
      { value: 'att', label: 'Посещаемость (%)' },
    ]);
    expect(defaultStatisticsFilters()).toMatchObject({ grouping: 'day', metric: 'app', teacher: null });
  });

  it('sends the full check type and leaves the "all" filters out', () => {
    const request = statisticsRequest({
      ...defaultStatisticsFilters(7),
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      grouping: 'week',
      checkType: 'Вводное тестирование',
      student: 21,
    });
    expect(request).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      grouping: 'week',
      metric: 'app',
      teacher: 7,
      student: 21,
      checkType: 'Вводное тестирование (первый тест)',
    });
    expect(statisticsRequest({ ...defaultStatisticsFilters(), startDate: 'a', endDate: 'b', subject: 'Физика' })).toEqual({
      startDate: 'a',
      endDate: 'b',
      grouping: 'day',
      metric: 'app',
      subject: 'Физика',
    });
  });

  it("labels percentages with '%'", () => {
    expect(formatMetricValue('app', 75.5)).toBe('75.5%');
    expect(formatMetricValue('gpa', 4.25)).toBe('4.25');
    expect(formatMetricValue('nr', 3)).toBe('3');
    expect(formatMetricValue('app', null)).toBe('');
  });

  it("when the metric is attendance, then its values read as percentages and its axis runs 0–100, like 'app'", () => {
    expect(formatMetricValue('att', 87.5)).toBe('87.5%');
    expect(formatMetricValue('att', 0)).toBe('0%');
    expect(isPercentMetric('att')).toBe(true);
    expect(metricAxisRange('att')).toEqual({ min: 0, max: 100 });
    expect(metricAxisRange('app')).toEqual({ min: 0, max: 100 });
    expect(metricAxisRange('gpa')).toEqual({ min: 0 });
    expect(metricAxisRange('nr')).toEqual({ min: 0 });
  });
});
