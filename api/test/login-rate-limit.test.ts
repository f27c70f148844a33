import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { addressGroup, DEFAULT_LOGIN_RATE_LIMIT, LoginRateLimiter, pairKey, userKey } from '../src/auth/login-rate-limit';
import { createDatabase } from '../src/db/client';
import { loginAttempts } from '../src/db/schema';
import { DEFAULT_PASSWORD, driver, silentLogger, useTestApp } from './harness';

/** The limiter's clock in this file: moved by hand. */
let now = Date.UTC(2026, 8, 1, 8, 0, 0);
const t = useTestApp({ config: { trustProxy: true }, loginRateLimit: { now: () => now } });

const FREE = DEFAULT_LOGIN_RATE_LIMIT.pairFreeAttempts;
const BURST = DEFAULT_LOGIN_RATE_LIMIT.addressBurst;
const REFILL = DEFAULT_LOGIN_RATE_LIMIT.addressRefillMs;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const login = (username: string, password: string, ip = '10.0.0.1', app = t.app) =>
  supertest(app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password });

const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: expect.stringMatching(/^Слишком много неудачных попыток входа\. Попробуйте снова через \d+ (сек|мин)\.$/),
};

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

async function rowCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(loginAttempts);
  return row?.n ?? 0;
}

beforeEach(() => {
  now = Date.UTC(2026, 8, 1, 8, 0, 0);
});

describe('login throttling: parallel attempts', () => {
  it(`when 20 wrong passwords for one user arrive at once, then at most ${FREE} are answered 401 and the rest 429`, async () => {
    const user = await t.createUser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => login(user.username, 'wrong-password')));

    const counts = statusCounts(responses.map((r) => r.status));
    expect(counts).toEqual({ 401: FREE, 429: 20 - FREE });
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(response.body).toEqual(RATE_LIMITED);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  (driver === 'postgres' ? it : it.skip)(
    'when two API processes on one database take 20 parallel wrong passwords between them, then they share the count',
    async () => {
      const url = t.database.url;
      if (!url) throw new Error('expected a PostgreSQL database');
      // A second app with its own connection pool and its own limiter: another process, as far as the count can tell.
      const other = await createDatabase({ url });
      try {
        const secondApp = createApp({
          db: other.db,
          config: t.config,
          logger: silentLogger,
          loginLimiter: new LoginRateLimiter({ now: () => now }),
        });
        const user = await t.createUser();
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, i) => login(user.username, 'wrong-password', '10.0.0.1', i % 2 ? secondApp : t.app)),
        );
        expect(statusCounts(responses.map((r) => r.status))).toEqual({ 401: FREE, 429: 20 - FREE });
      } finally {
        await other.close();
      }
    },
  );
});

