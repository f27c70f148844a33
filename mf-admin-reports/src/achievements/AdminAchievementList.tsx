import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { type Achievement, AchievementFormDialog, appDeps, ListTable, PageHeader, useConfirm, useUrlState } from '@diary/web-kit';

import { ServerExcelButton } from '../shared';
import { AchievementDetailsDialog } from './AchievementDetailsDialog';
import { AchievementFilters } from './AchievementFilters';
import { ADMIN_ACHIEVEMENT_TEXTS as TEXTS } from './achievement-texts';
import { activeAchievementColumns, archiveAchievementColumns } from './admin-achievement-columns';
import { AdminAchievementsStore } from './AdminAchievementsStore';

interface AdminAchievementListProps {
  /** /admin/archive/achivements: archived reports, details and a real delete. */
  archived?: boolean;
}

/**
 * /admin/achivements (docs/product/screens.md admin variant) and /admin/archive/achivements: a list paged,
 * sorted and filtered on the server, for any number of reports.
 */
export const AdminAchievementList = observer(function AdminAchievementList({ archived = false }: AdminAchievementListProps) {
  const [store] = useState(() => new AdminAchievementsStore(appDeps, archived));
  const [editing, setEditing] = useState<Achievement | null>(null);
  const [details, setDetails] = useState<Achievement | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  useUrlState(store.url);

  useEffect(() => {
    void store.load();
    void store.loadLookups();
    return () => store.dispose();
  }, [store]);

  const { rights, list } = store;
  const columns = useMemo(() => {
    const isSortable = (field: string) => list.isSortable(field);
    return archived
      ? archiveAchievementColumns(
          {
            onDetails: setDetails,
            onDelete: rights.delete ? (a) => void store.remove(a, confirm) : undefined,
          },
          isSortable,
        )
      : activeAchievementColumns(
          {
            onEdit: rights.edit ? setEditing : undefined,
            onCopy: (a) => void store.copyComment(a),
            onArchive: rights.archive ? (a) => void store.archive(a, confirm) : undefined,
          },
          isSortable,
        );
  }, [archived, store, list, rights.edit, rights.archive, rights.delete, confirm]);

  const title = archived ? TEXTS.archiveTitle : TEXTS.title;
  return (
    <>
      <PageHeader
        title={title}
        actions={rights.export && <ServerExcelButton busy={store.exporting} onClick={() => void store.exportExcel()} />}
      />
      <AchievementFilters store={store} />
      <ListTable
        aria-label={title}
        list={list}
        columns={columns}
        onRetry={() => void store.load()}
        emptyText={archived ? TEXTS.archiveEmpty : TEXTS.empty}
      />
      {editing && (
        <AchievementFormDialog
          achievement={editing}
          subjects={store.subjects}
          onSubmit={async (payload) => {
            const result = await store.update(editing.id, payload);
            if (result.ok) setEditing(null);
            return result;
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {details && <AchievementDetailsDialog achievement={details} onClose={() => setDetails(null)} />}
      {confirmDialog}
    </>
  );
});
