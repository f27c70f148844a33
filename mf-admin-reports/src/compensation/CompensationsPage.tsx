import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Autocomplete, Button, TextField } from '@mui/material';
import type { Compensation } from '@diary/common';
import { ArchiveTabs, DataTable, FiltersBar, PageHeader, toast } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { PersonFilter } from '../shared';
import { DateFilter, RecordPageActions, useRecordScreen } from '../staff-kit';
import { compensationColumns } from './compensation-columns';
import { CompensationForm } from './CompensationForm';
import { COMPENSATION_TEXTS, CompensationsStore } from './CompensationsStore';

/** /admin/compensation (docs/product/screens.md "Compensations page"). */
export const CompensationsPage = observer(function CompensationsPage() {
  const { store, confirmDialog, editing, handlers, create, closeForm } = useRecordScreen<Compensation, CompensationsStore>(
    () => new CompensationsStore({ http, viewer: session, notify: toast, currentUserId: () => session.user?.id ?? null }),
  );
  const { list, lookups, filters } = store;
  const columns = useMemo(() => compensationColumns(handlers), [handlers]);
  const subject = lookups.subjects.find((s) => s.id === filters.subjectId) ?? null;

  return (
    <>
      <PageHeader
        title={COMPENSATION_TEXTS.title}
        actions={<RecordPageActions store={store} createLabel={COMPENSATION_TEXTS.create} onCreate={create} />}
      />
      <ArchiveTabs
        label="Компенсации: актуальные или архив"
        activeLabel="Актуальные"
        value={store.view}
        onChange={(view) => store.setView(view)}
      />
      <FiltersBar>
        <PersonFilter
          label="Учитель"
          options={lookups.teachers}
          value={filters.teacherId}
          loading={lookups.loading}
          onChange={(id) => store.setFilter('teacherId', id)}
        />
        <PersonFilter
          label="Ученик"
          options={lookups.students}
          value={filters.studentId}
          loading={lookups.loading}
          onChange={(id) => store.setFilter('studentId', id)}
        />
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
        {store.hasFilters && <Button onClick={() => store.clearFilters()}>Сбросить фильтры</Button>}
      </FiltersBar>
      <DataTable
        aria-label={COMPENSATION_TEXTS.title}
        rows={store.rows}
        columns={columns}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void store.load()}
        emptyText={store.emptyText}
        initialSort={[{ field: 'createdAt', sort: 'desc' }]}
      />
      {editing && <CompensationForm store={store} compensation={editing.row} onClose={closeForm} />}
      {confirmDialog}
    </>
  );
});
