import { sql, type SQL } from 'drizzle-orm';
import { rublesOf } from '@diary/common';

/*
 * Money between the database and the API (docs/product/beyond.md §6–7): the database keeps rubles as
 * numeric, the API whole kopecks, JSON rubles. Neither side ever holds a binary float of an amount:
 * the database answers whole kopecks as text, and a number of kopecks goes in as numeric text.
 */

/** An amount of rubles (numeric) as whole kopecks, written as text: exact, whatever its size. */
export const kopecksSql = (rubles: SQL) => sql`((${rubles}) * 100)::bigint::text`;

/** Rubles for JSON of whole kopecks as the database wrote them (kopecksSql, or a bigint sum as text). */
export const rublesOfText = (kopecks: string | number): number => rublesOf(Number(kopecks));

/** Whole kopecks as numeric text for the database: 175050 → '1750.50'. */
export function numericOf(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const whole = Math.abs(kopecks);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