describe('login throttling: one login from one address', () => {
  it('when the pair keeps failing, then it waits 30 s, 1 min, 2 min… and a correct password starts it again', async () => {
    const user = await t.createUser();
    for (let i = 0; i < FREE; i += 1) expect((await login(user.username, 'wrong')).status).toBe(401);

    // Blocked: even the right password waits, and Retry-After says how long.
    let response = await login(user.username, DEFAULT_PASSWORD);
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Слишком много неудачных попыток входа. Попробуйте снова через 30 сек.',
    });

    now += 30 * SECOND - 1;
    expect((await login(user.username, 'wrong')).status).toBe(429);
    now += 1;
    expect((await login(user.username, 'wrong')).status).toBe(401);
    response = await login(user.username, 'wrong');
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.body.message).toBe('Слишком много неудачных попыток входа. Попробуйте снова через 1 мин.');

    now += MINUTE;
    expect((await login(user.username, 'wrong')).status).toBe(401);
    response = await login(user.username, 'wrong');
    expect(response.headers['retry-after']).toBe('120');
    expect(response.body.message).toBe('Слишком много неудачных попыток входа. Попробуйте снова через 2 мин.');

    now += 2 * MINUTE;
    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(200);
    // The correct password gave the pair its free attempts back.
    for (let i = 0; i < FREE; i += 1) expect((await login(user.username, 'wrong')).status).toBe(401);
    expect((await login(user.username, 'wrong')).status).toBe(429);
  });

  it('when the delay has doubled many times, then it stays at 15 minutes', async () => {
    const user = await t.createUser();
    let retryAfter = '';
    for (let i = 0; i < 40; i += 1) {
      const response = await login(user.username, 'wrong');
      if (response.status === 429) {
        retryAfter = String(response.headers['retry-after']);
        now += Number(retryAfter) * SECOND;
      }
    }
    expect(retryAfter).toBe(String(15 * 60));
  });

  it('when one address is blocked for a login, then the same login from another address and other logins from it still work', async () => {
    const user = await t.createUser();
    const neighbour = await t.createUser();
    for (let i = 0; i < FREE; i += 1) await login(user.username, 'wrong', '10.0.0.1');
    expect((await login(user.username, DEFAULT_PASSWORD, '10.0.0.1')).status).toBe(429);

    expect((await login(user.username, DEFAULT_PASSWORD, '10.0.0.2')).status).toBe(200);
    expect((await login(neighbour.username, DEFAULT_PASSWORD, '10.0.0.1')).status).toBe(200);
  });

  it('when the login differs only in case or spaces, then it is the same login for the count', async () => {
    const user = await t.createUser({ username: 'ivanov' });
    for (const name of ['ivanov', 'IVANOV', ' Ivanov ', 'iVaNoV', 'ivanoV']) await login(name, 'wrong');
    expect((await login('ivanov', DEFAULT_PASSWORD)).status).toBe(429);
    expect(user.username).toBe('ivanov');
  });

  it('when a school full of pupils behind one address fails, then that address is slowed, never locked: a teacher there waits a refill at most', async () => {
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await login(`pupil${i}`, 'wrong', '10.9.9.9')).status);
    expect(statuses.slice(0, BURST)).toEqual(Array<number>(BURST).fill(401));
    const held = await login(teacher.username, DEFAULT_PASSWORD, '10.9.9.9');
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(REFILL / SECOND);
    now += REFILL;
    expect((await login(teacher.username, DEFAULT_PASSWORD, '10.9.9.9')).status).toBe(200);
  });
});

