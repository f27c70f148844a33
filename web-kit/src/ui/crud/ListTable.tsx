import { memo, useDeferredValue, useMemo } from 'react';
import type { GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { observer } from 'mobx-react-lite';
import { DataTable, type DataTableProps, type ServerSideOptions } from '../DataTable';
import type { PagedList } from './PagedList';
import type { WholeList } from './WholeList';

type ListRow = GridValidRowModel & { id: number };

/** What the table reads of a kit list: a whole list, or a paged one (whatever its API sort names). */
export type ShownList<R extends { id: number }> =
  WholeList<R> | Pick<PagedList<R>, 'items' | 'isLoading' | 'error' | 'total' | 'pagination' | 'sortModel' | 'setPagination' | 'setSort'>;

interface ListTableProps<R extends ListRow> extends Omit<DataTableProps<R>, 'rows' | 'loading' | 'error' | 'server'> {
  list: ShownList<R>;
  /** The rows on screen of a whole list (one view, the filters applied); all its rows by default. */
  rows?: readonly R[];
}

const Table = memo(DataTable) as typeof DataTable;

/**
 * The table of a kit list: its rows, loading and error; a paged list pages and sorts on the server.
 * What the list holds reaches the table as a transition (useDeferredValue). A store's change
 * re-renders its observers at once, in one task: a screen's first page arriving, or its loading
 * starting, drew the whole table in the middle of the screen's start. Now only this component
 * renders then, and the table follows in slices, with the main thread free between them.
 */
function ListTableView<R extends ListRow>({ list, rows, ...table }: ListTableProps<R>) {
  const paged = 'total' in list ? list : undefined;
  const shownRows = useDeferredValue(rows ?? list.items);
  const loading = useDeferredValue(list.isLoading);
  const error = useDeferredValue(list.error);
  const total = useDeferredValue(paged?.total ?? 0);
  // the grid's own choices (page, sort) are not deferred: shown late, the grid asked for them again
  const pagination = paged?.pagination;
  const sortModel = paged?.sortModel;
  const server = useMemo<ServerSideOptions | undefined>(
    () =>
      paged && pagination && sortModel
        ? {
            rowCount: total,
            paginationModel: pagination,
            onPaginationModelChange: (model: GridPaginationModel) => paged.setPagination(model),
            sortModel,
            onSortModelChange: (model: GridSortModel) => paged.setSort(model),
          }
        : undefined,
    [paged, total, pagination, sortModel],
  );
  return <Table {...table} rows={shownRows} loading={loading} error={error} server={server} />;
}

export const ListTable = observer(ListTableView) as typeof ListTableView;
