/**
 * npm run backup / npm run restore (scripts/backup.mjs): the database, the attachments and the
 * generated secrets, for the embedded database (server stopped) and for a PostgreSQL server.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { createTestDatabase, driver, type TestDatabase } from './harness';

const ROOT = path.resolve(__dirname, '../..');
const ATTACHMENT = '0f8fad5b-d9cb-469f-a165-70867728950e';

function runScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function subjectNames(handle: DatabaseHandle): Promise<string[]> {
  // Both drivers answer execute() with { rows }; the shared Database type cannot say so.
  const result = (await handle.db.execute(sql`select name from subjects order by name`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'diary-backup-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** DATA_DIR with uploaded files and generated secrets. */
function seedFiles(dataDir: string): void {
  mkdirSync(path.join(dataDir, 'attachments', '.incoming'), { recursive: true });
  writeFileSync(path.join(dataDir, 'attachments', ATTACHMENT), 'an attached file');
  writeFileSync(path.join(dataDir, 'attachments', '.incoming', 'half-uploaded.part'), 'x');
  writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"a","jwtRefreshSecret":"b"}\n');
}

function onlyBackup(outRoot: string): string {
  const folders = readdirSync(outRoot).filter((name) => name.startsWith('diary-'));
  expect(folders).toHaveLength(1);
  return path.join(outRoot, folders[0]!);
}

function expectFilesRestored(dataDir: string): void {
  expect(readFileSync(path.join(dataDir, 'attachments', ATTACHMENT), 'utf8')).toBe('an attached file');
  expect(existsSync(path.join(dataDir, 'attachments', '.incoming'))).toBe(false);
  expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe('{"jwtSecret":"a","jwtRefreshSecret":"b"}\n');
}

(driver === 'pglite' ? describe : describe.skip)('the embedded database', () => {
  it('backs up while the server is stopped (refuses while it runs), and restores into another DATA_DIR, moving what was there aside', async () => {
    const dataDir = path.join(work, 'data');
    const outRoot = path.join(work, 'backups');
    mkdirSync(dataDir);
    const template = await createTestDatabase();
    if (template.handle.driver !== 'pglite') throw new Error('expected PGlite');
    const dump = await template.handle.client.dumpDataDir('none');
    await template.drop();
    const original = await createDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: dump });
    await original.db.execute(sql`insert into subjects (name) values ('Астрономия')`);
    seedFiles(dataDir);

    // The server (here: this process) has the database open.
    const refused = await runScript(['--out', outRoot], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/уже открыта другим процессом \(pid \d+\)/);
    expect(refused.stderr).toMatch(/при остановленном сервере/);
    expect(existsSync(outRoot)).toBe(false);
    await original.close();

    const backedUp = await runScript(['--out', outRoot], { DATA_DIR: dataDir });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    const backup = onlyBackup(outRoot);
    expect(readdirSync(backup).sort()).toEqual(['attachments.tar.gz', 'database.pglite.tar.gz', 'secrets.json']);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // Restore into another DATA_DIR that already has a database: it is moved aside, not lost.
    const otherDir = path.join(work, 'other');
    mkdirSync(otherDir);
    const previous = await createDatabase({ dataDir: path.join(otherDir, 'pglite'), loadDataDir: dump });
    await previous.close();
    const restored = await runScript(['restore', backup], { DATA_DIR: otherDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(readdirSync(otherDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    const reopened = await createDatabase({ dataDir: path.join(otherDir, 'pglite') });
    try {
      expect(await subjectNames(reopened)).toContain('Астрономия');
    } finally {
      await reopened.close();
    }
    expectFilesRestored(otherDir);
  }, 120_000);

  it('when the backup is of PostgreSQL and no DATABASE_URL is set, then restore refuses', async () => {
    const backup = path.join(work, 'diary-x');
    mkdirSync(backup);
    writeFileSync(path.join(backup, 'database.dump'), '');
    const result = await runScript(['restore', backup], { DATA_DIR: path.join(work, 'data') });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/копия базы PostgreSQL: задайте DATABASE_URL/);
  }, 30_000);
});

(driver === 'postgres' ? describe : describe.skip)('a PostgreSQL server', () => {
  let source: TestDatabase | undefined;
  let targetName: string | undefined;

  afterEach(async () => {
    await source?.drop();
    source = undefined;
    if (targetName) {
      const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`);
      await client.end();
      targetName = undefined;
    }
  });

  it('backs up with pg_dump while it runs, and restores into a database that does not exist yet', async () => {
    source = await createTestDatabase();
    await source.handle.db.execute(sql`insert into subjects (name) values ('Астрономия')`);
    const dataDir = path.join(work, 'data');
    seedFiles(dataDir);
    const outRoot = path.join(work, 'backups');

    const backedUp = await runScript(['--out', outRoot], { DATA_DIR: dataDir, DATABASE_URL: source.url! });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    const backup = onlyBackup(outRoot);
    expect(readdirSync(backup).sort()).toEqual(['attachments.tar.gz', 'database.dump', 'secrets.json']);

    targetName = `diary_restore_${randomBytes(4).toString('hex')}`;
    const targetUrl = new URL(process.env.TEST_DATABASE_URL!);
    targetUrl.pathname = `/${targetName}`;
    const otherDir = path.join(work, 'other');
    const restored = await runScript(['restore', backup], { DATA_DIR: otherDir, DATABASE_URL: targetUrl.toString() });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const target = await createDatabase({ url: targetUrl.toString() });
    try {
      expect(await subjectNames(target)).toContain('Астрономия');
    } finally {
      await target.close();
    }
    expectFilesRestored(otherDir);
  }, 120_000);
});
