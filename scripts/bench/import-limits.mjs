// The import's limits on the embedded database (docs/product/beyond.md "Importing from Excel"):
// how long the rest of the portal waits while 1,000 users are imported, and what a zip bomb costs
// the server. Each run starts its own server (`api/dist/server.js` of --root, PGlite in a fresh
// temp folder, as `npm start` runs it, without the web), then
//   1. imports 1,000 users (half the passwords typed, half made by the portal) while another
//      client asks GET /api/health every 50 ms (the next request 50 ms after the previous one
//      started, or at once when it took longer): the longest and the median health answer during
//      the import, and the import's own time;
//   2. sends a zip bomb for a dry run: a file of about 210 KB whose zip declares 17 KB for its sheet
//      while the sheet inflates to 200 MB: the answer, its time and the server's resident memory
//      (VmRSS of /proc/<pid>/status, sampled every 10 ms) before and at its peak.
//
//   npx tsc -b api && node scripts/bench/import-limits.mjs [--root=<a tree with api/dist built>] [--runs=3] [--port=3390]
//
// To compare with another version, build it in its own tree and pass --root (see README.md).
// BENCH_VERBOSE=1 also prints when the import starts and ends and each health answer over 200 ms.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import ExcelJS from 'exceljs';

const { fetch, FormData, Blob } = globalThis;

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ROOT = path.resolve(arg('root', path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')));
const RUNS = Number(arg('runs', '3'));
const PORT = Number(arg('port', '3390'));
const USERS = 1000;
const HEALTH_EVERY_MS = 50;
const BOMB_BYTES = 200 * 1024 * 1024;
const ADMIN = { username: 'admin', password: 'Bench-Import-Limits-42' };
const PASSWORD = 'Bench-Import-Lilac-42';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'import-limits-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      STATIC_ROOT: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { server, dataDir };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start within a minute');
}

async function stopServer({ server, dataDir }) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  rmSync(dataDir, { recursive: true, force: true });
}

async function login() {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()).accessToken;
}

async function upload(token, kind, file, dryRun) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: XLSX_TYPE }), `${kind}.xlsx`);
  const started = performance.now();
  const response = await fetch(`${BASE}/api/import/${kind}?dryRun=${dryRun ? 1 : 0}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

async function usersFile(run) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  sheet.addRow(['Фамилия', 'Имя', 'Отчество', 'Логин', 'Пароль', 'Роль', 'Предмет']);
  for (let i = 0; i < USERS; i += 1) {
    sheet.addRow([`Ученикова${i}`, 'Анна', 'Петровна', `limits-${run}-${i}`, i % 2 ? PASSWORD : null, 'Ученик', null]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET /api/health every HEALTH_EVERY_MS until stopped: each answer's time. */
function pollHealth() {
  const waits = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      await fetch(`${BASE}/api/health`).then((response) => response.arrayBuffer());
      waits.push(performance.now() - started);
      if (process.env.BENCH_VERBOSE && performance.now() - started > 200)
        console.log(`  health waited ${(performance.now() - started).toFixed(0)} ms from t=${started.toFixed(0)}`);
      await sleep(Math.max(0, HEALTH_EVERY_MS - (performance.now() - started)));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return waits;
    },
  };
}

/** An .xlsx whose one sheet has the header, then a cell of 200 MB of one letter; its zip says the sheet is 17 KB. */
async function bombFile() {
  // the import tests' own file builders (api/test/factory/xlsx-files.ts), loaded through tsx
  const { aZip, sheetXml, xlsxParts } = await tsImport('../../api/test/factory/xlsx-files.ts', import.meta.url);
  const sheet = sheetXml(
    [['Фамилия', 'Имя', 'Логин', 'Роль']],
    Buffer.concat([
      Buffer.from('<row r="2"><c r="A2" t="inlineStr"><is><t>'),
      Buffer.alloc(BOMB_BYTES, 'A'),
      Buffer.from('</t></is></c></row>'),
    ]),
  );
  return aZip(xlsxParts({ sheet: { content: sheet, declaredSize: 17_000 } }));
}

async function bombCase(token, pid, bomb) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the server is gone
    }
  }, 10);
  const answer = await upload(token, 'users', bomb, true);
  await sleep(50);
  clearInterval(sampler);
  return { ...answer, before, peak };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const range = (values, digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? `${sorted[0].toFixed(digits)}–${sorted[sorted.length - 1].toFixed(digits)}` : '—';
};

const bomb = await bombFile();
console.log(`server: ${ROOT}/api/dist/server.js on PGlite; ${RUNS} runs; the bomb is ${(bomb.length / 1024).toFixed(0)} KB`);
const results = [];
for (let run = 1; run <= RUNS; run += 1) {
  const started = await startServer();
  try {
    const token = await login();
    const file = await usersFile(run);
    await sleep(500);
    const poller = pollHealth();
    await sleep(200);
    if (process.env.BENCH_VERBOSE) console.log(`  import starts at t=${performance.now().toFixed(0)}`);
    const imported = await upload(token, 'users', file, false);
    if (process.env.BENCH_VERBOSE) console.log(`  import answered at t=${performance.now().toFixed(0)}`);
    const waits = await poller.stop();
    if (imported.status !== 201) throw new Error(`import: ${imported.status} ${JSON.stringify(imported.body).slice(0, 300)}`);
    const blasted = await bombCase(token, started.server.pid, bomb);
    const result = {
      run,
      importMs: imported.ms,
      healthMax: Math.max(...waits),
      healthMedian: median(waits),
      healthCount: waits.length,
      bombStatus: blasted.status,
      bombMessage: blasted.body.errors?.[0]?.message ?? blasted.body.message ?? '',
      bombMs: blasted.ms,
      rssBefore: blasted.before,
      rssPeak: blasted.peak,
    };
    results.push(result);
    console.log(
      `run ${run}: import ${(result.importMs / 1000).toFixed(1)} s; health during it: longest ${result.healthMax.toFixed(0)} ms, ` +
        `median ${result.healthMedian.toFixed(0)} ms (${result.healthCount} requests); bomb → ${result.bombStatus} '${result.bombMessage}' ` +
        `in ${result.bombMs.toFixed(0)} ms, RSS ${result.rssBefore.toFixed(0)} → ${result.rssPeak.toFixed(0)} MB`,
    );
  } finally {
    await stopServer(started);
  }
}
console.log('');
console.log('| case | runs | spread |');
console.log('|---|---:|---|');
console.log(
  `| import ${USERS} users (s) | ${RUNS} | ${range(
    results.map((r) => r.importMs / 1000),
    1,
  )} |`,
);
console.log(`| longest GET /api/health during the import (ms) | ${RUNS} | ${range(results.map((r) => r.healthMax))} |`);
console.log(`| median GET /api/health during the import (ms) | ${RUNS} | ${range(results.map((r) => r.healthMedian))} |`);
console.log(`| zip bomb: answer time (ms) | ${RUNS} | ${range(results.map((r) => r.bombMs))} |`);
console.log(
  `| zip bomb: server RSS before → peak (MB) | ${RUNS} | ${range(results.map((r) => r.rssBefore))} → ${range(results.map((r) => r.rssPeak))} |`,
);
