import { Fragment, type ReactNode } from 'react';
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import type { GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { cellText, cellValue, type DataColumn } from './table-columns';

export interface DataCardsProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: readonly DataColumn<R>[];
  loading: boolean;
  emptyText: string;
  getRowId?: (row: R) => GridRowId;
  'aria-label'?: string;
}

function shownCell<R>(column: DataColumn<R>, row: R): ReactNode {
  return column.render ? column.render(row) : cellText(column.type, cellValue(column, row));
}

/**
 * A table on a phone: a list of cards, one a row, each column's name beside its value (the first
 * one bold, empty ones left out) and the row's actions at the bottom.
 */
export function DataCards<R extends GridValidRowModel>({
  rows,
  columns,
  loading,
  emptyText,
  getRowId = (row) => row.id as GridRowId,
  'aria-label': ariaLabel,
}: DataCardsProps<R>) {
  const fields = columns.filter((column) => column.type !== 'actions');
  const actions = columns.find((column) => column.type === 'actions');
  return (
    <Box sx={{ position: 'relative' }}>
      {loading && <LinearProgress aria-label="Загрузка" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      {rows.length === 0 && !loading && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      )}
      {rows.length > 0 && (
        <Box component="ul" aria-label={ariaLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {rows.map((row) => (
            <Paper component="li" key={getRowId(row)} variant="outlined" sx={{ p: 2, overflowWrap: 'anywhere' }}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
                {fields.map((column, index) => {
                  const value = shownCell(column, row);
                  if (value === '') return null;
                  return (
                    <Fragment key={column.field}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.headerName}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: index === 0 ? 600 : undefined }}>
                        {value}
                      </Typography>
                    </Fragment>
                  );
                })}
              </Box>
              {actions?.render && <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>{actions.render(row)}</Box>}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
