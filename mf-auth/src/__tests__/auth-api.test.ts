/**
 * @jest-environment node
 */
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from '@diary/common';
import { ApiError } from '../session/api-error';
import { createAuthApi } from '../session/auth-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('auth API', () => {
  afterEach(() => jest.useRealTimers());

  it('when the login succeeds, then it posts the credentials and gives the access token', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, body: await request.json() });
      return json(200, { accessToken: 'token' });
    }) as typeof fetch;

    await expect(createAuthApi('http://api.test/api', fetchImpl).login('ivanov', 'secret-pass')).resolves.toBe('token');
    expect(sent).toEqual([{ url: 'http://api.test/api/auth/login', body: { username: 'ivanov', password: 'secret-pass' } }]);
  });

  it('when the login is refused, then it rejects with the server’s Russian message', async () => {
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Request(input, init).text();
      return json(401, { message: 'Неверный логин или пароль', code: 'UNAUTHENTICATED' });
    }) as typeof fetch;

    const error = await createAuthApi('http://api.test/api', fetchImpl)
      .login('ivanov', 'wrong-pass')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Неверный логин или пароль' });
  });

  it('when the server does not answer a refresh in time, then it rejects with the Russian timeout message', async () => {
    jest.useFakeTimers();
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      await request.text();
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    }) as typeof fetch;

    const outcome = createAuthApi('http://api.test/api', fetchImpl)
      .refresh()
      .catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);

    expect(await outcome).toMatchObject({ status: 0, code: 'TIMEOUT', message: REQUEST_TIMEOUT_MESSAGE });
  });
});
