import { render, screen, within } from '@testing-library/react';
import { StatisticsChart } from '../StatisticsChart';
import type { StatisticsMetric, StatisticsResult } from '../statistics-model';

function renderChart(metric: StatisticsMetric, result: StatisticsResult) {
  const { container } = render(<StatisticsChart metric={metric} result={result} />);
  const yTicks = [...container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map((tick) => tick.textContent);
  return { yTicks };
}

describe('StatisticsChart', () => {
  it("when the metric is 'Посещаемость (%)', then the line is drawn under its name and the y axis reads 0%–100%", () => {
    const { yTicks } = renderChart('att', { labels: ['01.03.2025', '02.03.2025', '03.03.2025'], values: [80, null, 62.5] });
    const chart = screen.getByRole('figure', { name: 'Статистика успеваемости' });
    expect(within(chart).getByText('Посещаемость (%)')).toBeTruthy();
    expect(yTicks).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    expect(chart.querySelector('.MuiLineChart-line')).not.toBeNull();
  });

  it('when the metric is a mark, then the y axis has no % and no fixed top', () => {
    const { yTicks } = renderChart('gpa', { labels: ['01.03.2025', '02.03.2025'], values: [3.5, 4.5] });
    expect(yTicks.length).toBeGreaterThan(1);
    expect(yTicks.some((tick) => tick?.includes('%'))).toBe(false);
    expect(yTicks).not.toContain('100');
  });

  it('when no period of the range has attendance marks, then it says so instead of drawing', () => {
    renderChart('att', { labels: ['01.03.2025', '02.03.2025'], values: [null, null] });
    expect(screen.getByText('Нет данных за выбранный период')).toBeTruthy();
    expect(screen.getByRole('figure').querySelector('.MuiLineChart-line')).toBeNull();
  });
});
