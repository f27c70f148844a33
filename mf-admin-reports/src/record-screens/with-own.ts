/** A form's choices with the edited record's own one kept first when the list lacks it (archived, not loaded yet). */
export function withOwn<T extends { id: number }>(list: readonly T[], own: T | undefined | null | false): T[] {
  return own && !list.some((item) => item.id === own.id) ? [own, ...list] : [...list];
}
