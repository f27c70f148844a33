const normalize = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** A list's search: case-insensitive, 'ё' as 'е'; an empty search matches everything. */
export function matchesSearch(text: string | null | undefined, search: string): boolean {
  const wanted = normalize(search);
  return !wanted || normalize(text ?? '').includes(wanted);
}
