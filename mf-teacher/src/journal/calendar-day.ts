import { toIsoDate } from '@diary/common';

/** The device's date as YYYY-MM-DD: the centre's date for a teacher who is at the centre. */
export const isoToday = (now: Date = new Date()) => toIsoDate(now);

/** The calendar date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}
