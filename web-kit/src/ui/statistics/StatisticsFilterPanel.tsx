import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Paper } from '@mui/material';
import { DateField } from '../DateField';
import { SelectFilter } from '../SelectFilter';
import { CHECK_TYPE_SELECT_OPTIONS, GROUPING_OPTIONS, METRIC_OPTIONS, STATISTICS_TEXTS, subjectSelectOptions } from './statistics-model';
import { StatisticsPersonFilter, type StatisticsPersonFilterProps } from './StatisticsPersonFilter';
import type { StatisticsStore } from './StatisticsStore';

export interface StatisticsFilterPanelProps {
  /** Holds the filters, the lists behind them and their error. */
  store: StatisticsStore;
  /** 'Показать' stays disabled while the screen loads. */
  busy: boolean;
  onShow: () => void;
  onReset: () => void;
  /** 'Период' and 'Показатель': the line chart's; a screen that fixes both per chart leaves them out. */
  chartChoices?: boolean;
  /** The student and teacher fields; a screen may bring its own typeahead. */
  PersonField?: ComponentType<StatisticsPersonFilterProps>;
}

const RANGE = [
  { field: 'startDate', label: 'Дата начала' },
  { field: 'endDate', label: 'Дата окончания' },
] as const;

/**
 * The filters of the statistics screens (docs/product/screens.md), 'Показать', 'Сбросить фильтры' and the error
 * area under them. The teacher field shows only where the store lets the teacher be chosen.
 */
export const StatisticsFilterPanel = observer(function StatisticsFilterPanel({
  store,
  busy,
  onShow,
  onReset,
  chartChoices = false,
  PersonField = StatisticsPersonFilter,
}: StatisticsFilterPanelProps) {
  const { filters } = store;
  return (
    <>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Box
          component="form"
          role="search"
          aria-label="Фильтры статистики"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onShow();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          {chartChoices && (
            <SelectFilter
              label="Период"
              value={filters.grouping}
              options={GROUPING_OPTIONS}
              onChange={(value) => store.setFilter('grouping', value)}
              minWidth={160}
            />
          )}
          {RANGE.map(({ field, label }) => (
            <DateField
              key={field}
              size="small"
              label={label}
              value={filters[field]}
              onChange={(e) => store.setFilter(field, e.target.value)}
            />
          ))}
          <SelectFilter
            label="Предмет"
            value={filters.subject}
            options={subjectSelectOptions(store.subjects)}
            onChange={(value) => store.setFilter('subject', value)}
            minWidth={180}
          />
          <PersonField
            label="Ученик"
            allLabel="Все ученики"
            options={store.students}
            value={filters.student}
            onChange={(id) => store.setFilter('student', id)}
          />
          {store.options.teacherSelectable && (
            <PersonField
              label="Преподаватель"
              allLabel="Все преподаватели"
              options={store.teachers}
              value={filters.teacher}
              onChange={(id) => store.setFilter('teacher', id)}
            />
          )}
          <SelectFilter
            label="Тип проверки"
            value={filters.checkType}
            options={CHECK_TYPE_SELECT_OPTIONS}
            onChange={(value) => store.setFilter('checkType', value)}
            // Attendance has no check types: the server ignores the filter for it.
            disabled={filters.metric === 'att'}
          />
          {chartChoices && (
            <SelectFilter
              label="Показатель"
              value={filters.metric}
              options={METRIC_OPTIONS}
              onChange={(value) => store.setFilter('metric', value)}
              minWidth={260}
            />
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {STATISTICS_TEXTS.show}
            </Button>
            <Button type="button" onClick={onReset}>
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
    </>
  );
});
