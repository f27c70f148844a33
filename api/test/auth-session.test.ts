import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { purgeSessions, purgeSessionsNowAndThen, PURGE_INTERVAL_MS, SESSION_FAMILY_LIFETIME_MS } from '../src/auth/sessions';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { refreshSessions, users } from '../src/db/schema';
import { bearer, DEFAULT_PASSWORD, refreshCookieOf, silentLogger, useTestApp, type TestUser } from './harness';

const t = useTestApp();

async function loggedIn(user: TestUser): Promise<string> {
  return (await signedIn(user)).cookie;
}

/** A login: its refresh cookie and its access token. */
async function signedIn(user: TestUser): Promise<{ cookie: string; token: string }> {
  const response = await t.http().post('/api/auth/login').send({ username: user.username, password: DEFAULT_PASSWORD });
  const cookie = refreshCookieOf(response);
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status}`);
  return { cookie, token: response.body.accessToken as string };
}

/** Any signed-in call: GET /api/users/teachers is open to every role. */
const whoAmI = (token: string) => t.http().get('/api/users/teachers').set(bearer(token));

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

  it('when a token that was accepted expires, then it is refused (its signature is checked once, its expiry every time)', async () => {
    const user = await t.createUser();
    await t.http().get('/api/subjects').set(bearer(user.token)).expect(200);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 15 * 60 * 1000 + 1000);
    try {
      const response = await t.http().get('/api/subjects').set(bearer(user.token));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Недействительный или просроченный токен', code: 'UNAUTHENTICATED' });
    } finally {
      clock.mockRestore();
    }
  });

  it('when an ADMIN is demoted, then their still-valid token gets only the new role’s rights', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const other = await t.createUser({ roles: ['ADMIN'] });
    const token = admin.token;
    await t
      .http()
      .post('/api/users/role')
      .set(bearer(other.token))
      .send({ userId: admin.id, roles: ['TEACHER'] });

    const response = await t.http().get('/api/users').set(bearer(token));
    expect(response.status).toBe(403);
  });
});

describe('access tokens end at once', () => {
  const ENDED = { message: 'Сессия завершена, войдите снова', code: 'UNAUTHENTICATED' };

  it('when the user is banned and later unbanned, then the access tokens issued before the ban stay refused', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    const session = await signedIn(user);
    expect((await t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: user.id })).status).toBe(200);
    await t.db.update(users).set({ banned: false, banReason: null }).where(eq(users.id, user.id));

    for (const token of [user.token, session.token]) {
      const response = await whoAmI(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(ENDED);
    }
    expect((await refresh(session.cookie)).status).toBe(401);
  });

  it('when an admin changes the user’s password, then the user’s access tokens are refused at once (401)', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    const session = await signedIn(user);
    expect((await whoAmI(session.token)).status).toBe(200);

    const edited = await t.http().put(`/api/users/${user.id}`).set(bearer(admin.token)).send({ password: 'a-new-secret' });
    expect(edited.status).toBe(200);

    for (const token of [user.token, session.token]) {
      const response = await whoAmI(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(ENDED);
    }
    expect((await refresh(session.cookie)).status).toBe(401);
    // The admin's own token is not touched.
    expect((await whoAmI(admin.token)).status).toBe(200);
  });

  it('when an admin changes only the user’s name or roles, then the user stays signed in', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    const session = await signedIn(user);
    await t.http().put(`/api/users/${user.id}`).set(bearer(admin.token)).send({ first_name: 'Пётр' });
    await t
      .http()
      .post('/api/users/role')
      .set(bearer(admin.token))
      .send({ userId: user.id, roles: ['STUDENT'] });

    expect((await whoAmI(session.token)).status).toBe(200);
    expect((await refresh(session.cookie)).status).toBe(200);
  });

  it('when the user logs out everywhere, then 200 {}, the cookie is cleared and every device’s access and refresh tokens are refused', async () => {
    const user = await t.createUser({ roles: ['STUDENT'] });
    const other = await t.createUser({ roles: ['STUDENT'] });
    const laptop = await signedIn(user);
    const phone = await signedIn(user);
    const otherSession = await signedIn(other);

    const response = await t.http().post('/api/auth/logout-all').set(bearer(laptop.token)).set('Cookie', laptop.cookie);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect(response.headers['set-cookie']?.[0]).toMatch(/^refreshToken=; Path=\/api\/auth;/);
    for (const token of [laptop.token, phone.token, user.token]) {
      const refused = await whoAmI(token);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(ENDED);
    }
    expect((await refresh(laptop.cookie)).status).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);
    // Someone else is not touched, and the user can sign in again.
    expect((await whoAmI(otherSession.token)).status).toBe(200);
    expect((await refresh(otherSession.cookie)).status).toBe(200);
    const again = await signedIn(user);
    expect((await whoAmI(again.token)).status).toBe(200);
    expect((await refresh(again.cookie)).status).toBe(200);
  });

  it('when logout-all is called without an access token, then 401', async () => {
    const response = await t.http().post('/api/auth/logout-all');
    expect(response.status).toBe(401);
  });

  it('when a refreshed access token is used after logout everywhere, then it is refused too', async () => {
    const user = await t.createUser();
    const session = await signedIn(user);
    const refreshed = await refresh(session.cookie);
    expect(refreshed.status).toBe(200);
    await t.http().post('/api/auth/logout-all').set(bearer(session.token));
    expect((await whoAmI(refreshed.body.accessToken)).status).toBe(401);
  });

  it('when a device logs out, then its access token is refused at once and the user’s other device stays signed in', async () => {
    const user = await t.createUser();
    const laptop = await signedIn(user);
    const phone = await signedIn(user);
    const rotated = await refresh(laptop.cookie);

    await t
      .http()
      .post('/api/auth/logout')
      .set('Cookie', refreshCookieOf(rotated) ?? '');

    expect((await whoAmI(laptop.token)).status).toBe(401);
    expect((await whoAmI(rotated.body.accessToken)).status).toBe(401);
    expect((await whoAmI(phone.token)).status).toBe(200);
    expect((await refresh(phone.cookie)).status).toBe(200);
  });

  it('when a rotated refresh token is replayed, then the family’s access tokens are refused too', async () => {
    const user = await t.createUser();
    const session = await signedIn(user);
    const rotated = await refresh(session.cookie);
    expect((await refresh(session.cookie)).status).toBe(401);
    expect((await whoAmI(rotated.body.accessToken)).status).toBe(401);
  });
});

describe('session families end 30 days after their login', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ageFamilies = (userId: number, days: number) =>
    t.db
      .update(refreshSessions)
      .set({ familyStartedAt: new Date(Date.now() - days * DAY) })
      .where(eq(refreshSessions.userId, userId));
  // The purge would delete an aged family's rows first; these tests are about rotateSession's own check.
  const holdThePurge = () => purgeSessionsNowAndThen(t.db, silentLogger, Date.now() + 365 * DAY);

  it('when the family started over 30 days ago, then its refresh token is refused even though its row has not expired', async () => {
    await holdThePurge();
    const user = await t.createUser();
    const cookie = await loggedIn(user);
    await ageFamilies(user.id, 31);
    await t.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(refreshSessions.userId, user.id));

    const response = await refresh(cookie);

    expect(response.status).toBe(401);
    expect(response.headers['set-cookie']?.[0]).toMatch(/^refreshToken=;/);
  });

  it('when a family is rotated, then the new row keeps the login’s start and neither the row, the token nor the cookie outlive the family', async () => {
    await holdThePurge();
    const user = await t.createUser();
    const cookie = await loggedIn(user);
    await ageFamilies(user.id, 29);
    const [login] = await t.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id));
    const familyEnd = login!.familyStartedAt.getTime() + SESSION_FAMILY_LIFETIME_MS;

    const response = await refresh(cookie);
    expect(response.status).toBe(200);

    const rows = await t.db.select().from(refreshSessions).where(eq(refreshSessions.familyId, login!.familyId));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.familyStartedAt.getTime()).toBe(login!.familyStartedAt.getTime());
    const next = rows.find((row) => row.id !== login!.id)!;
    expect(next.expiresAt.getTime()).toBeLessThanOrEqual(familyEnd);
    const token = decodeURIComponent(refreshCookieOf(response)!.slice('refreshToken='.length));
    const { exp } = jwt.decode(token) as { exp: number };
    expect(exp * 1000).toBeLessThanOrEqual(familyEnd);
    expect(exp * 1000).toBeGreaterThan(Date.now() + 0.5 * DAY);
    const expires = /Expires=([^;]+)/.exec(response.headers['set-cookie']?.[0] ?? '')?.[1];
    expect(new Date(expires ?? 0).getTime()).toBeLessThanOrEqual(familyEnd);
  });
});

describe('purging refresh sessions', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ids = async () => (await t.db.select({ id: refreshSessions.id }).from(refreshSessions)).map((row) => row.id).sort();

  /** Sessions of every kind; returns the ids that must survive a purge and the cookies to try. */
  async function sessionsOfEveryKind() {
    const user = await t.createUser();
    const other = await t.createUser();
    // A live family with a used row (the login's) and its current row.
    const live = await loggedIn(user);
    const current = refreshCookieOf(await refresh(live));
    // Another user's dead rows: expired, family too old, revoked two days ago; and one revoked just now.
    const expired = await loggedIn(other);
    const old = await loggedIn(other);
    const revokedLongAgo = await loggedIn(other);
    await loggedIn(other); // revoked just now
    const rows = await t.db.select().from(refreshSessions).where(eq(refreshSessions.userId, other.id)).orderBy(refreshSessions.createdAt);
    const [expiredRow, oldRow, revokedLongAgoRow, revokedNowRow] = rows;
    await t.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(refreshSessions.id, expiredRow!.id));
    await t.db
      .update(refreshSessions)
      .set({ familyStartedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(refreshSessions.id, oldRow!.id));
    await t.db
      .update(refreshSessions)
      .set({ revokedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(refreshSessions.id, revokedLongAgoRow!.id));
    await t.db.update(refreshSessions).set({ revokedAt: new Date() }).where(eq(refreshSessions.id, revokedNowRow!.id));
    const userRows = await t.db.select({ id: refreshSessions.id }).from(refreshSessions).where(eq(refreshSessions.userId, user.id));
    const survivors = [...userRows.map((row) => row.id), revokedNowRow!.id].sort();
    return { live, current, survivors, dead: [expired, old, revokedLongAgo] };
  }

  it('when purged, then expired, too old and long revoked rows go; a live family’s used row stays, so its replay is still caught', async () => {
    const { live, current, survivors } = await sessionsOfEveryKind();
    expect(await ids()).toHaveLength(6);

    expect(await purgeSessions(t.db)).toBe(3);

    expect(await ids()).toEqual(survivors);
    // The login's token was rotated: presenting it again revokes the family, its newest token too.
    expect((await refresh(live)).status).toBe(401);
    expect((await refresh(current)).status).toBe(401);
  });

  it('when a purge is given a batch, then it deletes no more than the batch', async () => {
    await sessionsOfEveryKind();
    expect(await purgeSessions(t.db, 2)).toBe(2);
    expect(await purgeSessions(t.db, 2)).toBe(1);
    expect(await purgeSessions(t.db, 2)).toBe(0);
  });

  it('when refreshes come, then the purge runs at the first and then once per interval', async () => {
    const start = Date.now() + 400 * DAY; // later than any schedule an earlier test left
    await purgeSessionsNowAndThen(t.db, silentLogger, start);
    const { survivors } = await sessionsOfEveryKind();

    await purgeSessionsNowAndThen(t.db, silentLogger, start + PURGE_INTERVAL_MS - 1);
    expect(await ids()).toHaveLength(6);

    await purgeSessionsNowAndThen(t.db, silentLogger, start + PURGE_INTERVAL_MS);
    expect(await ids()).toEqual(survivors);
  });

  it('when a started app gets its first refresh, then the dead sessions of every user are purged; the next refresh soon after purges nothing', async () => {
    const { current, survivors } = await sessionsOfEveryKind();
    // A new Database object over the same data stands for a freshly started server: nothing purged yet.
    const handle = t.database.handle;
    const db: Database = handle.driver === 'pglite' ? drizzlePglite(handle.client, { schema }) : drizzlePg(handle.client, { schema });
    const app = createApp({ db, config: t.config, logger: silentLogger });

    const response = await supertest(app)
      .post('/api/auth/refresh')
      .set('Cookie', current ?? '');

    expect(response.status).toBe(200);
    const left = await ids();
    expect(left).toHaveLength(survivors.length + 1); // and the row just issued
    expect(left).toEqual(expect.arrayContaining(survivors));

    await t.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(refreshSessions.id, survivors.at(-1)!));
    expect(
      (
        await supertest(app)
          .post('/api/auth/refresh')
          .set('Cookie', refreshCookieOf(response) ?? '')
      ).status,
    ).toBe(200);
    expect(await ids()).toHaveLength(survivors.length + 2);
  });
});

describe('security events', () => {
  function appWithLog() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = createApp({ db: t.db, config: t.config, logger: pino({ level: 'warn' }, stream) });
    return { http: () => supertest(app), events: () => lines.filter((line) => line.security === true) };
  }

  it('when a rotated refresh token is replayed, then session.reused is logged with the user', async () => {
    const { http, events } = appWithLog();
    const user = await t.createUser();
    const first = await loggedIn(user);
    await http().post('/api/auth/refresh').set('Cookie', first);
    await http().post('/api/auth/refresh').set('Cookie', first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events()).toEqual([expect.objectContaining({ event: 'session.reused', targetUserId: user.id })]);
  });

  it('when a user logs out everywhere, then session.logout_everywhere is logged with the user', async () => {
    const { http, events } = appWithLog();
    const user = await t.createUser();
    await http().post('/api/auth/logout-all').set(bearer(user.token));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events()).toEqual([expect.objectContaining({ event: 'session.logout_everywhere', actorId: user.id, targetUserId: user.id })]);
  });
});
