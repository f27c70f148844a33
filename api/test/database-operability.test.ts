/**
 * The database in operation: a lost connection does not take the process down, a statement that
 * runs too long is cancelled and answered 503, and one embedded database folder is one process's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { lockDataDir } from '../src/db/pglite-lock';
import { toAppError } from '../src/http/error-handler';
import { StartupError } from '../src/errors/startup-error';
import { signAccessToken } from '../src/auth/tokens';
import { bearer, createTestDatabase, driver, silentLogger, testConfig, useTestApp } from './harness';

describe('a cancelled statement (57014)', () => {
  it('is answered 503 with a Russian message, not 500', () => {
    const error = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const appError = toAppError(error);
    expect(appError?.status).toBe(503);
    expect(appError?.toBody()).toEqual({ code: 'UNAVAILABLE', message: 'Сервер не успел выполнить запрос, попробуйте ещё раз позже' });
  });
});

describe('a database that cannot be reached (503, never 500)', () => {
  const UNAVAILABLE = { code: 'UNAVAILABLE', message: 'База данных недоступна. Повторите попытку позже' };
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  /** As drizzle wraps a failed query's error. */
  const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection refused on every address tried', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['connection refused, inside drizzle’s error', wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['host unreachable', withCode('connect EHOSTUNREACH 10.0.0.9:5432', 'EHOSTUNREACH')],
    ['connect timed out', withCode('connect ETIMEDOUT 10.0.0.9:5432', 'ETIMEDOUT')],
    ['host not found', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['terminated mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['the pool’s connection timeout', new Error('Connection terminated due to connection timeout')],
    ['the server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['the server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['a broken connection (08006)', withCode('connection failure', '08006')],
    ['PGlite closed', wrapped(new Error('PGlite is closed'))],
  ])('%s → 503 UNAVAILABLE', (_name, error) => {
    const appError = toAppError(error);
    expect(appError?.status).toBe(503);
    expect(appError?.toBody()).toEqual(UNAVAILABLE);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a client gone mid-download', withCode('write EPIPE', 'EPIPE')],
    ['a syntax error of ours', withCode('syntax error at or near "selec"', '42601')],
  ])('%s is not: still a 500', (_name, error) => {
    expect(toAppError(error)).toBeNull();
  });

  const signedIn = () =>
    bearer(
      signAccessToken(
        {
          id: 1,
          username: 'admin',
          first_name: 'Иван',
          second_name: 'Иванов',
          last_name: null,
          roles: [{ value: 'ADMIN', description: 'Суперадмин' }],
          male: 'M',
          subject: null,
        },
        testConfig().jwtSecret,
        { tokenVersion: 0, familyId: null },
      ),
    );

  it('when PostgreSQL does not listen where DATABASE_URL says, then signed-in calls, logins and feeds answer 503 in Russian, health 503, none 500', async () => {
    const unreachable = await createDatabase({ url: 'postgres://diary:secret@127.0.0.1:1/diary', onPoolError: () => undefined });
    try {
      const http = () => supertest(createApp({ db: unreachable.db, config: testConfig(), logger: silentLogger }));
      const calls = {
        'GET /api/subjects': () => http().get('/api/subjects').set(signedIn()),
        'GET /api/achivements (cached answers)': () => http().get('/api/achivements?page=1&limit=10').set(signedIn()),
        'POST /api/subjects': () => http().post('/api/subjects').set(signedIn()).send({ name: 'Астрономия' }),
        'POST /api/auth/login': () => http().post('/api/auth/login').send({ username: 'admin', password: 'whatever-password' }),
        'GET a calendar feed': () => http().get('/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'),
      };
      for (const [name, call] of Object.entries(calls)) {
        const response = await call();
        expect([name, response.status, response.body]).toEqual([name, 503, UNAVAILABLE]);
      }
      expect((await http().get('/api/health')).status).toBe(503);
    } finally {
      await unreachable.close();
    }
  });

  (driver === 'pglite' ? it : it.skip)('when the embedded database has been closed, then calls answer 503, not 500', async () => {
    const database = await createTestDatabase();
    await database.drop();
    const app = createApp({ db: database.handle.db, config: testConfig(), logger: silentLogger });
    const response = await supertest(app).get('/api/subjects').set(signedIn());
    expect(response.status).toBe(503);
    expect(response.body).toEqual(UNAVAILABLE);
  });
});

