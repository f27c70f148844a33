import { observer } from 'mobx-react-lite';
import { Box, Typography } from '@mui/material';
import { formatPrice } from '../../format/money';
import { DataTable } from '../DataTable';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import { MonthStateChip } from './MonthStateChip';
import { MONEY_TEXTS } from './money-texts';
import { occurrenceRowId, salaryOccurrenceColumns } from './salary-occurrence-columns';
import type { TeacherSalaryStore } from './TeacherSalaryStore';

/**
 * A teacher's month as the API reckoned it: whether the month is closed, 'Итого' and the held
 * lessons (cards on a phone), or 'Нет проведённых занятий за этот месяц'.
 */
export const TeacherMonthView = observer(function TeacherMonthView({ store }: { store: TeacherSalaryStore }) {
  if (store.error) return <LoadError message={store.error} onRetry={() => void store.fetch()} />;
  const { salary } = store;
  if (!salary) return <Loading />;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {MONEY_TEXTS.total}: {formatPrice(salary.amount)}
        </Typography>
        <MonthStateChip closed={salary.closed} />
      </Box>
      <DataTable
        aria-label={MONEY_TEXTS.heldLessons}
        rows={salary.items}
        columns={salaryOccurrenceColumns}
        getRowId={occurrenceRowId}
        loading={store.isLoading}
        emptyText={MONEY_TEXTS.noHeldLessons}
        phoneCards
      />
    </>
  );
});
