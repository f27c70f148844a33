export interface PageQuery {
  page: number;
  limit: number;
}

/** SQL limit and offset for page (from 1) and limit (0 or -1 meaning "all"). */
export function pageWindow({ page, limit }: PageQuery): { limit: number | undefined; offset: number } {
  if (limit <= 0) return { limit: undefined, offset: 0 };
  return { limit, offset: (page - 1) * limit };
}

/** 'abc' → '%abc%' with LIKE's wildcards in the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
