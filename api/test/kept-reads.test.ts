import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { LISTENER_NAME, type ChangeEvents, type ChangeListener } from '../src/db/change-listener';
import type { DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { KeptReads } from '../src/auth/kept-reads';
import { insertAchievement, people } from './factory';
import { bearer, DEFAULT_PASSWORD, driver, refreshCookieOf, silentLogger, useTestApp, type TestUser } from './harness';
import { spawnServer } from './server-process';

const t = useTestApp();

/**
 * The handle with a database that counts its statements; `duringRead`, when set, runs once as the
 * next statement goes out (a notification arriving while a read is under way).
 */
function counted(handle: DatabaseHandle) {
  const count = { statements: 0, duringRead: undefined as (() => void) | undefined };
  const logger = {
    logQuery: () => {
      count.statements += 1;
      const during = count.duringRead;
      count.duringRead = undefined;
      during?.();
    },
  };
  const db = handle.driver === 'pglite' ? drizzlePglite(handle.client, { schema, logger }) : drizzlePg(handle.client, { schema, logger });
  return { handle: { ...handle, db } as DatabaseHandle, count };
}

/** KeptReads whose notifications the test sends itself (no LISTEN). */
async function played(listener: ChangeListener = { remote: false, settled: async () => undefined, close: async () => undefined }) {
  const { handle, count } = counted(t.database.handle);
  let events: ChangeEvents | undefined;
  const kept = await KeptReads.listen(handle, {
    listen: async (_handle, given) => {
      events = given;
      given.listening();
      return listener;
    },
  });
  if (!events) throw new Error('not listening');
  return { kept, count, events };
}

describe('KeptReads', () => {
  it('when nothing changes, then the caller and the versions are read once, with one statement, and then kept', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    const { kept, count } = await played();
    const first = await kept.caller(user.id, null);
    expect(first).toMatchObject({ user: { id: user.id, roles: [{ value: 'TEACHER' }] }, banned: false, familyLive: true });
    expect(first?.answerVersions).toEqual({ achievements: expect.any(Number), timetable: expect.any(Number) });
    expect(count.statements).toBe(1);
    expect(await kept.caller(user.id, null)).toEqual(first);
    expect(await kept.versions()).toEqual(first?.answerVersions);
    expect(count.statements).toBe(1);
  });

  it('when a user, a family or everything is notified, then that is read again, and what the database says now holds', async () => {
    const user = await t.createUser();
    const family = '00000000-0000-4000-8000-000000000001';
    const { kept, count, events } = await played();
    expect((await kept.caller(user.id, family))?.familyLive).toBe(false);
    await t.db.execute(sql`update users set banned = true where id = ${user.id}`);
    // Not notified (the test plays the listener): what is kept still holds.
    expect((await kept.caller(user.id, family))?.banned).toBe(false);
    expect(count.statements).toBe(1);

    events.change(`user:${user.id}`);
    expect((await kept.caller(user.id, family))?.banned).toBe(true);
    expect(count.statements).toBe(2);
    events.change(`family:${family}`);
    await kept.caller(user.id, family);
    expect(count.statements).toBe(3);
    events.change('all');
    await kept.caller(user.id, family);
    expect(count.statements).toBe(4);
    // Another user's or another family's change leaves this caller kept.
    events.change(`user:${user.id + 1}`);
    events.change('family:00000000-0000-4000-8000-000000000002');
    await kept.caller(user.id, family);
    expect(count.statements).toBe(4);
  });

  it('when new versions are notified, then they are taken from the notification; when the row goes, they are read', async () => {
    const { kept, count, events } = await played();
    events.change('versions:{"id":true,"achievements":1000000041,"timetable":1000000007}');
    expect(await kept.versions()).toEqual({ achievements: 1000000041, timetable: 1000000007 });
    expect(count.statements).toBe(0);
    events.change('versions');
    expect(await kept.versions()).not.toEqual({ achievements: 1000000041, timetable: 1000000007 });
    expect(count.statements).toBe(1);
  });

  it('when a notification arrives while a read is under way, then what that read found is not kept', async () => {
    const user = await t.createUser();
    const { kept, count, events } = await played();
    count.duringRead = () => events.change(`user:${user.id}`);
    await kept.caller(user.id, null);
    await kept.caller(user.id, null);
    expect(count.statements).toBe(2);

    // The versions read under way is older than the notification's: the notification's stay.
    events.change('versions');
    count.duringRead = () => events.change('versions:{"id":true,"achievements":1000,"timetable":1000}');
    await kept.versions();
    expect(await kept.versions()).toEqual({ achievements: 1000, timetable: 1000 });
    expect(count.statements).toBe(3);
  });

  it('when the listener is lost, then nothing is kept and every read goes to the database until it listens again', async () => {
    const user = await t.createUser();
    const { kept, count, events } = await played();
    await kept.caller(user.id, null);
    events.lost(new Error('cut'));
    await kept.caller(user.id, null);
    await kept.caller(user.id, null);
    await kept.versions();
    expect(count.statements).toBe(4);

    // A read begun before listening resumed may have missed a change made meanwhile: not kept.
    count.duringRead = () => events.listening();
    await kept.caller(user.id, null);
    await kept.caller(user.id, null);
    await kept.caller(user.id, null);
    expect(count.statements).toBe(6);
  });

  it('when a kept caller is handed to a request, then it cannot be changed for the next one', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    const { kept } = await played();
    const caller = await kept.caller(user.id, null);
    expect(() => {
      if (caller) caller.user.roles[0]!.value = 'ADMIN';
    }).toThrow(TypeError);
  });
});

