import { useMemo } from 'react';
import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DEFAULT_EMPTY_TEXT, ruDisplayedRows } from './table-texts';

// the pager and the phone's cards take them from table-texts.ts, without the grid's locale
export { DEFAULT_EMPTY_TEXT, ruDisplayedRows };

/** The grid's Russian texts: its ruRU locale, the missing pieces, and the table's empty text. */
export function useGridLocaleText(emptyText: string = DEFAULT_EMPTY_TEXT): Partial<GridLocaleText> {
  return useMemo(
    () => ({
      ...ruRU.components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: ruDisplayedRows,
      booleanCellTrueLabel: 'Да',
      booleanCellFalseLabel: 'Нет',
      noRowsLabel: emptyText,
      noResultsOverlayLabel: emptyText,
    }),
    [emptyText],
  );
}
