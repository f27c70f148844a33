import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  formatMetricValue,
  metricAxisRange,
  metricLabel,
  STATISTICS_TEXTS,
  type StatisticsMetric,
  type StatisticsResult,
} from './statistics-model';

interface StatisticsChartProps {
  result: StatisticsResult;
  metric: StatisticsMetric;
}

/** 'Статистика успеваемости': one line over the periods, legend at the top, y axis from 0 (to 100 for a percentage). */
export function StatisticsChart({ result, metric }: StatisticsChartProps) {
  const hasValues = result.values.some((v) => v != null);
  return (
    <Box component="figure" aria-labelledby="statistics-chart-title" sx={{ m: 0 }}>
      <Typography id="statistics-chart-title" variant="h6" component="h2" sx={{ textAlign: 'center' }}>
        {STATISTICS_TEXTS.chartTitle}
      </Typography>
      {result.labels.length === 0 || !hasValues ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {STATISTICS_TEXTS.noData}
        </Typography>
      ) : (
        <LineChart
          height={400}
          xAxis={[{ scaleType: 'point', data: result.labels }]}
          yAxis={[{ ...metricAxisRange(metric), valueFormatter: (value: number | null) => formatMetricValue(metric, value) }]}
          series={[
            {
              data: result.values,
              label: metricLabel(metric),
              connectNulls: true,
              // a period with data among empty ones would otherwise draw nothing
              showMark: true,
              valueFormatter: (value: number | null) => formatMetricValue(metric, value),
            },
          ]}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        />
      )}
    </Box>
  );
}
