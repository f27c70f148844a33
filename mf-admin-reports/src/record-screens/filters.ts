/** Whether any filter is set: an id chosen, a date or a text typed (blanks count as none). */
export function filtersSet(filters: object): boolean {
  return Object.values(filters).some((value) => (typeof value === 'string' ? value.trim() !== '' : value != null));
}

/** What an empty table says: nothing under the filters, or no records in this view at all. */
export function emptyListText(
  texts: { empty: string; archiveEmpty: string; nothingFound: string },
  archived: boolean,
  filtered: boolean,
): string {
  if (filtered) return texts.nothingFound;
  return archived ? texts.archiveEmpty : texts.empty;
}
