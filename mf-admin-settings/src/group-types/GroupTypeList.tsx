import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GroupType } from '@diary/common';
import { DataTable, FiltersBar, PageHeader, SearchField, toast, useConfirm } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { GroupTypeForm } from './GroupTypeForm';
import { groupTypeColumns } from './group-type-columns';
import { GroupTypesStore } from './GroupTypesStore';

/** null: closed; {}: create; { groupType }: edit. */
type FormState = { groupType?: GroupType } | null;

/** /admin/group-types 'Типы групп'. */
export const GroupTypeList = observer(function GroupTypeList() {
  const [store] = useState(() => new GroupTypesStore({ http, viewer: session, notify: toast }));
  const [form, setForm] = useState<FormState>(null);
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    void store.load();
  }, [store]);

  const columns = useMemo(
    () =>
      groupTypeColumns(store, {
        onEdit: (groupType) => setForm({ groupType }),
        onDelete: (groupType) => void store.remove(groupType, confirm),
      }),
    [store, confirm],
  );

  const { list } = store;
  return (
    <>
      <PageHeader
        title="Типы групп"
        actions={
          store.canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
              Добавить тип занятия
            </Button>
          )
        }
      />
      <FiltersBar>
        <SearchField label="Название" placeholder="Поиск по названию" value={store.search} onChange={(v) => store.setSearch(v)} />
      </FiltersBar>
      <DataTable
        aria-label="Типы групп"
        rows={store.filtered}
        columns={columns}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void store.load()}
        emptyText={store.search ? 'Ничего не найдено' : 'Нет типов групп'}
      />
      {form && (
        <GroupTypeForm
          groupType={form.groupType}
          onSubmit={async (input) => {
            const result = await store.save(input, form.groupType?.id);
            if (result.ok) setForm(null);
            return result;
          }}
          onCancel={() => setForm(null)}
        />
      )}
      {confirmDialog}
    </>
  );
});
