/**
 * @jest-environment node
 */
import { REQUEST_TIMEOUT_MESSAGE } from '../../constants/domain';
import { NO_CONNECTION_MESSAGE, requestLogin } from '../login-request';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('requestLogin', () => {
  it('when the login succeeds, then it posts the credentials with the cookies and gives the access token', async () => {
    const sent: { url: string; credentials: RequestCredentials | undefined; body: unknown }[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), credentials: init?.credentials, body: JSON.parse(String(init?.body)) });
      return json(200, { accessToken: 'token' });
    }) as typeof fetch;

    await expect(requestLogin('ivanov', 'secret-pass', fetchImpl)).resolves.toBe('token');
    expect(sent).toEqual([{ url: '/api/auth/login', credentials: 'include', body: { username: 'ivanov', password: 'secret-pass' } }]);
  });

  it('when the login is refused, then it rejects with the server’s Russian message, or the status without one', async () => {
    const refused = (async () => json(401, { message: 'Неверный логин или пароль', code: 'UNAUTHENTICATED' })) as typeof fetch;
    await expect(requestLogin('ivanov', 'wrong-pass', refused)).rejects.toThrow('Неверный логин или пароль');

    const proxyPage = (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as typeof fetch;
    await expect(requestLogin('ivanov', 'wrong-pass', proxyPage)).rejects.toThrow('Ошибка 502');
  });

  it('when the server cannot be reached or does not answer in time, then it says so in Russian', async () => {
    const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(requestLogin('ivanov', 'secret-pass', offline)).rejects.toThrow(NO_CONNECTION_MESSAGE);

    const late = (async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))) as typeof fetch;
    await expect(requestLogin('ivanov', 'secret-pass', late)).rejects.toThrow(REQUEST_TIMEOUT_MESSAGE);
  });
});
