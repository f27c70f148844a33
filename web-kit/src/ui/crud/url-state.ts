import type { GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '@diary/common/constants/domain';
import { MONTH_PATTERN } from '@diary/common/format/month';

/**
 * One piece of a list's state kept in the address (`?teacher=7&page=2`): a reload or a shared link
 * shows the same list, and Back goes back. The default value is never written: a clean address is
 * the default view.
 */
export interface UrlParam<V> {
  key: string;
  /** What a missing (or unreadable) value means. */
  fallback: V;
  /** The value, or undefined when the text is not one (a hand-edited link). */
  parse(raw: string): V | undefined;
  format(value: V): string;
  /** A search box: while it is typed in, the address is replaced rather than a history entry added. */
  typing?: boolean;
}

/** The address form of a whole state: one param per field. */
export type UrlParams<S> = { [K in keyof S]: UrlParam<S[K]> };

export function textParam(key: string, options: { typing?: boolean } = {}): UrlParam<string> {
  return { key, fallback: '', parse: (raw) => raw, format: (value) => value, typing: options.typing };
}

/** A search box's text. */
export const searchParam = (key = 'q') => textParam(key, { typing: true });

/** A chosen record (a teacher, a student, a subject) by id. */
export function idParam(key: string): UrlParam<number | null> {
  return { key, fallback: null, parse: (raw) => (/^\d+$/.test(raw) ? Number(raw) : undefined), format: (value) => String(value ?? '') };
}

/** A date filter: YYYY-MM-DD, or '' for none. */
export function dateParam(key: string): UrlParam<string> {
  return { key, fallback: '', parse: (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined), format: (value) => value };
}

/** A month: 'YYYY-MM'; `fallback` (the current month) when absent. */
export function monthParam(key: string, fallback: string): UrlParam<string> {
  return { key, fallback, parse: (raw) => (MONTH_PATTERN.test(raw) ? raw : undefined), format: (value) => value };
}

/** One of a fixed set of values (a role, a tab). */
export function choiceParam<V extends string>(key: string, choices: readonly V[], fallback: V): UrlParam<V> {
  return { key, fallback, parse: (raw) => choices.find((choice) => choice === raw), format: (value) => value };
}

/** Active records or the archived ones: `?view=archived`. */
export const archiveViewParam = (key = 'view') => choiceParam(key, ['active', 'archived'] as const, 'active');

/** Where a table stands: its page (from 0), page size and sort. */
export interface TablePosition {
  page: number;
  pageSize: number;
  sortModel: GridSortModel;
}

function whole(raw: string): number | undefined {
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/**
 * `?page=2&size=50&sort=-createdAt`: the page from 1, the page size, the sorted column ('-' when descending).
 * A second table on the same page names its own with a prefix: `?feedbackPage=2&feedbackSize=50`.
 */
export function tablePositionParams(
  initialSort: GridSortModel = [],
  pageSize = DEFAULT_TABLE_PAGE_SIZE,
  prefix = '',
): UrlParams<TablePosition> {
  const sizes: readonly number[] = TABLE_PAGE_SIZES;
  const key = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  return {
    page: {
      key: key('page'),
      fallback: 0,
      parse: (raw) => {
        const page = whole(raw);
        return page != null && page >= 1 ? page - 1 : undefined;
      },
      format: (page) => String(page + 1),
    },
    pageSize: {
      key: key('size'),
      fallback: pageSize,
      parse: (raw) => sizes.find((size) => size === whole(raw)),
      format: String,
    },
    sortModel: {
      key: key('sort'),
      fallback: initialSort,
      parse: (raw) => {
        if (raw === '') return [];
        const match = /^(-?)([A-Za-z_][\w.]*)$/.exec(raw);
        return match ? [{ field: match[2]!, sort: match[1] ? 'desc' : 'asc' }] : undefined;
      },
      format: (model) => {
        const first = model[0];
        return first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : '';
      },
    },
  };
}

function sameValue<V>(param: UrlParam<V>, a: V, b: V): boolean {
  return param.format(a) === param.format(b);
}

/** The state an address shows: each param read, or its fallback. */
export function readUrl<S>(params: UrlParams<S>, search: URLSearchParams): S {
  const state = {} as S;
  for (const name of Object.keys(params) as (keyof S)[]) {
    const param = params[name];
    const raw = search.get(param.key);
    state[name] = raw == null ? param.fallback : (param.parse(raw) ?? param.fallback);
  }
  return state;
}

/** The address of a state: its params set, defaults removed, any other param of the address kept. */
export function writeUrl<S>(params: UrlParams<S>, state: S, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.keys(params) as (keyof S)[]) {
    const param = params[name];
    if (sameValue(param, state[name], param.fallback)) next.delete(param.key);
    else next.set(param.key, param.format(state[name]));
  }
  return next;
}

/** The fields that differ between two states. */
export function changedFields<S>(params: UrlParams<S>, before: S, after: S): (keyof S)[] {
  return (Object.keys(params) as (keyof S)[]).filter((name) => !sameValue(params[name], before[name], after[name]));
}

/** Whether going from one state to the other is typing in a search box (the address is replaced, not pushed). */
export function isTyping<S>(params: UrlParams<S>, before: S, after: S): boolean {
  return changedFields(params, before, after).some((name) => params[name].typing);
}
