import { NO_CONNECTION_MESSAGE, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from '../constants/domain';
import { API_BASE_PATH } from '../constants/login';

export { NO_CONNECTION_MESSAGE };

/**
 * POST /auth/login with fetch alone: the access token, or an Error whose message is the API's own
 * ('Неверный логин или пароль', a ban, the throttling's wait), the timeout's, or the lost connection's.
 * The refresh cookie comes with the answer.
 */
export async function requestLogin(username: string, password: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE_PATH}/auth/login`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new Error(timedOut ? REQUEST_TIMEOUT_MESSAGE : NO_CONNECTION_MESSAGE, { cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as { accessToken?: unknown; message?: unknown };
  if (!response.ok) throw new Error(typeof body.message === 'string' && body.message ? body.message : `Ошибка ${response.status}`);
  if (typeof body.accessToken !== 'string') throw new Error(`Ошибка ${response.status}`);
  return body.accessToken;
}
