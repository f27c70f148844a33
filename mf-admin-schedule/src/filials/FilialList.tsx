import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Filial } from '@diary/common';
import {
  ArchiveViewTabs,
  closeOnSuccess,
  ListTable,
  DownloadExcelButton,
  FiltersBar,
  PageHeader,
  SearchField,
  toast,
  useConfirm,
  useUrlState,
} from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { filialColumns } from './filial-columns';
import { FilialForm } from './FilialForm';
import { FILIAL_EXPORT_HEADERS, FILIALS_EXPORT_FILE } from './filial-text';
import { FilialsStore } from './FilialsStore';

type FormState = { filial?: Filial } | null;

/** /admin/filials 'Филиалы'. */
export const FilialList = observer(function FilialList() {
  const [store] = useState(() => new FilialsStore({ http, viewer: session, notify: toast }));
  const [form, setForm] = useState<FormState>(null);
  const closeForm = () => setForm(null);
  const [confirm, confirmDialog] = useConfirm();
  useUrlState(store.url);
  const navigate = useNavigate();

  useEffect(() => {
    void store.load();
  }, [store]);

  const { manage } = store.rights;
  const { view, current } = store;
  const columns = useMemo(
    () =>
      filialColumns(manage, view, {
        onView: (filial) => void navigate(`/admin/filials/${filial.id}`),
        onEdit: (filial) => setForm({ filial }),
        onArchive: (filial) => void store.archive(filial, confirm),
        onRestore: (filial) => void store.restore(filial),
        onForceDelete: (filial) => void store.forceDelete(filial, confirm),
      }),
    [manage, view, navigate, store, confirm],
  );
  const archivedView = view === 'archived';
  const emptyText = store.isFiltered ? 'Ничего не найдено' : archivedView ? 'В архиве нет филиалов' : 'Нет филиалов';

  return (
    <>
      <PageHeader
        title="Филиалы"
        actions={
          <>
            {store.rights.export && (
              <DownloadExcelButton getRows={() => store.exportRows} fileName={FILIALS_EXPORT_FILE} headers={FILIAL_EXPORT_HEADERS} />
            )}
            {manage && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
                Добавить филиал
              </Button>
            )}
          </>
        }
      />
      <ArchiveViewTabs value={view} onChange={(next) => store.setView(next)} label="Активные или архивные филиалы" />
      <FiltersBar>
        <SearchField label="Поиск" placeholder="Название, город, адрес" value={store.search} onChange={(v) => store.setSearch(v)} />
      </FiltersBar>
      <ListTable
        key={view}
        aria-label={archivedView ? 'Архивные филиалы' : 'Филиалы'}
        list={current}
        rows={store.filtered}
        columns={columns}
        onRetry={() => void store.reloadCurrent()}
        emptyText={emptyText}
      />
      {form && (
        <FilialForm
          filial={form.filial}
          onSubmit={closeOnSuccess((payload: Parameters<typeof store.save>[0]) => store.save(payload), closeForm)}
          onCancel={closeForm}
        />
      )}
      {confirmDialog}
    </>
  );
});
