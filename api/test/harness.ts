import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import type { Role, User } from '@diary/common';
import { createApp } from '../src/app';
import { LoginRateLimiter, type LoginRateLimitOptions } from '../src/auth/login-rate-limit';
import { hashPassword } from '../src/auth/passwords';
import { signAccessToken } from '../src/auth/tokens';
import type { Config } from '../src/config';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { KeptReads } from '../src/auth/kept-reads';
import type { RouteDefinition } from '../src/http/route';
import { apiRoutes } from '../src/routes';
import { findUserById, toTokenUser } from '../src/auth/token-user';
import { replaceRoles, toUserDto } from '../src/modules/users/users.repository';
import { AnswerRecorder } from './answer-check';

export type TestDriver = 'pglite' | 'postgres';
/** Set by the jest project's setup file (test/setup/use-*.js). */
export const driver: TestDriver = process.env.API_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** Passes the password rule (8+ characters, not among the 10,000 most common), so tests may also send it to registration. */
export const DEFAULT_PASSWORD = 'Tetrad-Lilac-42';
/** Silent; TEST_LOG=1 shows the app's error logs (the 500s) while debugging a test. */
export const silentLogger = pino({ level: process.env.TEST_LOG ? 'error' : 'silent' });

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    databaseUrl: null,
    dataDir: '/nonexistent',
    jwtSecret: 'test-access-secret',
    jwtRefreshSecret: 'test-refresh-secret',
    adminUsername: 'admin',
    adminPassword: null,
    remotesConfig: null,
    staticRoot: null,
    trustProxy: false,
    answerCacheMb: 64,
    nodeEnv: 'test',
    publicUrl: null,
    logLevel: 'silent',
    centreTimeZone: 'Europe/Moscow',
    dbStatementTimeoutMs: 0,
    ...overrides,
  };
}

let definitions: RouteDefinition[] | undefined;
/** The API's route table (paths, guards, schemas), built once with no database: for tests that read it, not call it. */
export function routeDefinitions(): RouteDefinition[] {
  definitions ??= apiRoutes({ db: {} as Database, config: testConfig(), logger: silentLogger, loginLimiter: new LoginRateLimiter() });
  return definitions;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this file's database (postgres driver only). */
  url: string | null;
  drop(): Promise<void>;
}

