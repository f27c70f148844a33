import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Occurrence } from '@diary/common';
import { closeOnSuccess, DataTable, DateField, FiltersBar, SelectFilter } from '@diary/web-kit';
import { CancelOccurrenceDialog } from './CancelOccurrenceDialog';
import { DAY_TEXTS, JOURNAL_TEXTS } from './journal-texts';
import type { JournalStore } from './JournalStore';
import { dayColumns } from './occurrence-columns';
import { occurrenceKey } from './occurrence-model';

/** 'День': a branch (or all) and a date; the date's occurrences, cancelled and restored by staff. */
export const DayTab = observer(function DayTab({ store }: { store: JournalStore }) {
  const { day } = store;
  const [cancelling, setCancelling] = useState<Occurrence | null>(null);
  const columns = useMemo(
    () =>
      dayColumns(
        store.rights.cancel,
        {
          stateOf: (o) => day.stateOf(o),
          onCancel: setCancelling,
          onRestore: (o) => void day.restore(o),
        },
        store.rights.history,
      ),
    [store.rights.cancel, store.rights.history, day],
  );

  return (
    <>
      <FiltersBar>
        <SelectFilter
          label={JOURNAL_TEXTS.filial}
          value={day.filialId == null ? '' : String(day.filialId)}
          options={store.filialOptions}
          onChange={(value) => day.setFilial(value ? Number(value) : null)}
        />
        <DateField size="small" label={DAY_TEXTS.date} value={day.date} onChange={(e) => day.setDate(e.target.value)} />
      </FiltersBar>
      <DataTable
        aria-label={DAY_TEXTS.table}
        rows={day.lessons}
        columns={columns}
        getRowId={occurrenceKey}
        loading={day.status.isLoading}
        error={day.status.error}
        onRetry={() => void day.load()}
        emptyText={DAY_TEXTS.empty}
      />
      {cancelling && (
        <CancelOccurrenceDialog
          occurrence={cancelling}
          onSubmit={closeOnSuccess(
            (reason: string) => day.cancel(cancelling, reason),
            () => setCancelling(null),
          )}
          onCancel={() => setCancelling(null)}
        />
      )}
    </>
  );
});
