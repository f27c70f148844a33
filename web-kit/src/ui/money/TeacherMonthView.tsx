import { observer } from 'mobx-react-lite';
import { DataTable } from '../DataTable';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import { MonthTotal } from './MonthTotal';
import { MONEY_TEXTS } from './money-texts';
import { occurrenceRowId, salaryOccurrenceColumns } from './salary-occurrence-columns';
import type { TeacherSalaryStore } from './TeacherSalaryStore';

/**
 * A teacher's month as the API reckoned it: whether the month is closed, 'Итого' and the held
 * lessons (cards on a phone), or 'Нет проведённых занятий за этот месяц'.
 */
export const TeacherMonthView = observer(function TeacherMonthView({ store }: { store: TeacherSalaryStore }) {
  if (store.status.error) return <LoadError message={store.status.error} onRetry={() => void store.fetch()} />;
  const { salary } = store;
  if (!salary) return <Loading />;
  return (
    <>
      <MonthTotal amount={salary.amount} closed={salary.closed} />
      <DataTable
        aria-label={MONEY_TEXTS.heldLessons}
        rows={salary.items}
        columns={salaryOccurrenceColumns}
        getRowId={occurrenceRowId}
        loading={store.status.isLoading}
        emptyText={MONEY_TEXTS.noHeldLessons}
        phoneCards
      />
    </>
  );
});