(driver === 'postgres' ? describe : describe.skip)('a PostgreSQL server', () => {
  const t = useTestApp();
  let extra: DatabaseHandle | undefined;
  let locker: Client | undefined;

  afterEach(async () => {
    await locker?.query('rollback').catch(() => undefined);
    await locker?.end();
    locker = undefined;
    await extra?.close();
    extra = undefined;
  });

  it('when the server ends an idle connection of the pool, then the error is reported, the process lives on and the next query works', async () => {
    const errors: Error[] = [];
    extra = await createDatabase({ url: t.database.url!, onPoolError: (error) => errors.push(error) });
    if (extra.driver !== 'pg') throw new Error('expected pg');
    const { rows } = await extra.client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // The connection is idle in the pool now; the server ends it (as a restart or a network cut would).
    locker = new Client({ connectionString: t.database.url! });
    await locker.connect();
    await locker.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    for (let waited = 0; errors.length === 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error & { code?: string }).code).toBe('57P01');
    const after = await extra.db.execute(sql`select 1 as one`);
    expect((after as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
  });

  it('when a statement outlasts DB_STATEMENT_TIMEOUT_MS, then PostgreSQL cancels it and the request is answered 503', async () => {
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    extra = await createDatabase({ url: t.database.url!, statementTimeoutMs: 300 });
    const app = createApp({ db: extra.db, config: t.config, logger: silentLogger });
    // Another session holds the subjects table: the list's query waits for it until cancelled.
    locker = new Client({ connectionString: t.database.url! });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table subjects in access exclusive mode');
    const started = Date.now();
    const response = await supertest(app).get('/api/subjects').set(bearer(teacher.token));
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ code: 'UNAVAILABLE', message: 'Сервер не успел выполнить запрос, попробуйте ещё раз позже' });
    expect(Date.now() - started).toBeLessThan(5000);
    await locker.query('rollback');
    // With the lock gone the same app answers.
    expect((await supertest(app).get('/api/subjects').set(bearer(teacher.token))).status).toBe(200);
  });

  it('when no timeout is configured (0), then connections have none', async () => {
    extra = await createDatabase({ url: t.database.url!, statementTimeoutMs: 0 });
    const result = (await extra.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    expect(result.rows[0]!.statement_timeout).toBe('0');
  });
});

(driver === 'pglite' ? describe : describe.skip)('the embedded database folder (DATA_DIR/pglite.lock)', () => {
  let dir: string;
  let pgliteDir: string;
  let lockFile: string;
  let child: ChildProcess | undefined;
  /** A migrated database to start the folder from: a fresh PGlite (initdb) takes many seconds. */
  let template: Blob;

  beforeAll(async () => {
    const source = await createTestDatabase();
    if (source.handle.driver !== 'pglite') throw new Error('expected PGlite');
    template = await source.handle.client.dumpDataDir('none');
    await source.drop();
  }, 30_000);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'diary-lock-'));
    pgliteDir = path.join(dir, 'pglite');
    lockFile = path.join(dir, 'pglite.lock');
  });

  afterEach(() => {
    child?.kill();
    child = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const refusal = (work: () => unknown): StartupError => {
    try {
      work();
    } catch (error) {
      if (error instanceof StartupError) return error;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('when the folder is opened, then pglite.lock holds our pid; when closed, it is gone', async () => {
    const handle = await createDatabase({ dataDir: pgliteDir, loadDataDir: template });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('when the folder is opened, then a new WAL segment is not written full of zeros first (a quarter of a second in some commit)', async () => {
    const handle = await createDatabase({ dataDir: pgliteDir, loadDataDir: template });
    try {
      expect(await handle.db.execute(sql`show wal_init_zero`)).toMatchObject({ rows: [{ wal_init_zero: 'off' }] });
    } finally {
      await handle.close();
    }
  });

  it('when the folder is already open, then a second open is refused with one line naming the pid', async () => {
    const handle = await createDatabase({ dataDir: pgliteDir, loadDataDir: template });
    try {
      await expect(createDatabase({ dataDir: pgliteDir, loadDataDir: template })).rejects.toThrow(
        new RegExp(`^База данных в DATA_DIR уже открыта другим процессом \\(pid ${process.pid}\\)`),
      );
    } finally {
      await handle.close();
    }
  });

  it('when another living process holds the lock, then it is refused; once that process is gone, the stale lock is taken over', async () => {
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const pid = child.pid!;
    writeFileSync(lockFile, `${pid}\n`);
    const error = refusal(() => lockDataDir(pgliteDir));
    expect(error.message).toContain(`(pid ${pid})`);
    expect(error.message).not.toContain('\n');

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill();
    await exited;
    const release = lockDataDir(pgliteDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('when the lock holds our own pid but we do not hold it (a restarted container is pid 1 again), then it is stale', () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const release = lockDataDir(pgliteDir);
    expect(() => lockDataDir(pgliteDir)).toThrow(StartupError);
    release();
  });

  it('when the lock file is garbage, then it is taken over', () => {
    writeFileSync(lockFile, 'not a pid');
    const release = lockDataDir(pgliteDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
