import ky from 'ky';
import { apiErrorFrom } from './api-error';
import type { TokenStorage } from './token-storage';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface HttpClientOptions {
  baseUrl: string;
  tokens: TokenStorage;
  /** Gets a new access token (the refresh cookie does the rest); rejects when the session is gone. */
  refresh: () => Promise<string>;
  /** Called once when a refresh fails: the user is logged out. */
  onSessionLost: () => void;
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

/**
 * The API client of SPEC §4 "Token refresh": Bearer token from storage; on a 401 one refresh,
 * then the request is retried; requests that start while a refresh runs wait for it;
 * a failed refresh logs the user out and the request rejects.
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

  let refreshing: Promise<unknown> | null = null;

  function refreshOnce(): Promise<unknown> {
    refreshing ??= options
      .refresh()
      .then((token) => options.tokens.set(token))
      .catch((error: unknown) => {
        options.onSessionLost();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function attempt({ method, path, query, json, body }: Call): Promise<Response> {
    const token = options.tokens.get();
    return client(path.replace(/^\//, ''), {
      method,
      json,
      body,
      searchParams: searchParams(query),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  }

  async function send(call: Call): Promise<Response> {
    if (refreshing) await refreshing.catch(() => undefined);
    let response = await attempt(call);
    if (response.status === 401) {
      const refreshed = await refreshOnce().then(
        () => true,
        () => false,
      );
      if (!refreshed) throw await apiErrorFrom(response);
      response = await attempt(call);
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
  };
}
