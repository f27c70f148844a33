import { ALL_ROWS_MAX, LIST_PAGE_MAX, type Paged } from '@diary/common';
import { badRequest } from '../errors/app-error';

export interface PageQuery {
  page: number;
  limit: number;
}

/** What a list reads: a page (limit and offset), or every row (limit undefined). */
export interface PageWindow {
  limit: number | undefined;
  offset: number;
}

/**
 * How many rows a list answers when asked for all of them (limit 0 or -1): beyond it, 400 and a
 * request to filter or page. The default is the shared ALL_ROWS_MAX (also the largest page);
 * setAllRowsCap changes it for the whole process (tests lower it).
 */
let allRowsCap = ALL_ROWS_MAX;

export function setAllRowsCap(cap: number = ALL_ROWS_MAX): void {
  allRowsCap = cap;
}

export const tooManyRowsMessage = (total: number) => `Слишком много записей (${total}). Уточните фильтр или запрашивайте по страницам`;

/**
 * Whether a list that answers a plain array was asked for a page: `page` or `limit` sent
 * (docs/api/contract.md "General": without them the plain array stays, other clients rely on it).
 */
export function asksForPage(query: { page?: number; limit?: number }): boolean {
  return query.page !== undefined || query.limit !== undefined;
}

/** The page asked of such a list: page 1 and `defaultLimit` unless sent; a larger limit is cut to LIST_PAGE_MAX, 0 or -1 stay "all". */
export function requestedPage(query: { page?: number; limit?: number }, defaultLimit: number): PageQuery {
  const limit = query.limit ?? defaultLimit;
  return { page: query.page ?? 1, limit: Math.min(limit, LIST_PAGE_MAX) };
}

/** SQL limit and offset for page (from 1) and limit (0 or -1 meaning "all"). */
export function pageWindow({ page, limit }: PageQuery): PageWindow {
  if (limit <= 0) return { limit: undefined, offset: 0 };
  return { limit, offset: (page - 1) * limit };
}

/** The 400 of an "all rows" request whose total is over the cap; a page is never refused. */
export function assertAllRowsFit(window: PageWindow, total: number): void {
  if (window.limit === undefined && total > allRowsCap) throw badRequest(tooManyRowsMessage(total));
}

/**
 * One list's page and total, the one place where "all rows" is bounded: a page reads its rows
 * and the total together; "all rows" counts first (the count is cheap: counters or an index)
 * and reads the rows only when they fit under the cap.
 */
export async function readPage<Row>(
  query: PageQuery,
  read: { count(): Promise<number>; rows(window: PageWindow): Promise<Row[]> },
): Promise<{ rows: Row[]; total: number }> {
  const window = pageWindow(query);
  if (window.limit !== undefined) {
    const [rows, total] = await Promise.all([read.rows(window), read.count()]);
    return { rows, total };
  }
  const total = await read.count();
  assertAllRowsFit(window, total);
  return { rows: await read.rows(window), total };
}

/**
 * A list that answers a plain array unless asked for a page (asksForPage): then `{items, total}`
 * of the page (requestedPage, `defaultLimit` rows unless sent). The array is every row, as before.
 */
export async function arrayOrPage<Row, Item>(
  query: { page?: number; limit?: number },
  defaultLimit: number,
  read: { count(): Promise<number>; rows(window: PageWindow): Promise<Row[]> },
  toItem: (row: Row) => Item,
): Promise<Item[] | Paged<Item>> {
  if (!asksForPage(query)) return (await read.rows({ limit: undefined, offset: 0 })).map(toItem);
  const { rows, total } = await readPage(requestedPage(query, defaultLimit), read);
  return { items: rows.map(toItem), total };
}

/** 'abc' → '%abc%' with LIKE's wildcards in the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
