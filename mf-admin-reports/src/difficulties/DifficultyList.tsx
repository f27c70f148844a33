import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { appDeps, FiltersBar, ListTable, PageHeader, SearchField, useConfirm, useUrlState } from '@diary/web-kit';

import { ServerExcelButton } from '../shared';
import { difficultyColumns } from './difficulty-columns';
import { DifficultiesStore, DIFFICULTY_TEXTS } from './DifficultiesStore';

interface DifficultyListProps {
  /** /admin/archive/difficults: the archived ones, no row actions. */
  archived?: boolean;
}

/** /admin/difficults and /admin/archive/difficults (docs/product/screens.md "Difficulties"). */
export const DifficultyList = observer(function DifficultyList({ archived = false }: DifficultyListProps) {
  const [store] = useState(() => new DifficultiesStore(appDeps, archived));
  const [confirm, confirmDialog] = useConfirm();
  useUrlState(store.url);

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const { rights, list } = store;
  const columns = useMemo(
    () =>
      difficultyColumns(
        {
          onArchive: rights.archive ? (d) => void store.archive(d, confirm) : undefined,
          onDelete: rights.delete ? (d) => void store.remove(d, confirm) : undefined,
        },
        (field) => list.isSortable(field),
      ),
    [store, list, rights.archive, rights.delete, confirm],
  );

  const title = archived ? DIFFICULTY_TEXTS.archiveTitle : DIFFICULTY_TEXTS.title;
  return (
    <>
      <PageHeader
        title={title}
        actions={rights.export && <ServerExcelButton busy={store.exporting} onClick={() => void store.exportExcel()} />}
      />
      <FiltersBar>
        <SearchField label="Поиск" placeholder="Фамилия или описание" value={store.search} onChange={(value) => store.setSearch(value)} />
      </FiltersBar>
      <ListTable
        aria-label={title}
        list={list}
        columns={columns}
        onRetry={() => void store.load()}
        emptyText={archived ? DIFFICULTY_TEXTS.archiveEmpty : DIFFICULTY_TEXTS.empty}
      />
      {confirmDialog}
    </>
  );
});
