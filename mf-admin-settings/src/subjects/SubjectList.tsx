import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Subject } from '@diary/common';
import { DataTable, FiltersBar, PageHeader, SearchField, toast, useConfirm } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { SubjectForm } from './SubjectForm';
import { subjectColumns } from './subject-columns';
import { SubjectsStore } from './SubjectsStore';

/** null: closed; {}: create; { subject }: edit. */
type FormState = { subject?: Subject } | null;

/** /admin/subjects 'Предметы'. */
export const SubjectList = observer(function SubjectList() {
  const [store] = useState(() => new SubjectsStore({ http, viewer: session, notify: toast }));
  const [form, setForm] = useState<FormState>(null);
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    void store.load();
  }, [store]);

  const columns = useMemo(
    () =>
      subjectColumns(store, {
        onEdit: (subject) => setForm({ subject }),
        onDelete: (subject) => void store.remove(subject, confirm),
      }),
    [store, confirm],
  );

  const { list } = store;
  return (
    <>
      <PageHeader
        title="Предметы"
        actions={
          store.rights.create && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
              Добавить предмет
            </Button>
          )
        }
      />
      <FiltersBar>
        <SearchField label="Название" placeholder="Поиск по названию" value={store.search} onChange={(v) => store.setSearch(v)} />
      </FiltersBar>
      <DataTable
        aria-label="Предметы"
        rows={store.filtered}
        columns={columns}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void store.load()}
        emptyText={store.search ? 'Ничего не найдено' : 'Нет предметов'}
      />
      {form && (
        <SubjectForm
          subject={form.subject}
          onSubmit={async (input) => {
            const result = await store.save(input, form.subject?.id);
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