describe('login throttling: every login from one address (password spraying)', () => {
  it(`when 30 different logins fail from one address, then ${BURST} are answered 401 and the rest 429 with Retry-After, as the other throttles`, async () => {
    const responses = [];
    for (let i = 0; i < 30; i += 1) responses.push(await login(`sprayed${i}`, 'Summer2026!', '10.7.7.7'));
    expect(responses.map((r) => r.status)).toEqual([...Array<number>(BURST).fill(401), ...Array<number>(30 - BURST).fill(429)]);
    for (const response of responses.slice(BURST)) {
      expect(response.body).toEqual(RATE_LIMITED);
      expect(response.headers['retry-after']).toBe(String(REFILL / SECOND));
    }
    // Another address is not held back.
    expect((await login('sprayed0', 'Summer2026!', '10.7.7.8')).status).toBe(401);
  });

  it('when the bucket is empty, then one attempt comes back each refill: it slows the spray to a trickle', async () => {
    for (let i = 0; i < BURST; i += 1) await login(`sprayed${i}`, 'wrong', '10.7.7.7');
    const trickle: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      now += REFILL;
      trickle.push((await login(`late${round}a`, 'wrong', '10.7.7.7')).status, (await login(`late${round}b`, 'wrong', '10.7.7.7')).status);
    }
    expect(trickle).toEqual([401, 429, 401, 429, 401, 429]);
    now += BURST * REFILL;
    for (let i = 0; i < BURST; i += 1) expect((await login(`rested${i}`, 'wrong', '10.7.7.7')).status).toBe(401);
  });

  it(`when 40 different logins from one address arrive at once, then exactly ${BURST} reach the password check`, async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`parallel${i}`, 'wrong', '10.7.7.7')));
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 401: BURST, 429: 40 - BURST });
  });

  it("when one login is hammered from an address and refused, then the refused attempts use none of the address's tries", async () => {
    const neighbour = await t.createUser();
    for (let i = 0; i < 30; i += 1) await login('hammered', 'wrong', '10.7.7.7');
    // FREE failures of the hammered login are in the bucket; the rest was refused by its pair.
    for (let i = 0; i < BURST - FREE; i += 1) expect((await login(`other${i}`, 'wrong', '10.7.7.7')).status).toBe(401);
    expect((await login(neighbour.username, DEFAULT_PASSWORD, '10.7.7.7')).status).toBe(429);
  });

  (driver === 'postgres' ? it : it.skip)(
    'when two API processes on one database take 40 parallel logins from one address between them, then they share its bucket',
    async () => {
      const other = await createDatabase({ url: t.database.url! });
      try {
        const secondApp = createApp({
          db: other.db,
          config: t.config,
          logger: silentLogger,
          loginLimiter: new LoginRateLimiter({ now: () => now }),
        });
        const responses = await Promise.all(
          Array.from({ length: 40 }, (_, i) => login(`shared${i}`, 'wrong', '10.7.7.7', i % 2 ? secondApp : t.app)),
        );
        expect(statusCounts(responses.map((r) => r.status))).toEqual({ 401: BURST, 429: 40 - BURST });
      } finally {
        await other.close();
      }
    },
  );

  it("when a school's pupils sign in correctly, then they give their attempts back: 50 logins, and the address still has all its tries", async () => {
    const pupils = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
    for (const pupil of pupils) expect((await login(pupil.username, DEFAULT_PASSWORD, '10.8.8.8')).status).toBe(200);
    for (let i = 0; i < BURST; i += 1) expect((await login(`typo${i}`, 'wrong', '10.8.8.8')).status).toBe(401);
    expect((await login('typo-last', 'wrong', '10.8.8.8')).status).toBe(429);
  });

  it('when the attempts come from one IPv6 /64, then they share a bucket; another /64 has its own', async () => {
    for (let i = 0; i < BURST; i += 1)
      expect((await login(`v6user${i}`, 'wrong', `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(401);
    expect((await login('v6next', 'wrong', '2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await login('v6next', 'wrong', '2001:db8:1:3::1')).status).toBe(401);
  });

  it('groups addresses: IPv4 as it is (mapped into IPv6 too), IPv6 by its /64', () => {
    expect(addressGroup('10.1.2.3')).toBe('10.1.2.3');
    expect(addressGroup('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressGroup('::FFFF:a01:203')).toBe('10.1.2.3');
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('login throttling: one login from every address (soft limit)', () => {
  const USER_MAX = DEFAULT_LOGIN_RATE_LIMIT.userMaxAttempts;

  it('when a login fails from many addresses, then it waits a minute everywhere, and then a correct login from a new address works', async () => {
    const user = await t.createUser();
    for (let i = 0; i < USER_MAX; i += 1) {
      expect((await login(user.username, 'wrong', `10.1.${Math.floor(i / FREE)}.${i % FREE}`)).status).toBe(401);
    }

    const blocked = await login(user.username, DEFAULT_PASSWORD, '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'RATE_LIMITED', message: 'Слишком много неудачных попыток входа. Попробуйте снова через 1 мин.' });
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    now += DEFAULT_LOGIN_RATE_LIMIT.userBlockMs;
    expect((await login(user.username, DEFAULT_PASSWORD, '10.2.0.1')).status).toBe(200);
  });

  it('when the login is blocked everywhere, then the owner trying meanwhile earns no delay of their own', async () => {
    const user = await t.createUser();
    for (let i = 0; i < USER_MAX; i += 1) await login(user.username, 'wrong', `10.1.${Math.floor(i / FREE)}.${i % FREE}`);
    for (let i = 0; i < 2 * FREE; i += 1) expect((await login(user.username, DEFAULT_PASSWORD, '10.2.0.1')).status).toBe(429);

    now += DEFAULT_LOGIN_RATE_LIMIT.userBlockMs;
    // A typo after the wait is just a typo: the refused attempts did not use up the pair's free ones.
    expect((await login(user.username, 'typo', '10.2.0.1')).status).toBe(401);
    expect((await login(user.username, DEFAULT_PASSWORD, '10.2.0.1')).status).toBe(200);
  });

  it('when one address hammers a login and is refused, then its refused attempts do not lock the owner out elsewhere', async () => {
    const user = await t.createUser();
    const responses: number[] = [];
    for (let i = 0; i < 100; i += 1) responses.push((await login(user.username, 'wrong', '10.6.6.6')).status);
    expect(statusCounts(responses)).toEqual({ 401: FREE, 429: 100 - FREE });

    expect((await login(user.username, DEFAULT_PASSWORD, '10.2.0.1')).status).toBe(200);
  });
});

describe('login throttling: the table', () => {
  it('when attempts are long past, then their rows are deleted, in batches', async () => {
    const limiter = new LoginRateLimiter({ now: () => now, purgeBatchSize: 25 });
    for (let i = 0; i < 30; i += 1) await limiter.admit(t.db, `10.1.${i}.1`, `guess${i}`);
    expect(await rowCount()).toBe(90); // an address, a pair and a login each

    now += DEFAULT_LOGIN_RATE_LIMIT.pairWindowMs + 1;
    await limiter.admit(t.db, '10.0.0.1', 'fresh');
    expect(await rowCount()).toBe(90 - 25 + 3);
    // A full batch: the next attempts delete more, without waiting for purgeEveryMs.
    await limiter.admit(t.db, '10.0.0.1', 'fresh');
    expect(await rowCount()).toBe(90 - 50 + 3);
    await limiter.admit(t.db, '10.0.0.1', 'fresh');
    expect(await rowCount()).toBe(90 - 75 + 3);
    await limiter.admit(t.db, '10.0.0.1', 'fresh');
    expect(await rowCount()).toBe(3);
  });

  it('when an address refuses an attempt, then the attempt writes no row of its own (a spray does not grow the table)', async () => {
    const limiter = new LoginRateLimiter({ now: () => now });
    for (let i = 0; i < BURST + 30; i += 1) await limiter.admit(t.db, '10.0.0.1', `guess${i}`);
    expect(await rowCount()).toBe(1 + 2 * BURST);
  });

  it('when a pair is still blocked, then its row is kept however old its window', async () => {
    const limiter = new LoginRateLimiter({ now: () => now, pairBaseDelayMs: 2 * 60 * MINUTE, pairMaxDelayMs: 3 * 60 * MINUTE });
    for (let i = 0; i < FREE; i += 1) expect(await limiter.admit(t.db, '10.0.0.1', 'ivan')).toEqual({ allowed: true });
    const [blocked] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, pairKey('10.0.0.1', 'ivan')));
    expect(blocked?.blockedUntil?.getTime()).toBeGreaterThan(now + DEFAULT_LOGIN_RATE_LIMIT.pairWindowMs);

    now += DEFAULT_LOGIN_RATE_LIMIT.pairWindowMs + 1;
    await limiter.purgeNowAndThen(t.db, now);
    const keys = (await t.db.select({ key: loginAttempts.key }).from(loginAttempts)).map((row) => row.key);
    expect(keys).toEqual([pairKey('10.0.0.1', 'ivan')]);
    expect(keys).not.toContain(userKey('ivan'));
  });

  it('when a login longer than 100 characters is sent, then 400 before any row is written', async () => {
    const response = await login('x'.repeat(800_000), 'wrong');
    expect(response.status).toBe(400);
    expect(await rowCount()).toBe(0);
  });
});

describe('login throttling: the security log', () => {
  function capturingApp() {
    const events: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = JSON.parse(String(chunk)) as Record<string, unknown>;
        if (line.security) events.push(line);
        done();
      },
    });
    const app = createApp({
      db: t.db,
      config: t.config,
      logger: pino({ level: 'info' }, stream),
      loginLimiter: new LoginRateLimiter({ now: () => now }),
    });
    return { app, events };
  }

  it('when a login fails, is refused and then succeeds, then login.failed, login.locked and login.succeeded are logged', async () => {
    const { app, events } = capturingApp();
    const user = await t.createUser();
    for (let i = 0; i < FREE; i += 1) await login(user.username, 'wrong', '10.0.0.7', app);
    await login(user.username, DEFAULT_PASSWORD, '10.0.0.7', app);
    now += 30 * SECOND;
    await login(user.username, DEFAULT_PASSWORD, '10.0.0.7', app);

    expect(events.map((e) => e.event)).toEqual([...Array<string>(FREE).fill('login.failed'), 'login.locked', 'login.succeeded']);
    expect(events[0]).toMatchObject({ username: user.username, targetUserId: user.id, ip: '10.0.0.7' });
    expect(events[FREE]).toMatchObject({ username: user.username, ip: '10.0.0.7', detail: 'pair, retry after 30 s' });
    expect(events[FREE + 1]).toMatchObject({ username: user.username, targetUserId: user.id });
    expect(JSON.stringify(events)).not.toContain(DEFAULT_PASSWORD);
  });
});
