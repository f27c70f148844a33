import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Autocomplete, Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { http, session } from 'mf_auth/session';
import { PageHeader } from '../PageHeader';
import type { StudentOption } from '../achievements/types';
import {
  CHECK_TYPE_FILTER_OPTIONS,
  GROUPING_OPTIONS,
  METRIC_OPTIONS,
  STATISTICS_TEXTS,
  type StatisticsGrouping,
  type StatisticsMetric,
} from './statistics-model';
import { StatisticsChart } from './StatisticsChart';
import { StatisticsStore } from './StatisticsStore';

export interface StatisticsScreenProps {
  /** ADMIN: choose the teacher; otherwise the teacher is the signed-in user, fixed and hidden. */
  teacherSelectable: boolean;
  title?: string;
}

const ALL = '';

function PersonFilter({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly StudentOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const selected = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete<StudentOption>
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      getOptionLabel={(o) => o.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => {
        const { key: _key, ...rest } = props;
        return (
          <li key={option.id} {...rest}>
            {option.fullName}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} placeholder={allLabel} size="small" />}
      sx={{ minWidth: 240 }}
    />
  );
}

/** SPEC §2 "Statistics screen": filters, 'Показать', 'Сбросить фильтры' and the line chart. */
export const StatisticsScreen = observer(function StatisticsScreen({
  teacherSelectable,
  title = STATISTICS_TEXTS.pageTitle,
}: StatisticsScreenProps) {
  const allowed = session.can('statistics.view');
  const selectable = teacherSelectable && session.can('statistics.chooseTeacher');
  const [store] = useState(
    () => new StatisticsStore({ http }, { teacherSelectable: selectable, ownId: session.user?.id ?? null }),
  );

  useEffect(() => {
    if (allowed) void store.loadLists();
    return () => store.dispose();
  }, [store, allowed]);

  if (!allowed) {
    return (
      <Alert severity="error" role="alert">
        {STATISTICS_TEXTS.accessDenied}
      </Alert>
    );
  }

  const { filters } = store;
  return (
    <>
      <PageHeader title={title} />
      <Paper sx={{ p: 2, mb: 2 }}>
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
            select
            size="small"
            label="Период"
            value={filters.grouping}
            onChange={(e) => store.setFilter('grouping', e.target.value as StatisticsGrouping)}
            sx={{ minWidth: 160 }}
          >
            {GROUPING_OPTIONS.map((g) => (
              <MenuItem key={g.value} value={g.value}>
                {g.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label="Дата начала"
            value={filters.startDate}
            onChange={(e) => store.setFilter('startDate', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="Дата окончания"
            value={filters.endDate}
            onChange={(e) => store.setFilter('endDate', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label="Предмет"
            value={filters.subject}
            onChange={(e) => store.setFilter('subject', e.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ALL}>Все предметы</MenuItem>
            {store.subjects.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <PersonFilter
            label="Ученик"
            allLabel="Все ученики"
            options={store.students}
            value={filters.student}
            onChange={(id) => store.setFilter('student', id)}
          />
          {selectable && (
            <PersonFilter
              label="Преподаватель"
              allLabel="Все преподаватели"
              options={store.teachers}
              value={filters.teacher}
              onChange={(id) => store.setFilter('teacher', id)}
            />
          )}
          <TextField
            select
            size="small"
            label="Тип проверки"
            value={filters.checkType}
            onChange={(e) => store.setFilter('checkType', e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value={ALL}>Все типы</MenuItem>
            {CHECK_TYPE_FILTER_OPTIONS.map((t) => (
              <MenuItem key={t.label} value={t.label}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Показатель"
            value={filters.metric}
            onChange={(e) => store.setFilter('metric', e.target.value as StatisticsMetric)}
            sx={{ minWidth: 260 }}
          >
            {METRIC_OPTIONS.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={store.isLoading}>
              {STATISTICS_TEXTS.show}
            </Button>
            <Button type="button" onClick={() => store.reset()}>
              {STATISTICS_TEXTS.reset}
            </Button>
          </Box>
        </Box>
      </Paper>
      {store.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {store.error}
        </Alert>
      )}
      <Paper sx={{ p: 2 }}>
        {store.isLoading ? (
          <Box role="status" aria-label="Загрузка статистики" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        ) : store.result ? (
          <StatisticsChart result={store.result} metric={store.resultMetric} />
        ) : (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {STATISTICS_TEXTS.hint}
          </Typography>
        )}
      </Paper>
    </>
  );
});
