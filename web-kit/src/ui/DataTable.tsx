import { useMemo, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import type { GridPaginationModel, GridRowId, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '@diary/common/constants/domain';
import { DataCards } from './DataCards';
import type { DataGridTableProps } from './DataGridTable';
import { DEFAULT_EMPTY_TEXT } from './table-texts';
import { lazyScreen } from './lazy-screen';
import { sortRows, type DataColumn } from './table-columns';
import { pageCount, TablePager } from './TablePager';
import { usePhone } from './use-phone';

// MUI X DataGrid loads with the first table shown on a wide screen: a phone's cards do without it
const DataGridTable = lazyScreen(() => import('./DataGridTable').then((module) => module.DataGridTable));

/** For lists paged and sorted by the API: `rows` is the current page only. */
export interface ServerSideOptions {
  rowCount: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

export interface DataTableProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: readonly DataColumn<R>[];
  loading?: boolean;
  /** When set, the table is replaced by this message and a 'Повторить' button. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when there are no rows; 'Нет данных' by default. */
  emptyText?: string;
  getRowId?: (row: R) => GridRowId;
  initialSort?: GridSortModel;
  server?: ServerSideOptions;
  /** jsdom has no layout: tests render every row and column with this. */
  disableVirtualization?: boolean;
  /** On a phone, a card per row (DataCards) instead of the grid's columns. */
  phoneCards?: boolean;
  /** Rows as tall as their content (several lines in a cell). */
  autoRowHeight?: boolean;
  'aria-label'?: string;
}

/**
 * The portal's table over MUI X DataGrid: Russian texts, sortable columns, page sizes
 * 50/100/200 (100 by default), loading overlay, empty and error states.
 */
export function DataTable<R extends GridValidRowModel>({
  rows,
  columns,
  loading = false,
  error,
  onRetry,
  emptyText,
  getRowId,
  initialSort = [],
  server,
  disableVirtualization,
  phoneCards = false,
  autoRowHeight,
  'aria-label': ariaLabel,
}: DataTableProps<R>) {
  const cards = usePhone() && phoneCards;
  const [clientSort, setClientSort] = useState<GridSortModel>(initialSort);
  const [clientPage, setClientPage] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_TABLE_PAGE_SIZE });

  const sortModel = server?.sortModel ?? clientSort;
  const count = server ? server.rowCount : rows.length;
  const requested = server?.paginationModel ?? clientPage;
  // rows can shrink under the current page (a filter, a deletion): stay on the last page
  const page = Math.min(requested.page, pageCount(count, requested.pageSize) - 1);
  const model = { ...requested, page };

  const pageRows = useMemo(() => {
    if (server) return [...rows];
    const start = page * model.pageSize;
    return sortRows(rows, columns, sortModel).slice(start, start + model.pageSize);
  }, [server, rows, columns, sortModel, page, model.pageSize]);

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Повторить
            </Button>
          )
        }
      >
        {error}
      </Alert>
    );
  }

  if (cards) {
    return (
      <Box>
        <DataCards
          rows={pageRows}
          columns={columns}
          loading={loading}
          emptyText={emptyText ?? DEFAULT_EMPTY_TEXT}
          getRowId={getRowId}
          aria-label={ariaLabel}
        />
        <TablePager count={count} model={model} pageSizes={TABLE_PAGE_SIZES} onChange={server?.onPaginationModelChange ?? setClientPage} />
      </Box>
    );
  }

  return (
    <Box>
      <DataGridTable
        rows={pageRows}
        columns={columns as readonly DataColumn<GridValidRowModel>[]}
        getRowId={getRowId as DataGridTableProps<GridValidRowModel>['getRowId']}
        loading={loading}
        emptyText={emptyText}
        aria-label={ariaLabel}
        sortModel={sortModel}
        onSortModelChange={server?.onSortModelChange ?? setClientSort}
        disableVirtualization={disableVirtualization}
        autoRowHeight={autoRowHeight}
      />
      <TablePager count={count} model={model} pageSizes={TABLE_PAGE_SIZES} onChange={server?.onPaginationModelChange ?? setClientPage} />
    </Box>
  );
}
