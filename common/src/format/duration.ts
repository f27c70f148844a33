/**
 * docs/product/constants.md "durations shown as hours and minutes": 90 → '1 ч 30 мин', 45 → '45 мин', 120 → '2 ч'.
 * '' for nothing or a value that is not a whole number of minutes.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes == null || !Number.isFinite(minutes)) return '';
  const total = Math.round(minutes);
  const hours = Math.trunc(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} мин`;
  return rest === 0 ? `${hours} ч` : `${hours} ч ${rest} мин`;
}
