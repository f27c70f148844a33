/** A calendar month as the API writes it: 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11' → 'ноябрь 2026'; the input for anything else. */
export function formatMonth(month: string): string {
  if (!MONTH_PATTERN.test(month)) return month;
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** The month of a date, in local time: 'YYYY-MM'. */
export function monthOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** The month `by` months after (or before) a 'YYYY-MM' month. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

let decimal: Intl.NumberFormat | undefined;

/**
 * A count that may have a fraction, the Russian way: 1.5 → '1,5', 2 → '2', 0.75 → '0,75' (hours of
 * lessons). Its Intl formatter is made on first use: a first screen that formats no number loads no
 * locale data (docs/codebase.md "The shell's library files").
 */
export function formatDecimal(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  decimal ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
  return decimal.format(value);
}
