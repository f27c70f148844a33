/**
 * @jest-environment node
 */
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from '@diary/common';
import { createAuthApi } from '../session/auth-api';

describe('auth API', () => {
  afterEach(() => jest.useRealTimers());

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
