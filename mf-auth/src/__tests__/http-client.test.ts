/**
 * @jest-environment node
 */
import { FILE_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from '@diary/common';
import { ApiError, errorMessage } from '../session/api-error';
import { createHttpClient, type RefreshLocks } from '../session/http-client';
import type { TokenStorage } from '../session/token-storage';

function memoryTokens(initial: string | null): TokenStorage & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => {
      store.value = token;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: answers 401 unless the bearer token is the current valid one. */
function fakeApi(validToken: () => string) {
  const calls: { url: string; auth: string | null }[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const auth = request.headers.get('Authorization');
    calls.push({ url: request.url, auth });
    if (auth !== `Bearer ${validToken()}`) return json(401, { message: 'Требуется авторизация', code: 'UNAUTHENTICATED' });
    return json(200, { ok: true, url: new URL(request.url).pathname });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

/** Polls until `condition` holds (a few seconds at most). */
async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('HTTP client', () => {
  it('when a call gets 401, then it refreshes once, stores the new token and retries', async () => {
    const tokens = memoryTokens('old');
    const { fetchImpl, calls } = fakeApi(() => 'new');
    const refresh = jest.fn(async () => 'new');
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh, onSessionLost: jest.fn(), fetch: fetchImpl });

    await expect(http.get('users')).resolves.toEqual({ ok: true, url: '/api/users' });

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens.value).toBe('new');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('when several calls get 401 together, then they share one refresh and each is retried with the new token', async () => {
    // Real tokens: a 401 that comes back after the refresh took the stored token, not a second refresh.
    const [stale, fresh] = [jwtFor('old'), jwtFor('new')];
    const tokens = memoryTokens(stale);
    const api = fakeApi(() => fresh);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The three 401s arrive together; the refresh answers a while after, when every call is waiting for it.
    const held: (() => void)[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (api.calls.length < 3) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === 3) {
            held.forEach((answer) => answer());
            setTimeout(release, 20);
          }
        });
      }
      return api.fetchImpl(input, init);
    }) as typeof fetch;
    const refresh = jest.fn(async () => {
      await gate;
      return fresh;
    });
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh, onSessionLost: jest.fn(), fetch: fetchImpl });

    await expect(Promise.all([http.get('a'), http.get('b'), http.get('c')])).resolves.toHaveLength(3);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => c.auth)).toEqual([...Array(3).fill(`Bearer ${stale}`), ...Array(3).fill(`Bearer ${fresh}`)]);
  });

  it('when a call starts while a refresh runs, then it waits and goes out with the new token', async () => {
    const tokens = memoryTokens('old');
    const { fetchImpl, calls } = fakeApi(() => 'new');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const refresh = jest.fn(async () => {
      await gate;
      return 'new';
    });
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh, onSessionLost: jest.fn(), fetch: fetchImpl });

    const first = http.get('first');
    await until(() => refresh.mock.calls.length === 1); // first got its 401; the refresh is running
    const second = http.get('second');
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([first, second]);

    const secondCalls = calls.filter((c) => c.url.endsWith('/second'));
    expect(secondCalls).toEqual([{ url: 'http://api.test/api/second', auth: 'Bearer new' }]);
  });

  it('when the refresh fails, then the session is lost and the call rejects with the 401', async () => {
    const tokens = memoryTokens('old');
    const { fetchImpl } = fakeApi(() => 'never');
    const onSessionLost = jest.fn();
    const refresh = jest.fn(async () => {
      throw new ApiError(401, { message: 'Сессия истекла', code: 'UNAUTHENTICATED' });
    });
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh, onSessionLost, fetch: fetchImpl });

    await expect(http.get('users')).rejects.toMatchObject({ status: 401 });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when the retried call still gets 401, then it does not refresh again', async () => {
    const tokens = memoryTokens('old');
    const { fetchImpl, calls } = fakeApi(() => 'unreachable');
    const refresh = jest.fn(async () => 'new');
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh, onSessionLost: jest.fn(), fetch: fetchImpl });

    await expect(http.get('users')).rejects.toBeInstanceOf(ApiError);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('when the API answers an error, then the ApiError carries its Russian message and field errors', async () => {
    const tokens = memoryTokens('t');
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Request(input, init).text(); // a real server reads the body; ky waits for that
      return json(409, {
        message: 'Пользователь с таким логином уже существует',
        code: 'CONFLICT',
        errors: [{ path: 'username', message: 'Пользователь с таким логином уже существует' }],
      });
    }) as unknown as typeof fetch;
    const http = createHttpClient({
      baseUrl: 'http://api.test/api',
      tokens,
      refresh: jest.fn(),
      onSessionLost: jest.fn(),
      fetch: fetchImpl,
    });

    const error = await http.post('auth/registration', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).fieldMessage('username')).toBe('Пользователь с таким логином уже существует');
  });
});

