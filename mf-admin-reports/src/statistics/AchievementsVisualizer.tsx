import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { CHECK_TYPE_FILTER_OPTIONS, PageHeader } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { PersonFilter } from '../shared';
import { BREAKDOWNS, formatBarValue, hasData, VISUALIZER_TEXTS, type Bar, type Breakdown } from './visualizer-model';
import { VisualizerStore } from './VisualizerStore';

const ALL = '';

const VisualizerFilters = observer(function VisualizerFilters({ store }: { store: VisualizerStore }) {
  const { statistics } = store;
  const { filters } = statistics;
  return (
    <Box
      component="form"
      role="search"
      aria-label="Фильтры статистики"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store.show();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        type="date"
        size="small"
        label="Дата начала"
        value={filters.startDate}
        onChange={(e) => statistics.setFilter('startDate', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="Дата окончания"
        value={filters.endDate}
        onChange={(e) => statistics.setFilter('endDate', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label="Предмет"
        value={filters.subject}
        onChange={(e) => statistics.setFilter('subject', e.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={ALL}>Все предметы</MenuItem>
        {statistics.subjects.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <PersonFilter
        label="Ученик"
        options={statistics.students}
        value={filters.student}
        onChange={(id) => statistics.setFilter('student', id)}
      />
      <PersonFilter
        label="Преподаватель"
        options={statistics.teachers}
        value={filters.teacher}
        onChange={(id) => statistics.setFilter('teacher', id)}
      />
      <TextField
        select
        size="small"
        label="Тип проверки"
        value={filters.checkType}
        onChange={(e) => statistics.setFilter('checkType', e.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={ALL}>Все типы</MenuItem>
        {CHECK_TYPE_FILTER_OPTIONS.map((t) => (
          <MenuItem key={t.label} value={t.label}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={store.isLoading}>
          {VISUALIZER_TEXTS.show}
        </Button>
        <Button type="button" onClick={() => store.reset()}>
          {VISUALIZER_TEXTS.reset}
        </Button>
      </Box>
    </Box>
  );
});

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
          {VISUALIZER_TEXTS.noData}
        </Typography>
      ) : (
        <>
          <BarChart
            height={Math.max(260, shown.length * 36 + 80)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: shown.map((b) => b.label), width: 180 }]}
            xAxis={[{ min: 0, ...(metric === 'app' ? { max: 100 } : {}), label: valueLabel }]}
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
  if (store.isLoading) {
    return (
      <Box role="status" aria-label={VISUALIZER_TEXTS.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (store.loadError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void store.load()}>
            Повторить
          </Button>
        }
      >
        {store.loadError}
      </Alert>
    );
  }
  if (!store.bars) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {VISUALIZER_TEXTS.hint}
      </Typography>
    );
  }
  return (
    <>
      <BarsChart bars={store.bars} store={store} />
      {store.pageCount > 1 && (
        <Box role="navigation" aria-label="Страницы диаграммы" sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, pt: 1 }}>
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
  const [store] = useState(() => new VisualizerStore({ http }, { ownId: session.user?.id ?? null }));

  useEffect(() => {
    if (allowed) void store.loadLists();
    return () => store.dispose();
  }, [store, allowed]);

  if (!allowed) {
    return (
      <Alert severity="error" role="alert">
        {VISUALIZER_TEXTS.accessDenied}
      </Alert>
    );
  }

  return (
    <>
      <PageHeader title={VISUALIZER_TEXTS.title} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <VisualizerFilters store={store} />
      </Paper>
      {store.statistics.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {store.statistics.error}
        </Alert>
      )}
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
