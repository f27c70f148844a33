// npm run backup            — a consistent copy of the database and the uploaded files
// npm run restore -- <dir>  — puts such a copy back
//
// The configuration is the server's (DATABASE_URL, DATA_DIR: api/src/config.ts). A backup is a folder
// backups/diary-<UTC time>/ (or under --out <dir>) holding:
//   database.pglite.tar.gz  the embedded database (PGlite's own dump), taken while the server is
//                           stopped: the folder is locked while the server runs (DATA_DIR/pglite.lock),
//                           and the backup refuses then rather than copy files being written;
//   database.dump           a PostgreSQL server's database: pg_dump --format=custom, consistent while
//                           the server runs (one snapshot);
//   attachments.tar.gz      DATA_DIR/attachments, the files attached to feedback;
//   secrets.json            DATA_DIR/secrets.json, the generated token keys (without them every
//                           session ends after a restore on another machine).
// A restore moves what it replaces aside (…before-restore-<time>), never deletes it.
import { Blob } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_PGLITE = 'database.pglite.tar.gz';
const DB_DUMP = 'database.dump';
const ATTACHMENTS = 'attachments.tar.gz';
const SECRETS = 'secrets.json';

/** The API's own code: its sources through tsx when installed (development), else its build. */
async function loadApi() {
  const modules = ['config', 'errors/startup-error', 'db/connect', 'db/pglite-lock'];
  try {
    const { require: tsxRequire } = await import('tsx/cjs/api');
    return Object.fromEntries(modules.map((name) => [name, tsxRequire(path.join(ROOT, 'api/src', `${name}.ts`), import.meta.url)]));
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND' && error.code !== 'MODULE_NOT_FOUND') throw error;
  }
  const require = createRequire(import.meta.url);
  try {
    return Object.fromEntries(modules.map((name) => [name, require(path.join(ROOT, 'api/dist', `${name}.js`))]));
  } catch {
    fail('API не собран: выполните npm run build (или npx tsc -b api). / The API is not built.');
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.error?.code === 'ENOENT') fail(`Нет программы ${command}: установите её (PostgreSQL client tools для pg_dump/pg_restore).`);
  if (result.status !== 0) fail(`${command} завершился с кодом ${result.status}`);
}

