import { useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import type { GridSortModel } from '@mui/x-data-grid';
import { ArchiveViewTabs, FiltersBar, ListTable, type ArchiveView, type DataColumn, type ShownList } from '@diary/web-kit';

/** What the table of a record screen shows: one view of the list, under the filters. */
export interface RecordTableStore<T extends { id: number }> {
  /** A paged list says which columns the API sorts on; the others do not sort. */
  readonly list: ShownList<T> & { isSortable?(field: string): boolean };
  /** The rows on screen of a whole list; a paged list shows its page. */
  readonly rows?: T[];
  readonly view: ArchiveView;
  readonly emptyText: string;
  readonly hasFilters?: boolean;
  setView(view: ArchiveView): void;
  clearFilters?(): void;
  load(): Promise<unknown>;
}

interface RecordTableProps<T extends { id: number }> {
  store: RecordTableStore<T>;
  /** The table's accessible name. */
  title: string;
  /** The view tabs' accessible name: 'Жалобы: актуальные или архив'. */
  viewsLabel: string;
  columns: DataColumn<T>[];
  /** The filters, followed by 'Сбросить фильтры' while any is set. */
  filters?: ReactNode;
  initialSort?: GridSortModel;
}

/** The 'Актуальные' / 'Архив' tabs, the filters and the table of a record screen. */
function RecordTableView<T extends { id: number }>({ store, title, viewsLabel, columns, filters, initialSort }: RecordTableProps<T>) {
  const { list } = store;
  const shown = useMemo(
    () =>
      list.isSortable
        ? columns.map((column) => (column.type === 'actions' ? column : { ...column, sortable: list.isSortable!(column.field) }))
        : columns,
    [columns, list],
  );
  return (
    <>
      <ArchiveViewTabs label={viewsLabel} activeLabel="Актуальные" value={store.view} onChange={(view) => store.setView(view)} />
      {filters && (
        <FiltersBar>
          {filters}
          {store.hasFilters && <Button onClick={() => store.clearFilters?.()}>Сбросить фильтры</Button>}
        </FiltersBar>
      )}
      <ListTable
        aria-label={title}
        list={list}
        rows={store.rows}
        columns={shown}
        onRetry={() => void store.load()}
        emptyText={store.emptyText}
        initialSort={initialSort}
      />
    </>
  );
}

export const RecordTable = observer(RecordTableView) as typeof RecordTableView;
