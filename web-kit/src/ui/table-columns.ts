import type { ReactNode } from 'react';
import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { formatDate } from '@diary/common/format';
import { formatPrice } from '@diary/common/format/money';

export type DataColumnType = 'string' | 'number' | 'money' | 'date' | 'boolean' | 'actions';

/** A column of DataTable: what to show, how to get the value from a row, how to render it. */
export interface DataColumn<R> {
  field: string;
  headerName: string;
  /**
   * 'date' shows dd.mm.yyyy and sorts by date; 'money' shows rubles ('1 750,00 ₽'), right-aligned unless
   * `align` says otherwise, and sorts by the amount; 'boolean' shows 'Да'/'Нет'; 'actions' is not sortable.
   */
  type?: DataColumnType;
  /** The cell value, shown and sorted on; defaults to `row[field]`. */
  value?: (row: R) => unknown;
  /** A custom cell (buttons, chips); sorting still uses `value`. */
  render?: (row: R) => ReactNode;
  width?: number;
  minWidth?: number;
  flex?: number;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
}

const DOTTED_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

export function cellValue<R>(column: DataColumn<R>, row: R): unknown {
  if (column.value) return column.value(row);
  return (row as Record<string, unknown>)[column.field];
}

/** The text a cell shows (and an export would hold). */
export function cellText(type: DataColumnType | undefined, value: unknown): string {
  if (value == null) return '';
  if (type === 'boolean') return value ? 'Да' : 'Нет';
  if (type === 'date') return formatDate(value instanceof Date || typeof value === 'string' ? value : String(value));
  if (type === 'money') return formatPrice(typeof value === 'number' || typeof value === 'string' ? value : String(value));
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function sortKey(type: DataColumnType | undefined, value: unknown): unknown {
  if (value == null || value === '') return null;
  if (type === 'date') {
    const time = (value instanceof Date ? value : new Date(String(value))).getTime();
    return Number.isNaN(time) ? String(value) : time;
  }
  if (type === 'boolean') return value ? 1 : 0;
  // an amount may come as the API's decimal text ('1500.00')
  if (type === 'money' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

function dottedDateTime(value: string): number {
  const [, d, m, y] = DOTTED_DATE.exec(value)!;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

/**
 * docs/product/rules.md "Table": numeric when both values are numbers, by date when both look like
 * dd.mm.yyyy, otherwise text (Russian collation). Empty values go last.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const textA = String(a);
  const textB = String(b);
  if (DOTTED_DATE.test(textA) && DOTTED_DATE.test(textB)) return dottedDateTime(textA) - dottedDateTime(textB);
  return textA.localeCompare(textB, 'ru', { numeric: true, sensitivity: 'base' });
}

/** The rows in the order of the (single-column) sort model; the input is not changed. */
export function sortRows<R>(rows: readonly R[], columns: readonly DataColumn<R>[], sortModel: GridSortModel): R[] {
  const sort = sortModel[0];
  const column = sort?.sort ? columns.find((c) => c.field === sort.field) : undefined;
  if (!sort || !column) return [...rows];
  const direction = sort.sort === 'desc' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: sortKey(column.type, cellValue(column, row)) }));
  keyed.sort((x, y) => {
    // empty values stay last in both directions
    if (x.key == null || y.key == null) return compareValues(x.key, y.key);
    return direction * compareValues(x.key, y.key);
  });
  return keyed.map((k) => k.row);
}

const columnAlign = <R>(column: DataColumn<R>) => column.align ?? (column.type === 'money' ? 'right' : undefined);

/** DataGrid columns: the grid only renders and reports sort clicks; DataTable sorts and pages. */
export function toGridColumns<R extends GridValidRowModel>(columns: readonly DataColumn<R>[]): GridColDef<R>[] {
  return columns.map((column) => ({
    field: column.field,
    headerName: column.headerName,
    width: column.width,
    minWidth: column.minWidth ?? 90,
    flex: column.flex ?? (column.width ? undefined : 1),
    sortable: column.sortable ?? column.type !== 'actions',
    filterable: false,
    disableColumnMenu: true,
    align: columnAlign(column),
    headerAlign: columnAlign(column),
    valueGetter: (_value: unknown, row: R) => cellValue(column, row),
    valueFormatter: (value: unknown) => cellText(column.type, value),
    ...(column.render ? { renderCell: ({ row }: { row: R }) => column.render!(row) } : {}),
  }));
}
