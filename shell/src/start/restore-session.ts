import { API_BASE_PATH, REFRESH_LOCK, TOKEN_STORAGE_KEY } from '@diary/common';

interface RestoreOptions {
  fetchImpl?: typeof fetch;
  storage?: Storage;
  /** navigator.locks where the browser has it. */
  locks?: { request<T>(name: string, callback: () => Promise<T>): Promise<T> } | null;
}

/**
 * Whether the refresh cookie still holds a session when no token is stored (a login made by a
 * script, say): its token is stored if so. Under the tabs' refresh lock, as the portal's own
 * refresh (mf-auth's HTTP client): the server rotates the cookie, so two refreshes at once would
 * end the session; a token another tab stored meanwhile is taken instead.
 */
export async function restoreSession({
  fetchImpl = fetch,
  storage = window.localStorage,
  locks = navigator.locks ?? null,
}: RestoreOptions = {}): Promise<boolean> {
  const attempt = async () => {
    if (storage.getItem(TOKEN_STORAGE_KEY)) return true;
    try {
      const response = await fetchImpl(`${API_BASE_PATH}/auth/refresh`, { method: 'POST', credentials: 'include' });
      if (!response.ok) return false;
      const { accessToken } = (await response.json()) as { accessToken?: unknown };
      if (typeof accessToken !== 'string') return false;
      storage.setItem(TOKEN_STORAGE_KEY, accessToken);
      return true;
    } catch {
      return false;
    }
  };
  return locks ? locks.request(REFRESH_LOCK, attempt) : attempt();
}