describe('a write answers once its process has its notifications', () => {
  it('when a write is done, then it answers only after settled(); a read does not wait', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    let asked = 0;
    let release: () => void = () => undefined;
    const { kept } = await played({
      remote: false,
      settled: () => {
        asked += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      close: async () => undefined,
    });
    const http = supertest(createApp({ db: t.db, config: t.config, logger: silentLogger, kept }));
    await http.get('/api/subjects').set(bearer(user.token)).expect(200);
    expect(asked).toBe(0);

    let answered = false;
    const logoutAll = http
      .post('/api/auth/logout-all')
      .set(bearer(user.token))
      .then((response) => {
        answered = true;
        return response;
      });
    for (let waited = 0; asked === 0 && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    expect((await logoutAll).status).toBe(200);
  });

  it('when a refused write has committed (a replayed refresh token revokes its family), then it too waits for settled()', async () => {
    const user = await t.createUser();
    let asked = 0;
    const { kept } = await played({
      remote: false,
      settled: async () => {
        asked += 1;
      },
      close: async () => undefined,
    });
    const http = supertest(createApp({ db: t.db, config: t.config, logger: silentLogger, kept }));
    const login = await http.post('/api/auth/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
    const cookie = refreshCookieOf(login) ?? '';
    await http.post('/api/auth/refresh').set('Cookie', cookie).expect(200);
    asked = 0;
    await http.post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    expect(asked).toBe(1);
  });
});

/** A login through `http`: its access token and refresh cookie. */
async function signedIn(http: supertest.Agent | ReturnType<typeof supertest>, user: TestUser) {
  const response = await http.post('/api/auth/login').send({ username: user.username, password: DEFAULT_PASSWORD }).expect(200);
  return { token: response.body.accessToken as string, cookie: refreshCookieOf(response) ?? '' };
}

/** Any signed-in call: open to every role. */
const whoAmI = '/api/users/teachers';

describe('one process: the next request after a write through it, with no wait in between', () => {
  it('when a session ends, a user is banned or their roles change, then the very next request of the same app sees it', async () => {
    // Without the harness's wait before each request: only the app's own settling.
    const http = supertest(createApp({ db: t.db, config: t.config, logger: silentLogger, kept: t.kept }));
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const [a, b, c, d] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser({ roles: ['ADMIN'] })];
    // What the test wrote directly is in before it starts (the harness's truncate and users).
    await t.kept.settled();
    const sessions = { a: await signedIn(http, a), b: await signedIn(http, b), c: await signedIn(http, c), d: await signedIn(http, d) };
    for (const session of Object.values(sessions)) await http.get(whoAmI).set(bearer(session.token)).expect(200);
    await http.get('/api/users').set(bearer(sessions.d.token)).expect(200);

    await http.post('/api/auth/logout-all').set(bearer(sessions.a.token)).expect(200);
    await http.get(whoAmI).set(bearer(sessions.a.token)).expect(401);
    await http.post('/api/auth/logout').set('Cookie', sessions.b.cookie).expect(200);
    await http.get(whoAmI).set(bearer(sessions.b.token)).expect(401);
    await http.post('/api/users/ban').set(bearer(admin.token)).send({ userId: c.id }).expect(200);
    await http.get(whoAmI).set(bearer(sessions.c.token)).expect(401);
    await http
      .post('/api/users/role')
      .set(bearer(admin.token))
      .send({ userId: d.id, roles: ['TEACHER'] })
      .expect(200);
    await http.get('/api/users').set(bearer(sessions.d.token)).expect(403);
    await http.put(`/api/users/${d.id}`).set(bearer(admin.token)).send({ password: 'a-new-secret' }).expect(200);
    await http.get(whoAmI).set(bearer(sessions.d.token)).expect(401);
  });
});

/** Another API process on this file's PostgreSQL database: `tsx api/src/server.ts`, as an operator starts it. */
async function startServer(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diary-kept-'));
  const child = spawnServer({
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: t.config.jwtSecret,
    JWT_REFRESH_SECRET: t.config.jwtRefreshSecret,
    ADMIN_PASSWORD: 'other-process-admin',
  });
  const lines: string[] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  /** Resolves with the first line of its log matching `pattern` from line `from` on. */
  const logged = async (pattern: RegExp, from = 0): Promise<string> => {
    for (let waited = 0; waited < 60_000; waited += 20) {
      const line = lines.slice(from).find((candidate) => pattern.test(candidate));
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`not logged: ${pattern}`);
  };
  const url = /(http:\/\/localhost:\d+) \(API/.exec(await logged(/Дневник достижений работает/))?.[1];
  if (!url) throw new Error('no address logged');
  return {
    http: supertest(url),
    logged,
    get lineCount() {
      return lines.length;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another process hears a commit when PostgreSQL hands its LISTEN connection the notification: on a
 * loaded machine that can come after a client has had the writer's answer and asked the other
 * process (the writer's own process has it before it answers). So another process is asked again,
 * every 20 ms, until it answers as expected; it must within 2 s.
 */
async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<void> {
  const until = Date.now() + 2_000;
  let answer = await ask();
  while (JSON.stringify(answer) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  expect(answer).toEqual(expected);
}

const statusOf = async (request: supertest.Test) => (await request).status;

(driver === 'postgres' ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof startServer>> | undefined;
  const b = () => {
    if (!other) throw new Error('the other process is not running');
    return other.http;
  };

  beforeAll(async () => {
    other = await startServer(t.database.url ?? '');
  }, 90_000);

  afterAll(async () => {
    await other?.stop();
  }, 30_000);

  it('when a session ends, a user is banned, their password or roles change on A, then B sees it as soon as it hears the commit', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const users = [
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
      await t.createUser({ roles: ['ADMIN'] }),
    ];
    const [a, b1, c, d, e] = users as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const s = {
      a: await signedIn(t.http(), a),
      b: await signedIn(t.http(), b1),
      c: await signedIn(t.http(), c),
      d: await signedIn(t.http(), d),
    };
    const eSession = await signedIn(t.http(), e);
    // B keeps each caller from here on.
    for (const session of [s.a, s.b, s.c, s.d, eSession]) {
      await b().get(whoAmI).set(bearer(session.token)).expect(200);
      await b().get(whoAmI).set(bearer(session.token)).expect(200);
    }
    await b().get('/api/users').set(bearer(eSession.token)).expect(200);

    await t.http().post('/api/auth/logout-all').set(bearer(s.a.token)).expect(200);
    await eventually(() => statusOf(b().get(whoAmI).set(bearer(s.a.token))), 401);
    await t.http().post('/api/auth/logout').set('Cookie', s.b.cookie).expect(200);
    await eventually(() => statusOf(b().get(whoAmI).set(bearer(s.b.token))), 401);
    await t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: c.id }).expect(200);
    await eventually(() => statusOf(b().get(whoAmI).set(bearer(s.c.token))), 401);
    await t.http().put(`/api/users/${d.id}`).set(bearer(admin.token)).send({ password: 'a-new-secret' }).expect(200);
    await eventually(() => statusOf(b().get(whoAmI).set(bearer(s.d.token))), 401);
    await t
      .http()
      .post('/api/users/role')
      .set(bearer(admin.token))
      .send({ userId: e.id, roles: ['TEACHER'] })
      .expect(200);
    await eventually(() => statusOf(b().get('/api/users').set(bearer(eSession.token))), 403);
  }, 30_000);

  it('when a change is committed on A, then B’s cached list shows it as soon as B hears the commit', async () => {
    const p = await people(t);
    const id = await insertAchievement(t, p.teacher, p.student, { lessonTheme: 'Оптика' });
    await t.kept.settled();
    const list = async () =>
      (await b().get('/api/achivements?page=1&limit=10').set(bearer(p.admin.token)).expect(200)).body.achives.map(
        (row: { lessonTheme: string }) => row.lessonTheme,
      );
    expect(await list()).toEqual(['Оптика']);
    expect(await list()).toEqual(['Оптика']);
    await t.http().delete(`/api/achivements/${id}`).set(bearer(p.admin.token)).expect(200);
    await eventually(list, []);
  }, 30_000);

  it('when B’s LISTEN connection is cut, then B reads the database until it listens again, and then keeps and hears again', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const [x, y] = [await t.createUser(), await t.createUser()];
    const sx = await signedIn(t.http(), x);
    const sy = await signedIn(t.http(), y);
    for (const session of [sx, sy]) await b().get(whoAmI).set(bearer(session.token)).expect(200);

    const from = other?.lineCount ?? 0;
    // Every listener of this database: B's, and this process's own (it reads the database meanwhile too).
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    await other?.logged(/LISTEN: соединение потеряно/, from);
    // Banned while B hears nothing: B must not answer from what it kept.
    await t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: x.id }).expect(200);
    await b().get(whoAmI).set(bearer(sx.token)).expect(401);

    await other?.logged(/LISTEN: изменения снова слушаются/, from);
    await b().get(whoAmI).set(bearer(sy.token)).expect(200);
    await t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: y.id }).expect(200);
    await eventually(() => statusOf(b().get(whoAmI).set(bearer(sy.token))), 401);
  }, 60_000);
});
