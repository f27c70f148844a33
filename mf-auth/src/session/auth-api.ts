import ky from 'ky';
import { apiErrorFrom } from './api-error';

export interface AuthApi {
  login(username: string, password: string): Promise<string>;
  /** One refresh at a time: concurrent callers share it, since the server rotates the cookie. */
  refresh(): Promise<string>;
  logout(): Promise<void>;
}

export function createAuthApi(baseUrl: string, fetchImpl?: typeof fetch): AuthApi {
  const client = ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

  async function tokenFrom(response: Response): Promise<string> {
    if (!response.ok) throw await apiErrorFrom(response);
    const { accessToken } = (await response.json()) as { accessToken: string };
    return accessToken;
  }

  let refreshing: Promise<string> | null = null;

  return {
    login: async (username, password) => tokenFrom(await client.post('auth/login', { json: { username, password } })),
    refresh() {
      refreshing ??= client
        .post('auth/refresh')
        .then(tokenFrom)
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    async logout() {
      await client.post('auth/logout');
    },
  };
}
