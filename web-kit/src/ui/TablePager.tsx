import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { ruDisplayedRows } from './table-texts';

interface TablePagerProps {
  /** All rows over all pages. */
  count: number;
  model: GridPaginationModel;
  pageSizes: readonly number[];
  onChange: (model: GridPaginationModel) => void;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * docs/product "Generic data table": page-size selector, 'Назад' / 'Вперед', 'Страница X из Y'.
 * Pages are 0-based as in DataGrid; changing the page size goes back to page 1.
 */
export function TablePager({ count, model, pageSizes, onChange }: TablePagerProps) {
  const pages = pageCount(count, model.pageSize);
  const from = count === 0 ? 0 : model.page * model.pageSize + 1;
  const to = Math.min(count, (model.page + 1) * model.pageSize);
  return (
    <Box
      role="navigation"
      aria-label="Страницы таблицы"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, py: 1 }}
    >
      <TextField
        select
        size="small"
        label="Строк на странице"
        value={model.pageSize}
        onChange={(e) => onChange({ page: 0, pageSize: Number(e.target.value) })}
        sx={{ minWidth: 150 }}
      >
        {pageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2">{ruDisplayedRows({ from, to, count, estimated: undefined })}</Typography>
      <Typography variant="body2">
        Страница {model.page + 1} из {pages}
      </Typography>
      <Button size="small" disabled={model.page === 0} onClick={() => onChange({ ...model, page: model.page - 1 })}>
        Назад
      </Button>
      <Button size="small" disabled={model.page >= pages - 1} onClick={() => onChange({ ...model, page: model.page + 1 })}>
        Вперед
      </Button>
    </Box>
  );
}
