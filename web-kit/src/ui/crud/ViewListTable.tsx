import { observer } from 'mobx-react-lite';
import type { DataColumn } from '../table-columns';
import type { ArchiveView } from './ArchiveViewTabs';
import { ListTable } from './ListTable';
import type { WholeList } from './WholeList';

/** A screen whose active and archived records are two lists, one of them on screen, searched on the client. */
export interface ViewListStore<T extends { id: number }> {
  readonly view: ArchiveView;
  readonly current: WholeList<T>;
  readonly filtered: T[];
  readonly isFiltered: boolean;
  reloadCurrent(): Promise<unknown>;
}

interface ViewListTableProps<T extends { id: number }> {
  store: ViewListStore<T>;
  columns: DataColumn<T>[];
  /** The table's name in each view: 'Филиалы', 'Архивные филиалы'. */
  names: Record<ArchiveView, string>;
  /** What an empty view says when nothing is searched: 'Нет филиалов', 'В архиве нет филиалов'. */
  empty: Record<ArchiveView, string>;
}

/** The table of the view on screen; a search that finds nothing says 'Ничего не найдено'. */
function ViewListTableView<T extends { id: number }>({ store, columns, names, empty }: ViewListTableProps<T>) {
  const { view } = store;
  return (
    <ListTable
      key={view}
      aria-label={names[view]}
      list={store.current}
      rows={store.filtered}
      columns={columns}
      onRetry={() => void store.reloadCurrent()}
      emptyText={store.isFiltered ? 'Ничего не найдено' : empty[view]}
    />
  );
}

export const ViewListTable = observer(ViewListTableView) as typeof ViewListTableView;
