/**
 * The one session of the portal: every remote imports this module through Module Federation
 * and so shares the same store and HTTP client.
 */
import { createAuthApi, createHttpClient, SessionStore, localStorageTokens } from '../session';

const API_BASE = '/api';

const tokens = localStorageTokens();
const auth = createAuthApi(API_BASE);

export const http = createHttpClient({
  baseUrl: API_BASE,
  tokens,
  refresh: () => auth.refresh(),
  onToken: (token) => session.acceptToken(token),
  onSessionLost: () => session.clear(),
});

/**
 * Every refresh, the start's (checkAuth) too, goes through the HTTP client's: one at a time
 * across the browser's tabs, so that two tabs never present the same refresh token (see createHttpClient).
 */
export const session = new SessionStore(
  { ...auth, refresh: () => http.renewToken(), logoutEverywhere: () => http.post<void>('auth/logout-all') },
  tokens,
);

export { ApiError, errorMessage } from '../session';
export type { HttpClient, Query, UploadOptions } from '../session';
export type { SessionStore } from '../session';
