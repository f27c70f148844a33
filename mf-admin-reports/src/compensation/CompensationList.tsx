import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Autocomplete, TextField } from '@mui/material';
import type { Compensation } from '@diary/common';
import { PageHeader, toast } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { DateFilter, NEWEST_FIRST, RecordPageActions, RecordPersonFilter, RecordTable, useRecordScreen } from '../record-screens';
import { compensationColumns } from './compensation-columns';
import { CompensationForm } from './CompensationForm';
import { COMPENSATION_TEXTS, CompensationsStore } from './CompensationsStore';

/** /admin/compensation (docs/product/screens.md "Compensations page"). */
export const CompensationList = observer(function CompensationList() {
  const { store, confirmDialog, editing, handlers, create, closeForm } = useRecordScreen<Compensation, CompensationsStore>(
    () => new CompensationsStore({ http, viewer: session, notify: toast, currentUserId: () => session.user?.id ?? null }),
  );
  const { lookups, filters } = store;
  const columns = useMemo(() => compensationColumns(handlers), [handlers]);
  const subject = lookups.subjects.find((s) => s.id === filters.subjectId) ?? null;

  return (
    <>
      <PageHeader
        title={COMPENSATION_TEXTS.title}
        actions={<RecordPageActions store={store} createLabel={COMPENSATION_TEXTS.create} onCreate={create} />}
      />
      <RecordTable
        store={store}
        title={COMPENSATION_TEXTS.title}
        viewsLabel="Компенсации: актуальные или архив"
        columns={columns}
        initialSort={NEWEST_FIRST}
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
      {editing && <CompensationForm store={store} compensation={editing.row} onClose={closeForm} />}
      {confirmDialog}
    </>
  );
});
