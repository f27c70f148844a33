/**
 * The school-year picker (docs/product/constants.md): the school year Y runs from 1 September Y to 31 August Y+1
 * (docs/api/contract.md); `schoolYearOf` and the month names live with the achievement schemas.
 */

/** How many school years the picker offers: the current one and five before it. */
export const SCHOOL_YEAR_CHOICES = 6;

function currentSchoolYear(now: Date): number {
  // September is month 8 of a JavaScript date
  return now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
}

/** The picker's choices, newest first: the current school year and the five before it. */
export function recentSchoolYears(now: Date = new Date(), count: number = SCHOOL_YEAR_CHOICES): number[] {
  const current = currentSchoolYear(now);
  return Array.from({ length: count }, (_, i) => current - i);
}

/** '2024-2025' */
export function schoolYearLabel(year: number): string {
  return `${year}-${year + 1}`;
}

/** The calendar days of the school year, as YYYY-MM-DD. */
export function schoolYearRange(year: number): { start: string; end: string } {
  return { start: `${year}-09-01`, end: `${year + 1}-08-31` };
}

/** 'с 01.09.2024 по 31.08.2025' */
export function schoolYearPeriodText(year: number): string {
  return `с 01.09.${year} по 31.08.${year + 1}`;
}
