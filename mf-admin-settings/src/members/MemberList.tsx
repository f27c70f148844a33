import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { User } from '@diary/common';
import { appDeps, DownloadExcelButton, lazyScreen, ListTable, PageHeader, useConfirm, useUrlState } from '@diary/web-kit';

import { MemberFilters } from './MemberFilters';
import { memberColumns } from './member-columns';
import { MembersStore } from './MembersStore';
import { MEMBER_EXPORT_HEADERS, MEMBERS_EXPORT_FILE } from './member-text';

// the form (its checks, the roles, the history) loads when opened: the list is the administrator's first screen
const MemberForm = lazyScreen(() => import('./MemberForm').then((module) => module.MemberForm));

interface MemberListProps {
  /** The archive tab: banned users, no adding and no editing. */
  archived?: boolean;
}

/** null: closed; { user: undefined }: create; { user }: edit. */
type FormState = { user?: User } | null;

export const MemberList = observer(function MemberList({ archived = false }: MemberListProps) {
  const [store] = useState(() => new MembersStore(appDeps, archived));
  const [form, setForm] = useState<FormState>(null);
  const [confirm, confirmDialog] = useConfirm();
  useUrlState(store.url);

  useEffect(() => {
    void store.load();
    if (!store.banned) void store.loadSubjects();
    return () => store.dispose();
  }, [store]);

  const columns = useMemo(
    () =>
      memberColumns(store, {
        onEdit: (user) => setForm({ user }),
        onBan: (user) => void store.ban(user, confirm),
        onDelete: (user) => void store.remove(user, confirm),
      }),
    [store, confirm],
  );

  function closeForm() {
    setForm(null);
    void store.load();
  }

  const { rights } = store;
  return (
    <>
      <PageHeader
        title={archived ? 'Архив: заблокированные пользователи' : 'Пользователи'}
        actions={
          <>
            {rights.export && (
              <DownloadExcelButton getRows={() => store.fetchExportRows()} fileName={MEMBERS_EXPORT_FILE} headers={MEMBER_EXPORT_HEADERS} />
            )}
            {rights.create && (
              <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setForm({})}>
                Добавить пользователя
              </Button>
            )}
          </>
        }
      />
      <MemberFilters store={store} />
      <ListTable
        aria-label={archived ? 'Заблокированные пользователи' : 'Пользователи'}
        list={store.list}
        columns={columns}
        onRetry={() => void store.load()}
        phoneCards
      />
      {form && (
        <MemberForm
          user={form.user}
          subjects={store.subjects}
          canGrantAdmin={rights.grantAdmin}
          onSubmit={async (payload) => {
            const result = await store.save(payload);
            if (result.ok) setForm(null);
            return result;
          }}
          onCancel={closeForm}
        />
      )}
      {confirmDialog}
    </>
  );
});
