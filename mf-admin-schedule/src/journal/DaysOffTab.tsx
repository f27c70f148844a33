import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatDate, type DayOff } from '@diary/common';
import { closeOnSuccess, DataTable, FiltersBar, RowAction, type Confirm, type DataColumn } from '@diary/web-kit';
import { DayOffForm } from './DayOffForm';
import { dayOffFilialName } from './DaysOffStore';
import { DAYS_OFF_TEXTS } from './journal-texts';
import type { JournalStore } from './JournalStore';
import { PeriodFields } from './PeriodFields';

function daysOffColumns(canManage: boolean, onRemove: (dayOff: DayOff) => void): DataColumn<DayOff>[] {
  const columns: DataColumn<DayOff>[] = [
    { field: 'date', headerName: 'Дата', type: 'date', width: 130 },
    { field: 'filial', headerName: 'Филиал', value: dayOffFilialName, flex: 1 },
    { field: 'reason', headerName: 'Причина', flex: 2 },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 110,
      render: (dayOff) => (
        <RowAction
          title={DAYS_OFF_TEXTS.remove}
          label={`${DAYS_OFF_TEXTS.remove} ${formatDate(dayOff.date)} ${dayOffFilialName(dayOff)}`}
          color="error"
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => onRemove(dayOff)}
        />
      ),
    });
  }
  return columns;
}

/** 'Выходные': the days off of a range, of one branch or every branch; staff add and delete them. */
export const DaysOffTab = observer(function DaysOffTab({ store, confirm }: { store: JournalStore; confirm: Confirm }) {
  const { daysOff } = store;
  const canManage = store.rights.manageDaysOff;
  const [adding, setAdding] = useState(false);
  const columns = useMemo(() => daysOffColumns(canManage, (dayOff) => void daysOff.remove(dayOff, confirm)), [canManage, daysOff, confirm]);

  return (
    <>
      <FiltersBar>
        <PeriodFields period={daysOff.period} onChange={(field, value) => daysOff.setPeriod(field, value)} />
        {canManage && (
          <Box sx={{ ml: 'auto' }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {DAYS_OFF_TEXTS.add}
            </Button>
          </Box>
        )}
      </FiltersBar>
      <DataTable
        aria-label={DAYS_OFF_TEXTS.table}
        rows={daysOff.items}
        columns={columns}
        loading={daysOff.list.isLoading}
        error={daysOff.list.error}
        onRetry={() => void daysOff.load()}
        emptyText={DAYS_OFF_TEXTS.empty}
      />
      {adding && (
        <DayOffForm
          filialOptions={store.filialOptions}
          onSubmit={closeOnSuccess(
            (input: Parameters<typeof daysOff.add>[0]) => daysOff.add(input),
            () => setAdding(false),
          )}
          onCancel={() => setAdding(false)}
        />
      )}
    </>
  );
});