/** libpq's variables for a postgres:// URL, so that the password never shows in the process list. */
function pgEnv(url) {
  const parsed = new URL(url);
  const env = { ...process.env };
  const set = (name, value) => {
    if (value) env[name] = decodeURIComponent(value);
  };
  set('PGHOST', parsed.hostname || parsed.searchParams.get('host'));
  set('PGPORT', parsed.port);
  set('PGUSER', parsed.username);
  set('PGPASSWORD', parsed.password);
  set('PGDATABASE', parsed.pathname.replace(/^\//, ''));
  set('PGSSLMODE', parsed.searchParams.get('sslmode'));
  return env;
}

function sizeOf(file) {
  const bytes = statSync(file).size;
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} МБ` : `${Math.ceil(bytes / 1024)} КБ`;
}

/** Moves a file or folder aside (never deletes it); answers where it went. */
function moveAside(target, when) {
  if (!existsSync(target)) return null;
  const aside = `${target}.before-restore-${when}`;
  renameSync(target, aside);
  return aside;
}

function backupFiles(dataDir, out) {
  const attachments = path.join(dataDir, 'attachments');
  if (existsSync(attachments)) {
    run('tar', ['-czf', path.join(out, ATTACHMENTS), '--exclude', 'attachments/.incoming', '-C', dataDir, 'attachments']);
  }
  const secrets = path.join(dataDir, SECRETS);
  if (existsSync(secrets)) {
    copyFileSync(secrets, path.join(out, SECRETS));
  }
}

function restoreFiles(dataDir, from, when) {
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(path.join(from, ATTACHMENTS))) {
    const aside = moveAside(path.join(dataDir, 'attachments'), when);
    if (aside) console.log(`  прежние вложения: ${aside}`);
    run('tar', ['-xzf', path.join(from, ATTACHMENTS), '-C', dataDir]);
  }
  if (existsSync(path.join(from, SECRETS))) {
    const target = path.join(dataDir, SECRETS);
    if (!existsSync(target) || !readFileSync(target).equals(readFileSync(path.join(from, SECRETS)))) {
      moveAside(target, when);
      copyFileSync(path.join(from, SECRETS), target);
    }
  }
}

async function openEmbedded(pgliteDir, loadDataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const client = new PGlite({ dataDir: pgliteDir, loadDataDir, extensions: { btree_gist } });
  await client.waitReady;
  return client;
}

function lockOrExplain(api, pgliteDir) {
  try {
    return api['db/pglite-lock'].lockDataDir(pgliteDir);
  } catch (error) {
    if (error instanceof api['errors/startup-error'].StartupError) {
      fail(`${error.message}\nВстроенную базу копируют и восстанавливают при остановленном сервере: остановите его (Ctrl+C) и повторите.`);
    }
    throw error;
  }
}

async function backup(api, config, outRoot) {
  const out = path.resolve(outRoot, `diary-${stamp()}`);
  if (config.databaseUrl) {
    const { target } = await api['db/connect'].preparePostgres(config.databaseUrl).catch((error) => fail(error.message));
    mkdirSync(out, { recursive: true });
    console.log(`Резервная копия ${target.label} (pg_dump)…`);
    run('pg_dump', ['--format=custom', '--file', path.join(out, DB_DUMP)], { env: pgEnv(config.databaseUrl) });
    backupFiles(config.dataDir, out);
  } else {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) fail(`В ${config.dataDir} нет встроенной базы (${pgliteDir}): нечего копировать.`);
    const release = lockOrExplain(api, pgliteDir);
    try {
      console.log(`Резервная копия встроенной базы ${pgliteDir}…`);
      const client = await openEmbedded(pgliteDir);
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, DB_PGLITE), Buffer.from(await dump.arrayBuffer()));
      backupFiles(config.dataDir, out);
    } finally {
      release();
    }
  }
  const database = path.join(out, config.databaseUrl ? DB_DUMP : DB_PGLITE);
  console.log(`Готово: ${out} (база ${sizeOf(database)})`);
}

async function restore(api, config, from) {
  if (!from || !existsSync(from)) fail('Укажите папку резервной копии: npm run restore -- backups/diary-<время>');
  const dir = path.resolve(from);
  const when = stamp();
  if (existsSync(path.join(dir, DB_DUMP))) {
    if (!config.databaseUrl) fail(`${dir} — копия базы PostgreSQL: задайте DATABASE_URL сервера, в который её восстановить.`);
    const { target } = await api['db/connect'].preparePostgres(config.databaseUrl).catch((error) => fail(error.message));
    const env = pgEnv(config.databaseUrl);
    if (!env.PGDATABASE) fail('Назовите базу в DATABASE_URL (…:5432/diary).');
    console.log(`Восстановление ${target.label} из ${dir} (pg_restore; API должен быть остановлен)…`);
    const options = ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error'];
    run('pg_restore', [...options, '--dbname', env.PGDATABASE, path.join(dir, DB_DUMP)], { env });
    restoreFiles(config.dataDir, dir, when);
  } else if (existsSync(path.join(dir, DB_PGLITE))) {
    if (config.databaseUrl) fail(`${dir} — копия встроенной базы: уберите DATABASE_URL, чтобы восстановить её в DATA_DIR.`);
    const pgliteDir = path.join(config.dataDir, 'pglite');
    const release = lockOrExplain(api, pgliteDir);
    try {
      const aside = moveAside(pgliteDir, when);
      console.log(`Восстановление встроенной базы ${pgliteDir} из ${dir}…`);
      if (aside) console.log(`  прежняя база: ${aside}`);
      const client = await openEmbedded(pgliteDir, new Blob([readFileSync(path.join(dir, DB_PGLITE))]));
      await client.close();
      restoreFiles(config.dataDir, dir, when);
    } finally {
      release();
    }
  } else {
    fail(`В ${dir} нет ни ${DB_PGLITE}, ни ${DB_DUMP}: это не резервная копия.`);
  }
  console.log('Готово: запустите сервер.');
}

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outRoot = outIndex >= 0 ? args[outIndex + 1] : path.join(process.cwd(), 'backups');
const api = await loadApi();
let config;
try {
  config = api.config.loadConfig(process.env);
} catch (error) {
  fail(error.message);
}
if (args[0] === 'restore') await restore(api, config, args[1]);
else await backup(api, config, outRoot);
