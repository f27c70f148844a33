import { useMemo } from 'react';
import type { GridLocaleText } from '@mui/x-data-grid';
import { ruRU } from '@mui/x-data-grid/locales';
import type {} from '@mui/x-data-grid/themeAugmentation';

const formatCount = (n: number) => n.toLocaleString('ru-RU');

/** '1–3 из 3': DataGrid's ruRU leaves this one untranslated (a gap of @mui/x-data-grid 9.14). */
export const ruDisplayedRows: GridLocaleText['paginationDisplayedRows'] = ({ from, to, count }) =>
  `${formatCount(from)}–${formatCount(to)} из ${count == null || count === -1 ? `более ${formatCount(to)}` : formatCount(count)}`;

export const DEFAULT_EMPTY_TEXT = 'Нет данных';

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
