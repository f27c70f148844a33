import { observer } from 'mobx-react-lite';
import { Autocomplete, TextField } from '@mui/material';
import type { Compensation } from '@diary/common';
import { appDeps } from '@diary/web-kit';
import { session } from 'mf_auth/session';
import { DateFilter, RecordListScreen, RecordPersonFilter, useRecordScreen } from '../record-screens';
import { compensationColumns } from './compensation-columns';
import { CompensationForm } from './CompensationForm';
import { COMPENSATION_TEXTS, CompensationsStore } from './CompensationsStore';

/** /admin/compensation (docs/product/screens.md "Compensations page"). */
export const CompensationList = observer(function CompensationList() {
  const screen = useRecordScreen<Compensation, CompensationsStore>(
    () => new CompensationsStore({ ...appDeps, currentUserId: () => session.user?.id ?? null }),
  );
  const { store } = screen;
  const { lookups, filters } = store;
  const subject = lookups.subjects.find((s) => s.id === filters.subjectId) ?? null;

  return (
    <RecordListScreen
      screen={screen}
      texts={COMPENSATION_TEXTS}
      viewsLabel="Компенсации: актуальные или архив"
      columns={compensationColumns}
      renderForm={(row, close) => <CompensationForm store={store} compensation={row} onClose={close} />}
      filters={
        <>
          <RecordPersonFilter store={store} field="teacherId" label="Учитель" people="teachers" />
          <RecordPersonFilter store={store} field="studentId" label="Ученик" people="students" />
          <Autocomplete
            options={lookups.subjects}
            value={subject}
            getOptionLabel={(s) => s.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, next) => store.setFilter('subjectId', next?.id ?? null)}
            noOptionsText="Не найдено"
            renderInput={(params) => <TextField {...params} label="Предмет" size="small" />}
            sx={{ minWidth: 200 }}
          />
          <DateFilter label="Дата случившегося" value={filters.date} onChange={(value) => store.setFilter('date', value)} />
        </>
      }
    />
  );
});
