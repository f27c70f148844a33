import { bearer, DEFAULT_PASSWORD, refreshCookieOf, useTestApp, type TestUser } from './harness';

const t = useTestApp();

async function loggedIn(user: TestUser): Promise<string> {
  const response = await t.http().post('/api/auth/login').send({ username: user.username, password: DEFAULT_PASSWORD });
  const cookie = refreshCookieOf(response);
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

const refresh = (cookie?: string) => {
  const request = t.http().post('/api/auth/refresh');
  return cookie ? request.set('Cookie', cookie) : request;
};

describe('POST /api/auth/refresh', () => {
  it('when the refresh cookie is valid, then 200 {accessToken} and a new (rotated) cookie', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    const cookie = await loggedIn(user);

    const response = await refresh(cookie);

    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['accessToken']);
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect(response.headers['set-cookie']?.[0]).toMatch(/Path=\/api\/auth; Expires=.*; HttpOnly; SameSite=Strict/);
    expect((await t.http().get('/api/users/teachers').set(bearer(response.body.accessToken))).status).toBe(200);
  });

  it('when refreshed several times in a row, then each new cookie works once', async () => {
    const user = await t.createUser();
    let cookie = await loggedIn(user);
    for (let i = 0; i < 3; i += 1) {
      const response = await refresh(cookie);
      expect(response.status).toBe(200);
      cookie = refreshCookieOf(response) ?? '';
    }
  });

  it('when there is no cookie, then 401 UNAUTHENTICATED', async () => {
    const response = await refresh();
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('when the cookie is forged, then 401 and the cookie is cleared', async () => {
    const response = await refresh('refreshToken=not-a-token');
    expect(response.status).toBe(401);
    expect(response.headers['set-cookie']?.[0]).toMatch(/^refreshToken=; Path=\/api\/auth; Expires=Thu, 01 Jan 1970/);
  });

  it('when an already rotated token is presented again, then 401 and the whole family is revoked (the newest token dies too)', async () => {
    const user = await t.createUser();
    const first = await loggedIn(user);
    const second = refreshCookieOf(await refresh(first));
    expect(second).toBeDefined();

    const replay = await refresh(first);
    expect(replay.status).toBe(401);

    const afterReplay = await refresh(second);
    expect(afterReplay.status).toBe(401);
  });

  it('when one session family is revoked, then the same user’s other logins keep working', async () => {
    const user = await t.createUser();
    const laptop = await loggedIn(user);
    const phone = await loggedIn(user);
    const rotated = refreshCookieOf(await refresh(laptop));
    await refresh(laptop); // replay: revokes the laptop family

    expect((await refresh(rotated)).status).toBe(401);
    expect((await refresh(phone)).status).toBe(200);
  });

  it('when the user is banned, then their refresh token stops working at once', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const cookie = await loggedIn(user);

    expect((await t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: user.id })).status).toBe(200);

    expect((await refresh(cookie)).status).toBe(401);
  });

  it('when the user is banned, then their access token is refused too', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    await t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: user.id });

    const response = await t.http().get('/api/subjects').set(bearer(user.token));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('when the user is deleted, then their refresh and access tokens stop working', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    const cookie = await loggedIn(user);
    expect((await t.http().delete(`/api/users/${user.id}`).set(bearer(admin.token))).status).toBe(200);

    expect((await refresh(cookie)).status).toBe(401);
    expect((await t.http().get('/api/subjects').set(bearer(user.token))).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('when logged in, then 200 {}, the cookie is cleared and the refresh token no longer works', async () => {
    const user = await t.createUser();
    const cookie = await loggedIn(user);

    const response = await t.http().post('/api/auth/logout').set('Cookie', cookie);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect(response.headers['set-cookie']?.[0]).toMatch(/^refreshToken=; Path=\/api\/auth;/);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('when the access token is expired or missing, then logout still works', async () => {
    const user = await t.createUser();
    const cookie = await loggedIn(user);
    const response = await t.http().post('/api/auth/logout').set(bearer('expired.or.bad')).set('Cookie', cookie);
    expect(response.status).toBe(200);
  });

  it('when there is no cookie, then 200 {} all the same', async () => {
    const response = await t.http().post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
  });
});

describe('authenticate', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a token that is not a JWT', 'Bearer nonsense'],
    ['a token signed with another key', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl'],
    ['another scheme', 'Basic YWRtaW46YWRtaW4='],
  ])('when the request has %s, then 401 UNAUTHENTICATED', async (_case, header) => {
    const request = t.http().get('/api/subjects');
    const response = await (header ? request.set('Authorization', header) : request);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('when nothing is sent, then the message is "Требуется авторизация"', async () => {
    const response = await t.http().get('/api/subjects');
    expect(response.body).toEqual({ message: 'Требуется авторизация', code: 'UNAUTHENTICATED' });
  });

  it('when the access token has expired, then 401', async () => {
    const jwt = await import('jsonwebtoken');
    const user = await t.createUser();
    const expired = jwt.default.sign({ id: user.id, exp: Math.floor(Date.now() / 1000) - 10 }, t.config.jwtSecret);
    const response = await t.http().get('/api/subjects').set(bearer(expired));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Недействительный или просроченный токен', code: 'UNAUTHENTICATED' });
  });

  it('when an ADMIN is demoted, then their still-valid token gets only the new role’s rights', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const other = await t.createUser({ roles: ['ADMIN'] });
    const token = admin.token;
    await t.http().post('/api/users/role').set(bearer(other.token)).send({ userId: admin.id, roles: ['TEACHER'] });

    const response = await t.http().get('/api/users').set(bearer(token));
    expect(response.status).toBe(403);
  });
});