/** A hash of the migrations (and `extra`, when given): a template made from other migrations is never used. */
function migrationsHash(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite, dumped once and cached in the temp folder under a hash of the migrations:
 * loading the dump takes about half a second, a fresh PGlite (initdb) three or more.
 */
async function pgliteTemplate(): Promise<Blob> {
  // PGlite's own package.json (two levels above its dist/index) keys the cache too: a new PGlite, a new dump.
  const pglite = readFileSync(path.join(require.resolve('@electric-sql/pglite'), '../../package.json'), 'utf8');
  const prefix = 'diary-api-pglite-';
  const cached = path.join(tmpdir(), `${prefix}${migrationsHash(pglite)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);

  const handle = await createDatabase();
  await runMigrations(handle);
  if (handle.driver !== 'pglite') throw new Error('expected PGlite');
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  // Written under a temporary name and renamed, so parallel test files never read half a file.
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  for (const stale of readdirSync(tmpdir()).filter((name) => name.startsWith(prefix) && name.endsWith('.tar'))) {
    if (path.join(tmpdir(), stale) !== cached) rmSync(path.join(tmpdir(), stale), { force: true });
  }
  return dump;
}

/**
 * The name of a migrated database on the PostgreSQL server, made once per set of migrations and
 * copied for each test file: a copy takes a fraction of a second, migrating a new database about two.
 * Made under a temporary name and renamed, under a lock, so parallel workers never copy half of one.
 */
async function postgresTemplate(client: Client, serverUrl: string): Promise<string> {
  const prefix = 'diary_test_template_';
  const template = `${prefix}${migrationsHash()}`;
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [prefix]);
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    if (rows.some((row) => row.datname === template)) return template;
    // an older template; one still being copied (another checkout's run) is left for later
    for (const stale of rows) await client.query(`DROP DATABASE IF EXISTS "${stale.datname}"`).catch(() => undefined);
    const partial = `${template}_${process.pid}`;
    await client.query(`CREATE DATABASE "${partial}"`);
    const handle = await createDatabase({ url: databaseUrl(serverUrl, partial) });
    await runMigrations(handle);
    await handle.close();
    await untilDisconnected(client, partial);
    await client.query(`ALTER DATABASE "${partial}" RENAME TO "${template}"`);
    return template;
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [prefix]);
  }
}

/** `serverUrl` naming the database `name` instead. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database: PGlite in memory, or a uniquely named database on TEST_DATABASE_URL's server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (driver === 'pglite') {
    // the templates are keyed by the migrations: a copy has every one of them already
    const handle = await createDatabase({ loadDataDir: await pgliteTemplate() });
    return { handle, url: null, drop: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `diary_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    const template = await postgresTemplate(client, serverUrl);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  const url = databaseUrl(serverUrl, name);
  const handle = await createDatabase({ url });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await withAdminClient(serverUrl, async (client) => {
        // FORCE would cut a closing connection off mid-goodbye, an unhandled error in whichever test runs then
        await untilDisconnected(client, name);
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

/**
 * Until no session is connected to the database `name` (for up to 2 s): a closed pool lets go of
 * its clients without waiting for their server processes to end, and a database cannot be
 * renamed or copied while one is there.
 */
async function untilDisconnected(client: Client, name: string): Promise<void> {
  for (let waited = 0; waited < 2000; waited += 50) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Empties every data table (identities restart at 1), as TRUNCATE … RESTART IDENTITY would, at a
 * fraction of its cost: TRUNCATE gives each of some forty tables and their indexes new files, which
 * was most of the API suite's time. One statement deletes instead, with the triggers and foreign
 * keys asleep for its transaction (session_replication_role = replica), so the audit's append-only
 * guard lets the deletes through; what the sleeping triggers would have said is said by hand: the
 * answer versions move on and the kept reads drop everything. answer_versions and centre_settings
 * are not data: their one row stays (the answer cache and the journal's "today" count on them).
 */
export async function emptyDatabase(db: Database): Promise<void> {
  await db.execute(sql`DO $$
    DECLARE
      v_table text;
    BEGIN
      SET LOCAL session_replication_role = replica;
      FOR v_table IN
        SELECT tablename FROM pg_tables
        WHERE schemaname = 'public' AND tablename NOT IN ('answer_versions', 'centre_settings')
      LOOP
        EXECUTE format('DELETE FROM public.%I', v_table);
      END LOOP;
      PERFORM setval(format('public.%I', sequencename), start_value, false) FROM pg_sequences WHERE schemaname = 'public';
      UPDATE answer_versions SET achievements = achievements + 1, timetable = timetable + 1;
      PERFORM pg_notify('diary_changes', 'all');
    END $$`);
}

export interface UserOptions {
  roles?: Role[];
  username?: string;
  password?: string;
  first_name?: string;
  second_name?: string;
  last_name?: string | null;
  subject?: string | null;
  male?: 'M' | 'F';
  banned?: boolean;
}

export interface TestUser extends User {
  password: string;
  token: string;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** The login limiter's thresholds or clock (see LoginRateLimitOptions); its state is in the database. */
  loginRateLimit?: Partial<LoginRateLimitOptions>;
}

export interface TestApp {
  readonly db: Database;
  readonly app: Express;
  readonly config: Config;
  readonly database: TestDatabase;
  /** The app's KeptReads: one for the file, as a server process has one. */
  readonly kept: KeptReads;
  /** supertest bound to this file's app. */
  http(): supertest.Agent;
  /** A user straight in the database, with a signed access token. */
  createUser(options?: UserOptions): Promise<TestUser>;
  /** The access token of a new user with this single role. */
  loginAs(role: Role): Promise<string>;
}

let counter = 0;

/**
 * Tests also change the database directly (a ban, a revoked session) and then call the app. On a
 * PostgreSQL server the notification of such a change reaches the app's KeptReads a moment after
 * the commit, so here each request first waits until this process has taken in everything committed
 * before it. The app's own writes need no such wait: they settle before answering (kept-reads.test.ts
 * calls apps without it).
 */
function settledFirst(app: Express, kept: KeptReads): Express {
  const outer = express();
  outer.use(async (_req, _res, next) => {
    await kept.settled();
    next();
  });
  outer.use(app);
  return outer;
}

/**
 * Fails the file when a query was given to a PostgreSQL connection that already had one waiting
 * (within one transaction's connection, or the listener's): pg 8 queues it with a deprecation
 * warning, pg 9 will refuse it. The check is pg's own, on its queue.
 */
function refuseQueuedQueries(): void {
  const queued: string[] = [];
  const query = Client.prototype.query;
  beforeAll(() => {
    Client.prototype.query = function (this: Client & { _queryQueue?: unknown[]; pipeline?: boolean }, ...args: unknown[]) {
      if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) queued.push(new Error('a query queued on a busy connection').stack ?? '');
      return (query as (...given: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(() => {
    Client.prototype.query = query;
    expect(queued).toEqual([]);
  });
}

/**
 * Registers the hooks of one test file: a database for the whole file (beforeAll),
 * emptied before each test, and a fresh app (so a fresh login rate limiter) per test.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const config = testConfig(options.config);
  let database: TestDatabase | undefined;
  let kept: KeptReads | undefined;
  let app: Express | undefined;
  let defaultHash: string | undefined;

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or hook`);
    return value;
  };

  if (driver === 'postgres') refuseQueuedQueries();

  beforeAll(async () => {
    [database, defaultHash] = await Promise.all([createTestDatabase(), hashPassword(DEFAULT_PASSWORD)]);
    kept = await KeptReads.listen(database.handle);
  }, 30_000);

  afterAll(async () => {
    await kept?.close();
    await database?.drop();
  }, 30_000);

  // API_CHECK_ANSWERS=<file>: every answer of this file's agents is checked against its route's declared schema.
  const checkAnswersLog = process.env.API_CHECK_ANSWERS;
  const recorder = checkAnswersLog ? new AnswerRecorder(routeDefinitions(), checkAnswersLog) : undefined;
  if (recorder) {
    afterAll(() => {
      expect(recorder.mismatches).toEqual([]);
    });
  }

  beforeEach(async () => {
    const db = required(database, 'The database').handle.db;
    await emptyDatabase(db);
    const reads = required(kept, 'The kept reads');
    app = settledFirst(
      createApp({ db, config, logger: silentLogger, loginLimiter: new LoginRateLimiter(options.loginRateLimit), kept: reads }),
      reads,
    );
  });

  const testApp: TestApp = {
    get db() {
      return required(database, 'The database').handle.db;
    },
    get app() {
      return required(app, 'The app');
    },
    get database() {
      return required(database, 'The database');
    },
    get kept() {
      return required(kept, 'The kept reads');
    },
    config,
    http: () => {
      const agent = supertest.agent(testApp.app);
      return recorder ? agent.use(recorder.plugin) : agent;
    },

    async createUser(userOptions = {}) {
      counter += 1;
      const password = userOptions.password ?? DEFAULT_PASSWORD;
      const passwordHash = userOptions.password ? await hashPassword(password) : required(defaultHash, 'The hash');
      const [created] = await testApp.db
        .insert(users)
        .values({
          username: userOptions.username ?? `user${counter}`,
          passwordHash,
          firstName: userOptions.first_name ?? 'Иван',
          secondName: userOptions.second_name ?? `Тестов${counter}`,
          lastName: userOptions.last_name === undefined ? 'Иванович' : userOptions.last_name,
          subject: userOptions.subject ?? null,
          male: userOptions.male ?? 'M',
          banned: userOptions.banned ?? false,
          banReason: userOptions.banned ? 'Пользователь заблокирован' : null,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user not created');
      await replaceRoles(testApp.db, created.id, userOptions.roles ?? ['STUDENT']);
      const record = await findUserById(testApp.db, created.id);
      if (!record) throw new Error('user not found after insert');
      return {
        ...toUserDto(record),
        password,
        token: signAccessToken(toTokenUser(record), config.jwtSecret, { tokenVersion: record.tokenVersion, familyId: null }),
      };
    },

    loginAs: async (role) => (await testApp.createUser({ roles: [role] })).token,
  };
  return testApp;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The refresh cookie ("refreshToken=…") from a response's Set-Cookie, or undefined. */
export function refreshCookieOf(response: supertest.Response): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies: string[] = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = cookies.find((c) => c.startsWith('refreshToken=') && !c.startsWith('refreshToken=;'));
  return cookie?.split(';')[0];
}
