import ky from 'ky';
import { jwtDecode } from 'jwt-decode';
import { apiErrorFrom } from './api-error';
import type { TokenStorage } from './token-storage';

export type Query = Record<string, string | number | boolean | null | undefined>;

/** The part of the Web Locks API (navigator.locks) the refresh uses. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The Web Lock that the tabs of a browser take around a refresh. */
export const REFRESH_LOCK = 'diary-refresh';

export interface HttpClientOptions {
  baseUrl: string;
  /** Shared by the tabs of a browser (localStorage): a tab sees the token another tab got. */
  tokens: TokenStorage;
  /** Gets a new access token (the refresh cookie does the rest); rejects when the session is gone. */
  refresh: () => Promise<string>;
  /** Called once when a refresh fails: the user is logged out. */
  onSessionLost: () => void;
  /** Hears every new token, this tab's own or one another tab got, after it is stored. */
  onToken?: (token: string) => void;
  /** The lock the tabs share; navigator.locks unless given; null: none (each tab refreshes alone). */
  locks?: RefreshLocks | null;
  fetch?: typeof fetch;
}

export interface HttpClient {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, json?: unknown): Promise<T>;
  put<T>(path: string, json?: unknown): Promise<T>;
  patch<T>(path: string, json?: unknown): Promise<T>;
  delete<T>(path: string, json?: unknown): Promise<T>;
  /** multipart/form-data (file uploads). */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** A binary answer (an .xlsx export, an attachment). */
  download(path: string, query?: Query): Promise<Blob>;
  /**
   * A new access token by the refresh cookie, or the one another tab has just got (see
   * refreshOnce); the session's start (checkAuth) goes through here too. Rejects when the session is gone.
   */
  renewToken(): Promise<string>;
}

interface Call {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  query?: Query;
  json?: unknown;
  body?: FormData;
}

function searchParams(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A token that another tab may hand over: well formed and good for a few seconds more. */
function stillValid(token: string): boolean {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' && exp * 1000 > Date.now() + 5_000;
  } catch {
    return false;
  }
}

function browserLocks(): RefreshLocks | null {
  const locks = (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/**
 * The API client of docs/product/lifecycle.md "Token refresh": Bearer token from storage; on a 401 one refresh,
 * then the request is retried; requests that start while a refresh runs wait for it;
 * a failed refresh logs the user out and the request rejects.
 *
 * The tabs of a browser share one refresh cookie, and the server rotates it at every refresh:
 * a rotated token presented again revokes the whole session (reuse detection). So two tabs must
 * never refresh at once — the loser would present the token the winner has just traded, and
 * log both out. A refresh therefore runs inside a Web Lock held by one tab at a time; inside
 * it, a tab first looks whether the stored token changed since its request went out (another
 * tab refreshed while it waited) and takes that token instead of refreshing again. Where the
 * Web Locks API is missing (old browsers, jsdom) the tab refreshes without the lock.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const client = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'include',
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  let refreshing: Promise<string> | null = null;

  /** Under the tabs' lock: another tab's new token if there is one, else a refresh of our own. */
  async function renew(staleToken: string | null): Promise<string> {
    const stored = options.tokens.get();
    if (stored && stored !== staleToken && stillValid(stored)) return stored;
    const token = await options.refresh();
    options.tokens.set(token);
    return token;
  }

  /**
   * One refresh per tab at a time (concurrent callers share it), and one per browser at a time
   * (the Web Lock). `staleToken` is the token the caller found wanting.
   */
  function refreshOnce(staleToken: string | null): Promise<string> {
    if (refreshing) return refreshing;
    const locks = options.locks === undefined ? browserLocks() : options.locks;
    const run = locks ? locks.request(REFRESH_LOCK, () => renew(staleToken)) : renew(staleToken);
    const current = run
      .then((token) => {
        options.onToken?.(token);
        return token;
      })
      .catch((error: unknown) => {
        options.onSessionLost();
        throw error;
      })
      .finally(() => {
        if (refreshing === current) refreshing = null;
      });
    refreshing = current;
    return current;
  }

  /** The request with the stored token; also says which token it went out with. */
  async function attempt({ method, path, query, json, body }: Call): Promise<{ response: Response; token: string | null }> {
    const token = options.tokens.get();
    const response = await client(path.replace(/^\//, ''), {
      method,
      json,
      body,
      searchParams: searchParams(query),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { response, token };
  }

  async function send(call: Call): Promise<Response> {
    if (refreshing) await refreshing.catch(() => undefined);
    const first = await attempt(call);
    let response = first.response;
    if (response.status === 401) {
      const refreshed = await refreshOnce(first.token).then(
        () => true,
        () => false,
      );
      if (!refreshed) throw await apiErrorFrom(response);
      ({ response } = await attempt(call));
    }
    if (!response.ok) throw await apiErrorFrom(response);
    return response;
  }

  return {
    get: <T>(path: string, query?: Query) => send({ method: 'get', path, query }).then((r) => parse<T>(r)),
    post: <T>(path: string, json?: unknown) => send({ method: 'post', path, json }).then((r) => parse<T>(r)),
    put: <T>(path: string, json?: unknown) => send({ method: 'put', path, json }).then((r) => parse<T>(r)),
    patch: <T>(path: string, json?: unknown) => send({ method: 'patch', path, json }).then((r) => parse<T>(r)),
    delete: <T>(path: string, json?: unknown) => send({ method: 'delete', path, json }).then((r) => parse<T>(r)),
    upload: <T>(path: string, form: FormData) => send({ method: 'post', path, body: form }).then((r) => parse<T>(r)),
    download: (path: string, query?: Query) => send({ method: 'get', path, query }).then((r) => r.blob()),
    renewToken: () => refreshOnce(options.tokens.get()),
  };
}
