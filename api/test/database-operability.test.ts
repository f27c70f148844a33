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
import { StartupError } from '../src/startup-error';
import { bearer, createTestDatabase, driver, silentLogger, useTestApp } from './harness';

describe('a cancelled statement (57014)', () => {
  it('is answered 503 with a Russian message, not 500', () => {
    const error = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const appError = toAppError(error);
    expect(appError?.status).toBe(503);
    expect(appError?.toBody()).toEqual({ code: 'UNAVAILABLE', message: 'Сервер не успел выполнить запрос, попробуйте ещё раз позже' });
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
