/**
 * @jest-environment node
 */
import { REQUEST_TIMEOUT_MESSAGE } from '@diary/common';
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
  return store as TokenStorage & { value: string | null };
}

type Reply = { status: number; body?: unknown } | 'timeout' | 'network';

/** An XMLHttpRequest double: records what was sent, reports the upload in two steps, then answers. */
function fakeXhr(replies: ((sent: { url: string; auth: string | null }) => Reply)[]) {
  const sent: { url: string; auth: string | null; withCredentials: boolean; body: unknown }[] = [];
  const make = () => {
    const headers: Record<string, string> = {};
    let url = '';
    const xhr = {
      status: 0,
      responseText: '',
      timeout: 0,
      withCredentials: false,
      upload: {} as { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void },
      onload: undefined as undefined | (() => void),
      onerror: undefined as undefined | (() => void),
      ontimeout: undefined as undefined | (() => void),
      open: (_method: string, to: string) => {
        url = to;
      },
      setRequestHeader: (name: string, value: string) => {
        headers[name] = value;
      },
      send: (body: unknown) => {
        const request = { url, auth: headers.Authorization ?? null };
        sent.push({ ...request, withCredentials: xhr.withCredentials, body });
        const reply = replies[sent.length - 1]!(request);
        setTimeout(() => {
          xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
          xhr.upload.onload?.();
          if (reply === 'timeout') return xhr.ontimeout?.();
          if (reply === 'network') return xhr.onerror?.();
          xhr.status = reply.status;
          xhr.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
          xhr.onload?.();
        }, 0);
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { make, sent };
}

const form = () => {
  const data = new FormData();
  data.append('file', new Blob(['x']), 'users.xlsx');
  return data;
};

describe('an upload that reports its progress', () => {
  it('sends the form with the token and the cookie, reports the share sent, and parses the answer', async () => {
    const xhr = fakeXhr([() => ({ status: 200, body: { rows: 2, valid: 2, errors: [] } })]);
    const http = createHttpClient({
      baseUrl: '/api',
      tokens: memoryTokens('t'),
      refresh: jest.fn(),
      onSessionLost: jest.fn(),
      xhr: xhr.make,
    });
    const progress: number[] = [];
    await expect(http.upload('import/users?dryRun=1', form(), { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      rows: 2,
      valid: 2,
      errors: [],
    });
    expect(xhr.sent).toEqual([{ url: '/api/import/users?dryRun=1', auth: 'Bearer t', withCredentials: true, body: expect.any(FormData) }]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("when the answer is an error, then it rejects with the API's error, its errors kept", async () => {
    const errors = [{ row: 3, column: 'Логин', message: 'Пользователь с таким логином уже существует' }];
    const xhr = fakeXhr([() => ({ status: 400, body: { message: 'Файл содержит ошибки', code: 'VALIDATION', errors } })]);
    const http = createHttpClient({
      baseUrl: '/api',
      tokens: memoryTokens('t'),
      refresh: jest.fn(),
      onSessionLost: jest.fn(),
      xhr: xhr.make,
    });
    const failure = await http.upload('import/users?dryRun=0', form(), { onProgress: jest.fn() }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Файл содержит ошибки', code: 'VALIDATION', errors });
  });

  it('when it gets 401, then it refreshes once and sends the form again with the new token', async () => {
    const tokens = memoryTokens('old');
    const xhr = fakeXhr([
      () => ({ status: 401, body: { message: 'Требуется авторизация' } }),
      () => ({ status: 201, body: { created: 1 } }),
    ]);
    const refresh = jest.fn(async () => 'new');
    const http = createHttpClient({ baseUrl: '/api', tokens, refresh, onSessionLost: jest.fn(), locks: null, xhr: xhr.make });
    await expect(http.upload('import/users?dryRun=0', form(), { onProgress: jest.fn() })).resolves.toEqual({ created: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(xhr.sent.map((s) => s.auth)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('when the server does not answer in time, then it rejects with the timeout message', async () => {
    const xhr = fakeXhr([() => 'timeout']);
    const http = createHttpClient({
      baseUrl: '/api',
      tokens: memoryTokens('t'),
      refresh: jest.fn(),
      onSessionLost: jest.fn(),
      xhr: xhr.make,
    });
    await expect(http.upload('import/users?dryRun=1', form(), { onProgress: jest.fn() })).rejects.toMatchObject({
      status: 0,
      message: REQUEST_TIMEOUT_MESSAGE,
    });
  });
});
