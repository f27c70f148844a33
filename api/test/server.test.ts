import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start } from '../src/server';
import { createTestDatabase, driver, type TestDatabase } from './harness';

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
  it(
    'when started twice on the same data, then the first admin from the env is created once, data survives and stop() releases it',
    async () => {
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
    },
    60_000,
  );
});
