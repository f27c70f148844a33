import { addDays, formatDate } from '@diary/common';

/* Calendar dates as the API takes them, 'YYYY-MM-DD', counted in whole days whatever the clock's zone. */

export interface DateRange {
  from: string;
  to: string;
}

/** The first day of the date's month, `months` later. */
export function monthStart(date: string, months = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The last day of the date's month, `months` later. */
export function monthEnd(date: string, months = 0): string {
  return addDays(monthStart(date, months + 1), -1);
}

/** The registers not taken are looked for over the last 30 days, today included. */
export const unmarkedDefaultRange = (today: string): DateRange => ({ from: addDays(today, -29), to: today });

/** Days off are listed for this month and the next two. */
export const daysOffDefaultRange = (today: string): DateRange => ({ from: monthStart(today), to: monthEnd(today, 2) });

/** The month of a date: what the journal's export holds for the day on screen. */
export const monthOf = (date: string): DateRange => ({ from: monthStart(date), to: monthEnd(date) });

/** '01.11.2026–30.11.2026' */
export const rangeText = ({ from, to }: DateRange) => `${formatDate(from)}–${formatDate(to)}`;

/** Whether the date lies in the range, ends included. */
export const inRange = (date: string, { from, to }: DateRange) => date >= from && date <= to;
