import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TeacherLateness } from '@diary/common';
import { ArchiveTabs, DataTable, FiltersBar, PageHeader, toast, useConfirm } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { PersonFilter, ServerExcelButton } from '../shared';
import { DateFilter } from '../staff-kit';
import { latenessColumns } from './lateness-columns';
import { LatenessForm } from './LatenessForm';
import { LATENESS_TEXTS, LatenessStore } from './LatenessStore';

type Editing = { kind: 'create' } | { kind: 'edit'; lateness: TeacherLateness } | null;

/** /admin/teacher-lateness (SPEC §2 "Teacher lateness page"), paged by the API. */
export const LatenessPage = observer(function LatenessPage() {
  const [store] = useState(() => new LatenessStore({ http, viewer: session, notify: toast }));
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    void store.load();
    void store.loadLookups();
    return () => store.dispose();
  }, [store]);

  const { rights, list, lookups, filters } = store;
  const columns = useMemo(
    () =>
      latenessColumns({
        onEdit: rights.edit ? (lateness) => setEditing({ kind: 'edit', lateness }) : undefined,
        onArchive: rights.archive ? (l) => void store.archive(l, confirm) : undefined,
        onDelete: rights.delete ? (l) => void store.remove(l, confirm) : undefined,
      }),
    [store, confirm, rights.edit, rights.archive, rights.delete],
  );

  return (
    <>
      <PageHeader
        title={LATENESS_TEXTS.title}
        actions={
          <>
            {rights.create && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'create' })}>
                {LATENESS_TEXTS.create}
              </Button>
            )}
            {rights.export && <ServerExcelButton busy={store.exporting} onClick={() => void store.exportExcel()} />}
          </>
        }
      />
      <ArchiveTabs label="Опоздания: актуальные или архив" activeLabel="Актуальные" value={store.view} onChange={(view) => store.setView(view)} />
      <FiltersBar>
        <PersonFilter label="Учитель" options={lookups.teachers} value={filters.userId} loading={lookups.loading} onChange={(id) => store.setFilter('userId', id)} />
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
      {editing && <LatenessForm store={store} lateness={editing.kind === 'edit' ? editing.lateness : undefined} onClose={() => setEditing(null)} />}
      {confirmDialog}
    </>
  );
});