describe('HTTP client: files, timeouts, failures', () => {
  afterEach(() => jest.useRealTimers());

  /**
   * A server that takes the request (a real fetch sends the body; ky waits for that) and never
   * answers; the request is aborted by the client's timeout.
   */
  const silentServer = () =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      await request.text();
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    }) as typeof fetch;

  const client = (fetchImpl: typeof fetch, refresh: () => Promise<string> = jest.fn()) =>
    createHttpClient({ baseUrl: 'http://api.test/api', tokens: memoryTokens('t'), refresh, onSessionLost: jest.fn(), fetch: fetchImpl });

  it('when an upload gets 401, then the form goes out again, whole, with the new token', async () => {
    const tokens = memoryTokens('old');
    const received: { auth: string | null; file: string; text: string }[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const form = await request.formData();
      const file = form.get('file') as File;
      received.push({
        auth: request.headers.get('Authorization'),
        file: `${file.name}:${await file.text()}`,
        text: String(form.get('text')),
      });
      if (request.headers.get('Authorization') !== 'Bearer new') return json(401, { message: 'Требуется авторизация' });
      return json(201, { id: 1 });
    }) as typeof fetch;
    const http = createHttpClient({
      baseUrl: 'http://api.test/api',
      tokens,
      refresh: async () => 'new',
      onSessionLost: jest.fn(),
      fetch: fetchImpl,
    });
    const form = new FormData();
    form.append('text', 'Отзыв');
    form.append('file', new Blob(['содержимое']), 'отзыв.txt');

    await expect(http.upload('feedback', form)).resolves.toEqual({ id: 1 });

    expect(received).toEqual([
      { auth: 'Bearer old', file: 'отзыв.txt:содержимое', text: 'Отзыв' },
      { auth: 'Bearer new', file: 'отзыв.txt:содержимое', text: 'Отзыв' },
    ]);
  });

  it('when a file is downloaded, then the answer comes as a Blob and the query goes in the address', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new Request(input, init).url);
      return new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/octet-stream' } });
    }) as typeof fetch;

    const blob = await client(fetchImpl).download('achivements/export.xlsx', { is_archived: 1, search: '', subject: undefined });

    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([80, 75, 3, 4]);
    expect(urls).toEqual(['http://api.test/api/achivements/export.xlsx?is_archived=1']);
  });

  it('when the server does not begin to answer in 30 s, then the call rejects with the Russian timeout message', async () => {
    jest.useFakeTimers();
    const call = client(silentServer()).get('users');
    const outcome = call.catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'Сервер не ответил вовремя. Проверьте соединение и попробуйте еще раз',
    });
    expect(errorMessage(error, 'Ошибка загрузки классов')).toBe(REQUEST_TIMEOUT_MESSAGE);
  });

  it('when a file takes longer than 30 s, then the download still waits, up to its own longer time', async () => {
    jest.useFakeTimers();
    const outcome = client(silentServer())
      .download('achivements/export.xlsx')
      .catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await jest.advanceTimersByTimeAsync(FILE_REQUEST_TIMEOUT_MS - REQUEST_TIMEOUT_MS);

    expect(await outcome).toMatchObject({ code: 'TIMEOUT', message: REQUEST_TIMEOUT_MESSAGE });
  });

  it('when a call names its own timeout, then that one applies', async () => {
    const error = await client(silentServer())
      .post('lessons', {}, { timeout: 30 })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'TIMEOUT', message: REQUEST_TIMEOUT_MESSAGE });
  });

  it('when the network fails, then the call rejects at once: no refresh, no second try', async () => {
    const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Request(input, init).text();
      throw new TypeError('Failed to fetch');
    });
    const refresh = jest.fn(async () => 'new');

    await expect(client(fetchImpl as unknown as typeof fetch, refresh).post('lessons', {})).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('when the server fails (500), then the call rejects with the ApiError and is not retried', async () => {
    const fetchImpl = jest.fn(async () => json(500, { message: 'Внутренняя ошибка', code: 'INTERNAL' }));

    await expect(client(fetchImpl as unknown as typeof fetch).get('users')).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

/** A well-formed access token (the client reads only `exp`), valid for `seconds` more. */
function jwtFor(name: string, seconds = 900): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: name, exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
}

/** navigator.locks in miniature: exclusive locks by name, granted in request order. */
function fakeLocks(): RefreshLocks & { requested: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/**
 * One browser: the tabs share the token storage (localStorage) and the refresh cookie. The fake
 * server rotates the cookie at each refresh and, like the real one, revokes the session when a
 * traded cookie comes back — which is what two tabs refreshing at once would do.
 */
function browser() {
  const tokens = memoryTokens(jwtFor('expired', -60));
  let cookie = 'c0';
  let revoked = false;
  let issued = 0;
  let valid = '';
  const refreshCalls: string[] = [];
  const serverRefresh = async (): Promise<string> => {
    const presented = cookie;
    refreshCalls.push(presented);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the round trip
    if (revoked || presented !== `c${issued}`) {
      revoked = true;
      throw new ApiError(401, { message: 'Сессия истекла, войдите снова', code: 'UNAUTHENTICATED' });
    }
    issued += 1;
    cookie = `c${issued}`;
    valid = jwtFor(`token${issued}`);
    return valid;
  };
  const api = fakeApi(() => valid);
  const tab = (locks: ReturnType<typeof fakeLocks> | null | undefined) => {
    const onSessionLost = jest.fn();
    const onToken = jest.fn();
    const http = createHttpClient({
      baseUrl: 'http://api.test/api',
      tokens,
      refresh: serverRefresh,
      onSessionLost,
      onToken,
      fetch: api.fetchImpl,
      ...(locks === undefined ? {} : { locks }),
    });
    return { http, onSessionLost, onToken };
  };
  return { tokens, tab, refreshCalls, isRevoked: () => revoked };
}

describe('HTTP client: two tabs of one browser', () => {
  const navigatorDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  afterEach(() => {
    if (navigatorDescriptor) Object.defineProperty(globalThis, 'navigator', navigatorDescriptor);
    else delete (globalThis as { navigator?: unknown }).navigator;
  });
  const installNavigatorLocks = (locks: ReturnType<typeof fakeLocks>) =>
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true, writable: true });

  it('when both tabs get a 401 at once, then navigator.locks lets one refresh and the other takes its token: one /auth/refresh', async () => {
    const locks = fakeLocks();
    installNavigatorLocks(locks);
    const { tab, refreshCalls, tokens, isRevoked } = browser();
    const first = tab(undefined);
    const second = tab(undefined);

    const answers = await Promise.all([first.http.get('a'), second.http.get('b')]);

    expect(answers).toEqual([
      { ok: true, url: '/api/a' },
      { ok: true, url: '/api/b' },
    ]);
    expect(refreshCalls).toEqual(['c0']);
    expect(locks.requested).toEqual(['diary-refresh', 'diary-refresh']);
    expect(isRevoked()).toBe(false);
    expect(first.onSessionLost).not.toHaveBeenCalled();
    expect(second.onSessionLost).not.toHaveBeenCalled();
    // Both tabs' sessions heard of the one new token.
    expect(first.onToken).toHaveBeenCalledWith(tokens.value);
    expect(second.onToken).toHaveBeenCalledWith(tokens.value);
  });

  it('when both tabs start (checkAuth) at once, then one refreshes and the other takes its token', async () => {
    const locks = fakeLocks();
    const { tab, refreshCalls, isRevoked } = browser();
    const first = tab(locks);
    const second = tab(locks);

    const [a, b] = await Promise.all([first.http.renewToken(), second.http.renewToken()]);

    expect(a).toBe(b);
    expect(refreshCalls).toEqual(['c0']);
    expect(isRevoked()).toBe(false);
  });

  it('when the token another tab stored meanwhile is about to expire, then the tab refreshes itself instead of taking it', async () => {
    const locks = fakeLocks();
    const { tab, tokens, refreshCalls } = browser();
    const only = tab(locks);
    let release!: () => void;
    void locks.request('diary-refresh', () => new Promise<void>((resolve) => (release = resolve))); // another tab holds the lock
    const call = only.http.get('a');
    await new Promise((resolve) => setTimeout(resolve, 10)); // the call got its 401 and waits for the lock
    tokens.set(jwtFor('about-to-expire', 2));
    release();

    await expect(call).resolves.toEqual({ ok: true, url: '/api/a' });
    expect(refreshCalls).toEqual(['c0']);
    expect(JSON.parse(Buffer.from(tokens.value!.split('.')[1]!, 'base64url').toString()).sub).toBe('token1');
  });

  it('when there is no lock (navigator.locks missing), then each tab refreshes on its own — the race the lock prevents', async () => {
    const { tab, refreshCalls, isRevoked } = browser();
    const first = tab(null);
    const second = tab(null);

    await Promise.allSettled([first.http.get('a'), second.http.get('b')]);

    expect(refreshCalls).toEqual(['c0', 'c0']);
    expect(isRevoked()).toBe(true);
  });

  it('when a tab’s refresh fails inside the lock, then that tab’s user is logged out and its call rejects with the 401', async () => {
    const locks = fakeLocks();
    const tokens = memoryTokens('old');
    const { fetchImpl } = fakeApi(() => 'never');
    const onSessionLost = jest.fn();
    const refresh = jest.fn(async () => {
      throw new ApiError(401, { message: 'Сессия истекла', code: 'UNAUTHENTICATED' });
    });
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh, onSessionLost, locks, fetch: fetchImpl });

    await expect(http.get('users')).rejects.toMatchObject({ status: 401 });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(locks.requested).toEqual(['diary-refresh']);
  });
});
