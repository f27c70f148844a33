import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, CircularProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@diary/mui-more';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  appDeps,
  LoadError,
  metricAxisRange,
  PageHeader,
  STATISTICS_TEXTS,
  StatisticsAccessDenied,
  StatisticsFilterPanel,
  useStatisticsLists,
} from '@diary/web-kit';
import { session } from 'mf_auth/session';
import { PersonFilter } from '../shared';
import { BREAKDOWNS, formatBarValue, hasData, type Bar, type Breakdown } from './visualizer-model';
import { VisualizerStore } from './VisualizerStore';

function BarsChart({ bars, store }: { bars: readonly Bar[]; store: VisualizerStore }) {
  const { metric, chartTitle, valueLabel } = store.info;
  const shown = bars.filter((bar) => bar.value != null);
  const titleId = `visualizer-${store.breakdown}-title`;
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ textAlign: 'center' }}>
        {chartTitle}
      </Typography>
      {!hasData(metric, bars) ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {STATISTICS_TEXTS.noData}
        </Typography>
      ) : (
        <>
          <BarChart
            height={Math.max(260, shown.length * 36 + 80)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: shown.map((b) => b.label), width: 180 }]}
            xAxis={[{ ...metricAxisRange(metric), label: valueLabel }]}
            series={[
              {
                data: shown.map((b) => b.value),
                label: valueLabel,
                valueFormatter: (value: number | null) => formatBarValue(metric, value),
              },
            ]}
            hideLegend
          />
          <Table size="small" aria-label={chartTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{store.info.itemLabel}</TableCell>
                <TableCell align="right">{valueLabel}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bars.map((bar) => (
                <TableRow key={bar.key}>
                  <TableCell>{bar.label}</TableCell>
                  <TableCell align="right">{formatBarValue(metric, bar.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}

const Results = observer(function Results({ store }: { store: VisualizerStore }) {
  if (store.status.isLoading) {
    return (
      <Box role="status" aria-label={STATISTICS_TEXTS.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (store.status.error) {
    return <LoadError message={store.status.error} onRetry={() => void store.load()} />;
  }
  if (!store.bars) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {STATISTICS_TEXTS.hint}
      </Typography>
    );
  }
  return (
    <>
      <BarsChart bars={store.bars} store={store} />
      {store.pageCount > 1 && (
        <Box
          role="navigation"
          aria-label="Страницы диаграммы"
          sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, pt: 1 }}
        >
          <Typography variant="body2">
            Страница {store.page + 1} из {store.pageCount}
          </Typography>
          <Button size="small" disabled={store.page === 0} onClick={() => void store.setPage(store.page - 1)}>
            Назад
          </Button>
          <Button size="small" disabled={store.page >= store.pageCount - 1} onClick={() => void store.setPage(store.page + 1)}>
            Вперед
          </Button>
        </Box>
      )}
    </>
  );
});

/**
 * 'статистика 1' (/admin/achives-visualizer): the achievements over a chosen range by subject
 * (mean result), by check type (mean result) and by teacher (reports sent), with the filters of
 * the statistics screen.
 */
export const AchievementsVisualizer = observer(function AchievementsVisualizer() {
  const allowed = session.can('statistics.view') && session.can('statistics.chooseTeacher');
  const [store] = useState(() => new VisualizerStore(appDeps, { ownId: session.user?.id ?? null }));

  useStatisticsLists(store, allowed);

  if (!allowed) return <StatisticsAccessDenied />;

  return (
    <>
      <PageHeader title={STATISTICS_TEXTS.pageTitle} />
      <StatisticsFilterPanel
        store={store.statistics}
        busy={store.status.isLoading}
        onShow={() => void store.show()}
        onReset={() => store.reset()}
        PersonField={PersonFilter}
      />
      <Paper sx={{ p: 2 }}>
        <Tabs
          value={store.breakdown}
          onChange={(_event, value: Breakdown) => void store.setBreakdown(value)}
          aria-label="Разрез статистики"
          sx={{ mb: 2 }}
        >
          {BREAKDOWNS.map((b) => (
            <Tab key={b.value} value={b.value} label={b.label} />
          ))}
        </Tabs>
        <Results store={store} />
      </Paper>
    </>
  );
});
