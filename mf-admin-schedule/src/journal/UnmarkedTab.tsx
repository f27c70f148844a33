import { observer } from 'mobx-react-lite';
import { Alert } from '@mui/material';
import { DataTable, FiltersBar, SelectFilter } from '@diary/web-kit';
import { JOURNAL_TEXTS, UNMARKED_TEXTS } from './journal-texts';
import type { JournalStore } from './JournalStore';
import { unmarkedColumns } from './occurrence-columns';
import { occurrenceKey } from './occurrence-model';
import { PeriodFields } from './PeriodFields';

const idOf = (value: string) => (value ? Number(value) : null);
const valueOf = (id: number | null) => (id == null ? '' : String(id));

/** 'Не отмечено': the registers not taken of a range, a branch and a teacher, newest first. */
export const UnmarkedTab = observer(function UnmarkedTab({ store }: { store: JournalStore }) {
  const { unmarked } = store;
  return (
    <>
      <FiltersBar>
        <PeriodFields period={unmarked.period} onChange={(field, value) => unmarked.setPeriod(field, value)} />
        <SelectFilter
          label={JOURNAL_TEXTS.filial}
          value={valueOf(unmarked.filialId)}
          options={store.filialOptions}
          onChange={(value) => unmarked.setFilial(idOf(value))}
        />
        <SelectFilter
          label={JOURNAL_TEXTS.teacher}
          value={valueOf(unmarked.teacherId)}
          options={store.teacherOptions}
          onChange={(value) => unmarked.setTeacher(idOf(value))}
          minWidth={240}
        />
      </FiltersBar>
      {unmarked.truncated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {UNMARKED_TEXTS.truncated(unmarked.items.length, unmarked.total)}
        </Alert>
      )}
      <DataTable
        aria-label={UNMARKED_TEXTS.table}
        rows={unmarked.items}
        columns={unmarkedColumns}
        getRowId={occurrenceKey}
        loading={unmarked.status.isLoading}
        error={unmarked.status.error}
        onRetry={() => void unmarked.load()}
        emptyText={UNMARKED_TEXTS.empty}
      />
    </>
  );
});
