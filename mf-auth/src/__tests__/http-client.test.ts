/**
 * @jest-environment node
 */
import { ApiError } from '../session/api-error';
import { createHttpClient } from '../session/http-client';
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
    const http = createHttpClient({ baseUrl: 'http://api.test/api', tokens, refresh: jest.fn(), onSessionLost: jest.fn(), fetch: fetchImpl });

    const error = await http.post('auth/registration', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).fieldMessage('username')).toBe('Пользователь с таким логином уже существует');
  });
});
