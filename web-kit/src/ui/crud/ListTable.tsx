import type { GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { observer } from 'mobx-react-lite';
import { DataTable, type DataTableProps } from '../DataTable';
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

/** The table of a kit list: its rows, loading and error; a paged list pages and sorts on the server. */
function ListTableView<R extends ListRow>({ list, rows, ...table }: ListTableProps<R>) {
  const server =
    'total' in list
      ? {
          rowCount: list.total,
          paginationModel: list.pagination,
          onPaginationModelChange: (model: GridPaginationModel) => list.setPagination(model),
          sortModel: list.sortModel,
          onSortModelChange: (model: GridSortModel) => list.setSort(model),
        }
      : undefined;
  return <DataTable {...table} rows={rows ?? list.items} loading={list.isLoading} error={list.error} server={server} />;
}

export const ListTable = observer(ListTableView) as typeof ListTableView;
