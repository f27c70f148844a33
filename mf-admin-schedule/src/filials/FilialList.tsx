import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Filial } from '@diary/common';
import {
  appDeps,
  ArchiveViewTabs,
  closeOnSuccess,
  DownloadExcelButton,
  FiltersBar,
  PageHeader,
  SearchField,
  useListScreen,
  ViewListTable,
} from '@diary/web-kit';

import { filialColumns } from './filial-columns';
import { FilialForm } from './FilialForm';
import { FILIAL_EXPORT_HEADERS, FILIALS_EXPORT_FILE } from './filial-text';
import { FilialsStore } from './FilialsStore';

type FormState = { filial?: Filial } | null;

/** /admin/filials 'Филиалы'. */
export const FilialList = observer(function FilialList() {
  const { store, confirm, confirmDialog } = useListScreen(() => new FilialsStore(appDeps));
  const [form, setForm] = useState<FormState>(null);
  const closeForm = () => setForm(null);
  const navigate = useNavigate();

  const { manage } = store.rights;
  const { view } = store;
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
      <ViewListTable
        store={store}
        columns={columns}
        names={{ active: 'Филиалы', archived: 'Архивные филиалы' }}
        empty={{ active: 'Нет филиалов', archived: 'В архиве нет филиалов' }}
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
