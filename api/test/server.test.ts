import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDatabase } from '../src/db/client';
import { start } from '../src/server';
import { StartupError } from '../src/errors/startup-error';
import { createTestDatabase, driver, type TestDatabase } from './harness';
import { spawnServer } from './server-process';

let dataDir: string;
let database: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'diary-server-'));
  // On PostgreSQL the server gets a database of its own; on PGlite it makes one in DATA_DIR.
  if (driver === 'postgres') database = await createTestDatabase();
}, 30_000);

afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const env = (extra: Record<string, string>) => ({
  NODE_ENV: 'test',
  PORT: '0',
  DATA_DIR: dataDir,
  STATIC_ROOT: '',
  ...(database?.url ? { DATABASE_URL: database.url } : {}),
  ...extra,
});

async function login(url: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe('server start and stop', () => {
  it('when started twice on the same data, then the first admin from the env is created once, data survives and stop() releases it', async () => {
    const first = await start(env({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-secret' }));
    try {
      expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
      expect(await login(first.url, 'chief', 'chief-secret')).toBe(200);
    } finally {
      await first.stop();
    }
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();

    const second = await start(env({ ADMIN_USERNAME: 'other', ADMIN_PASSWORD: 'other-secret' }));
    try {
      expect(await login(second.url, 'other', 'other-secret')).toBe(401);
      expect(await login(second.url, 'chief', 'chief-secret')).toBe(200);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

/** `tsx api/src/server.ts` as an operator starts it: its exit code and what it printed. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnServer({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 25_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

/** Exit code 1 and exactly one line on stderr (no stack trace). */
function expectOneLine(result: { code: number | null; stderr: string }, text: RegExp): void {
  const lines = result.stderr.split('\n').filter((line) => line.trim());
  expect(lines).toEqual([expect.stringMatching(text)]);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.code).toBe(1);
}

(driver === 'pglite' ? describe : describe.skip)('a start that cannot succeed says why in one line', () => {
  it('when DATABASE_URL names a port where nothing listens, then one line: the server does not accept connections', async () => {
    expectOneLine(
      await runServer({ DATABASE_URL: 'postgres://diary:secret@127.0.0.1:1/diary' }),
      /^PostgreSQL на 127\.0\.0\.1:1 не принимает соединения/,
    );
  }, 30_000);

  it('when DATABASE_URL names a host that does not exist, then one line: the host is not found (and never the password)', async () => {
    const result = await runServer({ DATABASE_URL: 'postgres://diary:secret@no-such-host.invalid:5432/diary' });
    expectOneLine(result, /^Хост "no-such-host\.invalid" из DATABASE_URL не найден/);
    expect(result.stderr).not.toContain('secret');
  }, 30_000);

  it('when a setting is wrong, then one line naming it', async () => {
    expectOneLine(await runServer({ PORT: 'abc' }), /^PORT must be a port number/);
  }, 30_000);

  it('when another process has DATA_DIR open, then a second server refuses with one line naming its pid', async () => {
    // A migrated database in the folder, so the first server opens it without initdb.
    const folder = mkdtempSync(path.join(tmpdir(), 'diary-two-'));
    try {
      const template = await createTestDatabase();
      if (template.handle.driver !== 'pglite') throw new Error('expected PGlite');
      const dump = await template.handle.client.dumpDataDir('none');
      await template.drop();
      const seeded = await createDatabase({ dataDir: path.join(folder, 'pglite'), loadDataDir: dump });
      await seeded.close();

      const first = await start(env({ DATA_DIR: folder }));
      try {
        const second = await runServer({ DATA_DIR: folder });
        expectOneLine(second, new RegExp(`^База данных в DATA_DIR уже открыта другим процессом \\(pid ${process.pid}\\)`));
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      } finally {
        await first.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

(driver === 'postgres' ? describe : describe.skip)('DATABASE_URL naming a database that does not exist', () => {
  const serverUrl = () => new URL(process.env.TEST_DATABASE_URL!);
  const urlOf = (database: string, user?: string) => {
    const url = serverUrl();
    url.pathname = `/${database}`;
    if (user) url.username = user;
    return url.toString();
  };
  async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const exists = (name: string) =>
    admin(async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);

  it('when the user may create databases, then the server creates it, migrates it and runs', async () => {
    const name = `diary_missing_${randomBytes(4).toString('hex')}`;
    expect(await exists(name)).toBe(false);
    const folder = mkdtempSync(path.join(tmpdir(), 'diary-missing-'));
    try {
      const server = await start(env({ DATA_DIR: folder, DATABASE_URL: urlOf(name), ADMIN_PASSWORD: 'created-secret' }));
      try {
        expect(await exists(name)).toBe(true);
        expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', db: 'ok' });
        expect(await login(server.url, 'admin', 'created-secret')).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  }, 60_000);

  it('when the user may not create databases, then the start stops with one line saying what to run', async () => {
    const role = `diary_nocreate_${randomBytes(4).toString('hex')}`;
    const name = `diary_missing_${randomBytes(4).toString('hex')}`;
    await admin((client) => client.query(`CREATE ROLE "${role}" LOGIN NOCREATEDB`));
    const folder = mkdtempSync(path.join(tmpdir(), 'diary-nocreate-'));
    mkdirSync(folder, { recursive: true });
    try {
      const failure = await start(env({ DATA_DIR: folder, DATABASE_URL: urlOf(name, role) })).then(
        async (server) => {
          await server.stop();
          return null;
        },
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      const message = (failure as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain(`База данных "${name}"`);
      expect(message).toContain(`CREATE DATABASE "${name}" OWNER "${role}"`);
      expect(await exists(name)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await admin((client) => client.query(`DROP ROLE IF EXISTS "${role}"`));
    }
  }, 60_000);

  it('when the user does not exist on the server, then one line about the user, not a stack', async () => {
    const result = await runServer({ DATABASE_URL: urlOf('diary', `nosuchuser_${randomBytes(3).toString('hex')}`) });
    expectOneLine(result, /не пускает пользователя "nosuchuser_[0-9a-f]+".*проверьте имя пользователя и пароль в DATABASE_URL/);
  }, 30_000);
});
