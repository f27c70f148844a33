import { IMPORT_MESSAGES, type ImportCheck, type ImportError } from '@diary/common';
import { CellErrors } from '../../errors/app-error';

/** The errors of a file, one list in the spreadsheet's order (row, then the columns' order). */
export function sortedErrors(errors: readonly ImportError[], columns: readonly string[]): ImportError[] {
  const order = (column: string) => {
    const index = columns.indexOf(column);
    return index < 0 ? columns.length : index;
  };
  return [...errors].sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
}

/** A dry run's answer: how many rows, how many of them without an error, and the errors. */
export function checkOf(rows: number, errors: readonly ImportError[]): ImportCheck {
  const wrongRows = new Set(errors.map((error) => error.row));
  return { rows, valid: rows - wrongRows.size, errors: [...errors] };
}

/** A write refused because the file has errors: 400, nothing written. */
export const fileHasErrors = (errors: ImportError[]) => new CellErrors(IMPORT_MESSAGES.hasErrors, errors);

/** Runs at most `limit` of the tasks at once, answering their results in order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
