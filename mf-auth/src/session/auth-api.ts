import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from '@diary/common';
import { toApiError } from './api-error';

/** The login itself is the login form's (@diary/common/first-paint), which loads before this client. */
export interface AuthApi {
  /** A new access token by the refresh cookie. Callers go through the HTTP client's refreshOnce: the server rotates the cookie, so one refresh at a time. */
  refresh(): Promise<string>;
  logout(): Promise<void>;
}

/**
 * What the session asks of the server: the AuthApi's calls, and logging out everywhere (`POST
 * auth/logout-all`), which needs the access token, so it goes through the HTTP client.
 */
export interface SessionApi extends AuthApi {
  logoutEverywhere(): Promise<void>;
}

export function createAuthApi(baseUrl: string, fetchImpl?: typeof fetch): AuthApi {
  const client = ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

  const post = (path: string, json?: unknown) =>
    client.post(path, { json }).catch(async (error: unknown) => {
      throw await toApiError(error);
    });

  const token = async (response: Response) => ((await response.json()) as { accessToken: string }).accessToken;

  return {
    refresh: () => post('auth/refresh').then(token),
    async logout() {
      await post('auth/logout');
    },
  };
}
