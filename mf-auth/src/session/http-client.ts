import ky, { HTTPError, type BeforeRetryState, type Options } from 'ky';
import { jwtDecode } from 'jwt-decode';
import { FILE_REQUEST_TIMEOUT_MS, REFRESH_LOCK, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS, type ApiErrorBody } from '@diary/common';
import { ApiError, toApiError } from './api-error';
import type { TokenStorage } from './token-storage';

export type Query = Record<string, string | number | boolean | null | undefined>;

/** The part of the Web Locks API (navigator.locks) the refresh uses. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

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
  /** Makes the request of an upload that reports its progress (XMLHttpRequest unless told: fetch cannot). */
  xhr?: () => XMLHttpRequest;
}

/** Per call: how long to wait for the answer to begin, in ms, instead of the client's default. */
export interface CallOptions {
  timeout?: number;
}

/** An upload's call options: with `onProgress`, the share of the file sent so far (0…1) as it goes. */
export interface UploadOptions extends CallOptions {
  onProgress?: (sent: number) => void;
}

export interface HttpClient {
  get<T>(path: string, query?: Query, call?: CallOptions): Promise<T>;
  post<T>(path: string, json?: unknown, call?: CallOptions): Promise<T>;
  put<T>(path: string, json?: unknown, call?: CallOptions): Promise<T>;
  patch<T>(path: string, json?: unknown, call?: CallOptions): Promise<T>;
  delete<T>(path: string, json?: unknown, call?: CallOptions): Promise<T>;
  /**
   * multipart/form-data (file uploads); waits FILE_REQUEST_TIMEOUT_MS unless told. With
   * `onProgress` the file goes by XMLHttpRequest, the one browser API that reports an upload's
   * progress over HTTP/1.1 (a fetch body stream needs HTTP/2); the token and the one retry after a
   * refresh are the same as ky's.
   */
  upload<T>(path: string, form: FormData, call?: UploadOptions): Promise<T>;
  /** A binary answer (an .xlsx export, an attachment); waits FILE_REQUEST_TIMEOUT_MS unless told. */
  download(path: string, query?: Query, call?: CallOptions): Promise<Blob>;
  /**
   * A new access token by the refresh cookie, or the one another tab has just got (see
   * refreshOnce); the session's start (checkAuth) goes through here too. Rejects when the session is gone.
   */
  renewToken(): Promise<string>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

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
 * The API client of docs/product/lifecycle.md "Token refresh", on ky's hooks: before each request
 * (the retry too) the token from storage, after waiting for a refresh under way; a 401 is retried
 * once, after one refresh (beforeRetry); a failed refresh logs the user out and the call rejects
 * with its 401. A call the server does not begin to answer within REQUEST_TIMEOUT_MS rejects with
 * REQUEST_TIMEOUT_MESSAGE (see toApiError).
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

  async function attachToken(request: Request): Promise<void> {
    if (refreshing) await refreshing.catch(() => undefined);
    const token = options.tokens.get();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    else request.headers.delete('Authorization');
  }

  /** Only a 401 is retried (ky's retry.statusCodes), and only once the token is renewed. */
  async function refreshBeforeRetry({ request, error }: BeforeRetryState): Promise<void> {
    if (!(error instanceof HTTPError)) throw error; // the network failed: no second try
    const staleToken = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
    await refreshOnce(staleToken).catch(() => {
      throw error;
    });
  }

  const client = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'include',
    retry: { limit: 1, methods: ['get', 'post', 'put', 'patch', 'delete'], statusCodes: [401], afterStatusCodes: [], delay: () => 0 },
    hooks: { beforeRequest: [attachToken], beforeRetry: [refreshBeforeRetry] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function send(method: Method, path: string, request: Omit<Options, 'method' | 'timeout'>, timeout: number): Promise<Response> {
    return client(path.replace(/^\//, ''), { method, timeout, ...request }).catch(async (error: unknown) => {
      throw await toApiError(error);
    });
  }

  /** One POST of a form by XMLHttpRequest: the status and the text of the answer. */
  function postWithProgress(path: string, form: FormData, timeout: number, onProgress: (sent: number) => void) {
    return new Promise<{ status: number; text: string; token: string | null }>((resolve, reject) => {
      const request = options.xhr ? options.xhr() : new XMLHttpRequest();
      const token = options.tokens.get();
      request.open('POST', `${options.baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
      request.withCredentials = true;
      request.timeout = timeout;
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      request.upload.onload = () => onProgress(1);
      request.onload = () => resolve({ status: request.status, text: request.responseText, token });
      request.onerror = () => reject(new TypeError('Failed to fetch'));
      request.ontimeout = () => reject(new ApiError(0, { message: REQUEST_TIMEOUT_MESSAGE, code: 'TIMEOUT' }));
      request.send(form);
    });
  }

  async function uploadWithProgress<T>(path: string, form: FormData, timeout: number, onProgress: (sent: number) => void): Promise<T> {
    if (refreshing) await refreshing.catch(() => undefined);
    let answer = await postWithProgress(path, form, timeout, onProgress);
    if (answer.status === 401) {
      // as ky's retry: one refresh, then the same request once more
      const refreshed = await refreshOnce(answer.token).then(
        () => true,
        () => false,
      );
      if (refreshed) {
        onProgress(0);
        answer = await postWithProgress(path, form, timeout, onProgress);
      }
    }
    let body: unknown;
    try {
      body = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      body = undefined;
    }
    if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, (body ?? {}) as Partial<ApiErrorBody>);
    return body as T;
  }

  const withJson =
    (method: Method) =>
    <T>(path: string, json?: unknown, call?: CallOptions) =>
      send(method, path, { json }, call?.timeout ?? REQUEST_TIMEOUT_MS).then((r) => parse<T>(r));

  return {
    get: <T>(path: string, query?: Query, call?: CallOptions) =>
      send('get', path, { searchParams: searchParams(query) }, call?.timeout ?? REQUEST_TIMEOUT_MS).then((r) => parse<T>(r)),
    post: withJson('post'),
    put: withJson('put'),
    patch: withJson('patch'),
    delete: withJson('delete'),
    upload: <T>(path: string, form: FormData, call?: UploadOptions) =>
      call?.onProgress
        ? uploadWithProgress<T>(path, form, call.timeout ?? FILE_REQUEST_TIMEOUT_MS, call.onProgress)
        : send('post', path, { body: form }, call?.timeout ?? FILE_REQUEST_TIMEOUT_MS).then((r) => parse<T>(r)),
    download: (path: string, query?: Query, call?: CallOptions) =>
      send('get', path, { searchParams: searchParams(query) }, call?.timeout ?? FILE_REQUEST_TIMEOUT_MS).then((r) => r.blob()),
    renewToken: () => refreshOnce(options.tokens.get()),
  };
}
