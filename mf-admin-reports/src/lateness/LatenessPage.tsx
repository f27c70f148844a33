import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import type { TeacherLateness } from '@diary/common';
import { ArchiveTabs, DataTable, FiltersBar, PageHeader, toast } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { PersonFilter } from '../shared';
import { DateFilter, RecordPageActions, useRecordScreen } from '../staff-kit';
import { latenessColumns } from './lateness-columns';
import { LatenessForm } from './LatenessForm';
import { LATENESS_TEXTS, LatenessStore } from './LatenessStore';

/** /admin/teacher-lateness (docs/product/screens.md "Teacher lateness page"), paged by the API. */
export const LatenessPage = observer(function LatenessPage() {
  const { store, confirmDialog, editing, handlers, create, closeForm } = useRecordScreen<TeacherLateness, LatenessStore>(
    () => new LatenessStore({ http, viewer: session, notify: toast }),
  );
  const { list, lookups, filters } = store;
  const columns = useMemo(() => latenessColumns(handlers), [handlers]);

  return (
    <>
      <PageHeader
        title={LATENESS_TEXTS.title}
        actions={<RecordPageActions store={store} createLabel={LATENESS_TEXTS.create} onCreate={create} />}
      />
      <ArchiveTabs
        label="Опоздания: актуальные или архив"
        activeLabel="Актуальные"
        value={store.view}
        onChange={(view) => store.setView(view)}
      />
      <FiltersBar>
        <PersonFilter
          label="Учитель"
          options={lookups.teachers}
          value={filters.userId}
          loading={lookups.loading}
          onChange={(id) => store.setFilter('userId', id)}
        />
        <DateFilter label="Дата инцидента" value={filters.date} onChange={(value) => store.setFilter('date', value)} />
        {store.hasFilters && <Button onClick={() => store.clearFilters()}>Сбросить фильтры</Button>}
      </FiltersBar>
      <DataTable
        aria-label={LATENESS_TEXTS.title}
        rows={list.items}
        columns={columns}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void store.load()}
        emptyText={store.emptyText}
        server={{
          rowCount: list.total,
          paginationModel: list.pagination,
          onPaginationModelChange: (model) => list.setPagination(model),
          sortModel: list.sortModel,
          onSortModelChange: (model) => list.setSort(model),
        }}
      />
      {editing && <LatenessForm store={store} lateness={editing.row} onClose={closeForm} />}
      {confirmDialog}
    </>
  );
});
