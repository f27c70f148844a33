import jwt from 'jsonwebtoken';
import { bearer, DEFAULT_PASSWORD, refreshCookieOf, useTestApp } from './harness';

const t = useTestApp({ config: { trustProxy: true } });

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password });

describe('POST /api/auth/login', () => {
  it('when the credentials are right, then 200 {accessToken} and the refresh cookie', async () => {
    const user = await t.createUser({ roles: ['TEACHER', 'STUDENT'], subject: 'Физика' });
    const response = await login(user.username, DEFAULT_PASSWORD);

    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['accessToken']);
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^refreshToken=[^;]+; Path=\/api\/auth; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  it('when the request came over HTTPS (through a trusted proxy), then the cookie is also Secure', async () => {
    const user = await t.createUser();
    const response = await t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: user.username, password: DEFAULT_PASSWORD });
    expect(response.headers['set-cookie']?.[0]).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('when logged in, then the access token is HS256, lives 15 minutes and carries exactly the contract fields', async () => {
    const user = await t.createUser({ roles: ['TEACHER', 'STUDENT'], subject: 'Физика', male: 'F', last_name: null });
    const { body } = await login(user.username, DEFAULT_PASSWORD);

    const decoded = jwt.verify(body.accessToken, t.config.jwtSecret, { algorithms: ['HS256'] });
    expect(decoded).toEqual({
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      second_name: user.second_name,
      last_name: null,
      roles: [
        { value: 'TEACHER', description: 'Преподаватель' },
        { value: 'STUDENT', description: 'Ученик' },
      ],
      male: 'F',
      subject: 'Физика',
      // The session's claims (auth/tokens.ts): the user's token version and the refresh family.
      tv: 0,
      fid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    if (typeof decoded === 'string') throw new Error('payload expected');
    expect((decoded.exp ?? 0) - (decoded.iat ?? 0)).toBe(15 * 60);
  });

  it('when the access token is used, then the API accepts it', async () => {
    const user = await t.createUser({ roles: ['ADMIN'] });
    const { body } = await login(user.username, DEFAULT_PASSWORD);
    const response = await t.http().get('/api/users').set(bearer(body.accessToken));
    expect(response.status).toBe(200);
  });

  it.each([
    ['the password is wrong', 'wrong-password', true],
    ['the login does not exist', DEFAULT_PASSWORD, false],
  ])('when %s, then 401 "Неверный логин или пароль" without a cookie', async (_case, password, existing) => {
    const user = await t.createUser();
    const response = await login(existing ? user.username : 'nobody', password);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Неверный логин или пароль', code: 'UNAUTHENTICATED' });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('when the user is banned, then 403 BANNED "Пользователь заблокирован"', async () => {
    const user = await t.createUser({ banned: true });
    const response = await login(user.username, DEFAULT_PASSWORD);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Пользователь заблокирован', code: 'BANNED' });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('when a banned user gives a wrong password, then 401 like anybody else', async () => {
    const user = await t.createUser({ banned: true });
    const response = await login(user.username, 'wrong-password');
    expect(response.status).toBe(401);
  });

  it.each([
    [{ password: 'x' }, 'Введите логин', 'username'],
    [{ username: '   ', password: 'x' }, 'Введите логин', 'username'],
    [{ username: 'a' }, 'Введите пароль', 'password'],
    [{ username: 'a', password: '' }, 'Введите пароль', 'password'],
  ])('when the body is %j, then 400 "%s"', async (body, message, path) => {
    const response = await t.http().post('/api/auth/login').send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
  });
});

describe('POST /api/auth/login: the length of the login', () => {
  it('when the login is 101 characters long, then 400 "Логин не длиннее 100 символов"', async () => {
    const response = await login('л'.repeat(101), 'whatever');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Логин не длиннее 100 символов',
      code: 'VALIDATION',
      errors: [{ path: 'username', message: 'Логин не длиннее 100 символов' }],
    });
  });

  it('when the login is 100 characters long, then it is checked as usual (401)', async () => {
    expect((await login('л'.repeat(100), 'whatever')).status).toBe(401);
  });
});

describe('login rate limit (details in login-rate-limit.test.ts)', () => {
  const RATE_LIMITED = { code: 'RATE_LIMITED', message: expect.stringMatching(/^Слишком много неудачных попыток входа/) };

  it('when one login fails 5 times from one address, then the 6th attempt from there is 429 with Retry-After, even with the right password', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) expect((await login(user.username, 'wrong', '10.0.1.1')).status).toBe(401);

    const response = await login(user.username, DEFAULT_PASSWORD, '10.0.1.1');
    expect(response.status).toBe(429);
    expect(response.body).toEqual(RATE_LIMITED);
    expect(response.headers['retry-after']).toBe('30');
  });

  it('when one login fails 20 times from several addresses, then it is 429 from a new address too, for a minute at most', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 20; i += 1) expect((await login(user.username, 'wrong', `10.0.2.${i}`)).status).toBe(401);

    const response = await login(user.username, DEFAULT_PASSWORD, '10.0.3.1');
    expect(response.status).toBe(429);
    expect(response.body).toEqual(RATE_LIMITED);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('when one address fails with many logins (a school behind one NAT), then its other users still log in', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 12; i += 1) expect((await login(`guess${i}`, 'wrong', '10.0.4.1')).status).toBe(401);
    expect((await login(user.username, DEFAULT_PASSWORD, '10.0.4.1')).status).toBe(200);
  });

  it('when a login succeeds, then the failures of that login from that address start again from zero', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 4; i += 1) await login(user.username, 'wrong', '10.0.5.1');
    expect((await login(user.username, DEFAULT_PASSWORD, '10.0.5.1')).status).toBe(200);

    for (let i = 0; i < 4; i += 1) expect((await login(user.username, 'wrong', '10.0.5.1')).status).toBe(401);
    expect((await login(user.username, DEFAULT_PASSWORD, '10.0.5.1')).status).toBe(200);
  });
});
