/**
 * The one session of the portal: every remote imports this module through Module Federation
 * and so shares the same store and HTTP client.
 */
import { createAuthApi } from '../session/auth-api';
import { createHttpClient } from '../session/http-client';
import { SessionStore } from '../session/session-store';
import { localStorageTokens } from '../session/token-storage';

const API_BASE = '/api';

const tokens = localStorageTokens();
const auth = createAuthApi(API_BASE);

export const session = new SessionStore(auth, tokens);

export const http = createHttpClient({
  baseUrl: API_BASE,
  tokens,
  refresh: () => auth.refresh().then((token) => {
    session.acceptToken(token);
    return token;
  }),
  onSessionLost: () => session.clear(),
});

export { ApiError, errorMessage } from '../session/api-error';
export type { HttpClient, Query } from '../session/http-client';
export type { SessionStore } from '../session/session-store';
