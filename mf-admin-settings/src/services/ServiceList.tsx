import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Service } from '@diary/common';
import { appDeps, ArchiveViewTabs, closeOnSuccess, DownloadExcelButton, PageHeader, useListScreen, ViewListTable } from '@diary/web-kit';

import { ServiceFilters } from './ServiceFilters';
import { ServiceForm } from './ServiceForm';
import { serviceColumns } from './service-columns';
import { SERVICE_EXPORT_HEADERS, SERVICES_EXPORT_FILE } from './service-text';
import { ServicesStore } from './ServicesStore';

/** null: closed; {}: create; { service }: edit. */
type FormState = { service?: Service } | null;

/** /admin/services 'Услуги'. */
export const ServiceList = observer(function ServiceList() {
  const { store, confirm, confirmDialog } = useListScreen(() => new ServicesStore(appDeps));
  const [form, setForm] = useState<FormState>(null);
  const closeForm = () => setForm(null);

  /** The form's 'Тип группы' choices are fetched anew at each opening. */
  const openForm = useCallback(
    (state: NonNullable<FormState>) => {
      void store.loadGroupTypes();
      setForm(state);
    },
    [store],
  );

  const columns = useMemo(
    () =>
      serviceColumns(store, {
        onEdit: (service) => openForm({ service }),
        onArchive: (service) => void store.archive(service, confirm),
        onRestore: (service) => void store.restore(service),
      }),
    [store, confirm, openForm],
  );

  const { rights } = store;
  return (
    <>
      <PageHeader
        title="Услуги"
        actions={
          <>
            {rights.export && (
              <DownloadExcelButton getRows={() => store.exportRows} fileName={SERVICES_EXPORT_FILE} headers={SERVICE_EXPORT_HEADERS} />
            )}
            {rights.manage && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm({})}>
                Добавить услугу
              </Button>
            )}
          </>
        }
      />
      <ArchiveViewTabs value={store.view} onChange={(view) => store.setView(view)} label="Активные или архивные услуги" />
      <ServiceFilters store={store} />
      <ViewListTable
        store={store}
        columns={columns}
        names={{ active: 'Услуги', archived: 'Архивные услуги' }}
        empty={{ active: 'Нет услуг', archived: 'В архиве нет услуг' }}
      />
      {form && (
        <ServiceForm
          service={form.service}
          groupTypes={store.groupTypes}
          groupTypesLoading={store.groupTypesLoading}
          onSubmit={closeOnSuccess((payload: Parameters<typeof store.save>[0]) => store.save(payload), closeForm)}
          onCancel={closeForm}
        />
      )}
      {confirmDialog}
    </>
  );
});
