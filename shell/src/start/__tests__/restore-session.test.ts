import { REFRESH_LOCK, TOKEN_STORAGE_KEY } from '@diary/common';
import { restoreSession } from '../restore-session';

// jsdom has no Response: the part of one that restoreSession reads
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

function lockRecorder() {
  const taken: string[] = [];
  return { taken, locks: { request: <T>(name: string, callback: () => Promise<T>) => (taken.push(name), callback()) } };
}

describe('restoreSession', () => {
  afterEach(() => window.localStorage.clear());

  it('when the refresh cookie holds a session, then its token is stored, under the tabs’ refresh lock', async () => {
    const fetchImpl = jest.fn(async () => answer(200, { accessToken: 'fresh-token' }));
    const { taken, locks } = lockRecorder();
    await expect(restoreSession({ fetchImpl, locks })).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/api/auth/refresh', { method: 'POST', credentials: 'include' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    expect(taken).toEqual([REFRESH_LOCK]);
  });

  it('when another tab stored a token meanwhile, then it is taken and nothing is refreshed', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'other-tab-token');
    const fetchImpl = jest.fn();
    await expect(restoreSession({ fetchImpl, locks: null })).resolves.toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('when there is no session or no server, then nothing is stored', async () => {
    await expect(restoreSession({ fetchImpl: async () => answer(401, { message: 'Не авторизован' }), locks: null })).resolves.toBe(false);
    await expect(restoreSession({ fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')), locks: null })).resolves.toBe(
      false,
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
