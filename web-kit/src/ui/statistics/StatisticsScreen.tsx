import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { session } from 'mf_auth/session';
import { PageHeader } from '../PageHeader';
import { STATISTICS_TEXTS } from './statistics-model';
import { StatisticsAccessDenied, useStatisticsLists } from './StatisticsAccess';
import { StatisticsChart } from './StatisticsChart';
import { StatisticsFilterPanel } from './StatisticsFilterPanel';
import { StatisticsStore } from './StatisticsStore';
import { appDeps } from '../crud/app-deps';

export interface StatisticsScreenProps {
  /** ADMIN: choose the teacher; otherwise the teacher is the signed-in user, fixed and hidden. */
  teacherSelectable: boolean;
  title?: string;
}

/** docs/product/screens.md "Statistics screen": filters, 'Показать', 'Сбросить фильтры' and the line chart. */
export const StatisticsScreen = observer(function StatisticsScreen({
  teacherSelectable,
  title = STATISTICS_TEXTS.pageTitle,
}: StatisticsScreenProps) {
  const allowed = session.can('statistics.view');
  const selectable = teacherSelectable && session.can('statistics.chooseTeacher');
  const [store] = useState(() => new StatisticsStore(appDeps, { teacherSelectable: selectable, ownId: session.user?.id ?? null }));

  useStatisticsLists(store, allowed);

  if (!allowed) return <StatisticsAccessDenied />;

  return (
    <>
      <PageHeader title={title} />
      <StatisticsFilterPanel
        store={store}
        busy={store.isLoading}
        onShow={() => void store.show()}
        onReset={() => store.reset()}
        chartChoices
      />
      <Paper sx={{ p: 2 }}>
        {store.isLoading ? (
          <Box role="status" aria-label={STATISTICS_TEXTS.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
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
