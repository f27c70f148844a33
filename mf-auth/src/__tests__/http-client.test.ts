/**
 * @jest-environment node
 */
import { ApiError } from '../session/api-error';
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

  it('when several calls get 401 together, then they share one refresh', async () => {
    const tokens = memoryTokens('old');
    const { fetchImpl } = fakeApi(() => 'new');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const refresh = jest.fn(async () => {
      await gate;
      return 'new';
    });
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh, onSessionLost: jest.fn(), fetch: fetchImpl });

    const results = Promise.all([http.get('a'), http.get('b'), http.get('c')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();

    await expect(results).resolves.toHaveLength(3);
    expect(refresh).toHaveBeenCalledTimes(1);
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
    await new Promise((resolve) => setTimeout(resolve, 10)); // first got its 401; the refresh is running
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
