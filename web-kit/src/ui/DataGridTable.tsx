import { useMemo } from 'react';
import { Box } from '@mui/material';
import { DataGrid, type GridPaginationModel, type GridRowId, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridLocaleText } from './grid-locale';
import { toGridColumns, type DataColumn } from './table-columns';

export interface DataGridTableProps<R extends GridValidRowModel> {
  /** The page to show, already sorted: DataTable pages and sorts. */
  rows: readonly R[];
  columns: readonly DataColumn<R>[];
  getRowId?: (row: R) => GridRowId;
  loading: boolean;
  emptyText?: string;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  disableVirtualization?: boolean;
  /** Rows as tall as their content (several lines in a cell) instead of one line each. */
  autoRowHeight?: boolean;
  'aria-label'?: string;
}

// The MIT DataGrid refuses page sizes over 100, and docs/product/constants.md wants 200: the grid only renders
// the page it is given (its "server" mode) and DataTable sorts and pages itself.
const autoHeight = () => 'auto' as const;

const GRID_PAGE_MODEL: GridPaginationModel = { page: 0, pageSize: 100 };

/** DataTable's columns on a wide screen: MUI X DataGrid with the Russian texts, sorting by the header. */
export function DataGridTable<R extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  loading,
  emptyText,
  sortModel,
  onSortModelChange,
  disableVirtualization,
  autoRowHeight = false,
  'aria-label': ariaLabel,
}: DataGridTableProps<R>) {
  const localeText = useGridLocaleText(emptyText);
  const gridColumns = useMemo(() => toGridColumns(columns), [columns]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 220, maxHeight: '70vh' }}>
      <DataGrid<R>
        rows={rows}
        columns={gridColumns}
        getRowId={getRowId}
        loading={loading}
        localeText={localeText}
        aria-label={ariaLabel}
        paginationMode="server"
        paginationModel={GRID_PAGE_MODEL}
        rowCount={rows.length}
        sortingMode="server"
        sortingOrder={['asc', 'desc']}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        hideFooter
        disableRowSelectionOnClick
        disableVirtualization={disableVirtualization}
        {...(autoRowHeight ? { getRowHeight: autoHeight, sx: { '& .MuiDataGrid-cell': { py: 1 } } } : {})}
      />
    </Box>
  );
}
