// npm run bench — measures the API on the bench data set (npm run bench:seed) with wrk:
// 1 thread, 8 connections, 10 s per case; then the 100 000-row export (time, bytes, the server's
// peak memory) and the timetable's race of concurrent creates (run-timetable.mjs). Prints a table.
//
//   BENCH_URL=http://localhost:3300 ADMIN_PASSWORD=… [DATABASE_URL=…] [ADMIN_USERNAME=admin] [BENCH_SERVER_PID=…] npm run bench [-- --only=list,stats,report,export,timetable,journal,money,audit,import]
//
// wrk: Debian/Ubuntu `apt-get install -y wrk`, macOS `brew install wrk`, or build it from
// https://github.com/wg/wrk (make). Without wrk the latency cases are skipped (the export still runs).
// The server's PID (for its memory, /proc/<pid>/status) is BENCH_SERVER_PID, or found by the
// port of BENCH_URL (Linux).
//
// The list group compares, for the unfiltered page and by teacher, the API's answer made afresh
// with a naive endpoint's (naive-list.mjs: bare Express and pg on DATABASE_URL, the page and an
// exact count(*)); it is started on BENCH_NAIVE_PORT (BENCH_URL's port + 1) when DATABASE_URL is
// set — the server's database. "Made afresh" is the normal server, cache and all: each request
// of such a case has a URL of its own (`&fresh=<run>-<n>`, a parameter the API drops), so none is
// answered from the cache and each is made and stored, as after a change. The cached page is
// compared with bare Express sending a fixed answer of the same size.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setInterval, clearInterval } from 'node:timers';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { BENCH_SCHOOL_YEAR, BENCH_SURNAME_PREFIX, DEFAULT_ADMIN } from './data.mjs';
import { auditCases, auditWrites, AUDIT_TARGETS } from './run-audit.mjs';
import { journalCases, journalExportUrl, journalMarking, JOURNAL_TARGETS } from './run-journal.mjs';
import { closeFirstMonth, moneyCases, moneyWrites } from './run-money.mjs';
import { timetableCases, timetableRace, timetableWrites, TIMETABLE_TARGETS } from './run-timetable.mjs';
import { importCases } from './run-import.mjs';

const BASE = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '');
const DURATION = process.env.BENCH_DURATION || '10s';
// Each case runs this long unmeasured first: the server's JIT, PostgreSQL's buffers and the answer cache warm up.
const WARMUP = process.env.BENCH_WARMUP || '2s';
const CONNECTIONS = process.env.BENCH_CONNECTIONS || '8';
const only = (process.argv.find((arg) => arg.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const wanted = (group) => only.length === 0 || only.includes(group);

const TARGETS = {
  list: 'p50 ≤ 20 ms, ≥ 1000 req/s',
  stats: 'p50 ≤ 30 ms',
  report: 'p50 ≤ 20 ms',
  export: '< 10 s, < 300 MB',
  timetable: 'see the case',
  journal: 'see the case',
  money: 'see the case',
  audit: 'see the case',
  import: 'see the case',
};

// ——— the API ———

const { fetch } = globalThis;

/** fetch, once more when a kept-alive connection was closed by the server meanwhile (idle during a wrk run). */
async function request(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error.cause?.code !== 'UND_ERR_SOCKET' && !/other side closed/.test(error.cause?.message ?? '')) throw error;
    return fetch(url, init);
  }
}

async function login(
  username = process.env.ADMIN_USERNAME || DEFAULT_ADMIN.username,
  password = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
) {
  const response = await request(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login as ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

async function getJson(token, url) {
  const response = await request(`${BASE}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

// ——— the server's memory ———

/** The PID listening on the port of BENCH_URL: /proc/net/tcp{,6} give the socket inode, /proc/<pid>/fd the owner. */
function serverPid() {
  if (process.env.BENCH_SERVER_PID) return Number(process.env.BENCH_SERVER_PID);
  const port = Number(new URL(BASE).port || 80);
  const inodes = new Set();
  const readOrEmpty = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readOrEmpty(file).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '0A') continue; // 0A: LISTEN
      if (parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return null;
  const fdsOf = (pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`);
    } catch {
      return [];
    }
  };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    for (const fd of fdsOf(pid)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match && inodes.has(match[1])) return Number(pid);
      } catch {
        // the fd closed meanwhile
      }
    }
  }
  return null;
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

// ——— wrk ———

function hasWrk() {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** wrk's "50.00%  12.34ms" → milliseconds. */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]];
}

let wrkRuns = 0;

/**
 * A case with `fresh` asks for a URL of its own on every request (`&fresh=<run>-<n>`, a parameter
 * the API's validation drops): the normal server, cache and all, finds no answer kept and makes
 * each one, as it does for the first request after a change.
 */
const freshRequests = (run) =>
  ['local n = 0', 'request = function()', '  n = n + 1', `  return wrk.format(nil, wrk.path .. "&fresh=${run}-" .. n)`, 'end'].join('\n');

async function runWrk(dir, name, token, request) {
  const script = path.join(dir, `${name.replace(/\W+/g, '_')}.lua`);
  wrkRuns += 1;
  writeFileSync(
    script,
    [
      `wrk.method = ${JSON.stringify(request.method ?? 'GET')}`,
      `wrk.headers["Authorization"] = "Bearer ${token}"`,
      request.body ? `wrk.headers["Content-Type"] = "application/json"` : '',
      request.body ? `wrk.body = ${JSON.stringify(JSON.stringify(request.body))}` : '',
      request.fresh ? freshRequests(`${process.pid}-${wrkRuns}`) : '',
    ].join('\n'),
  );
  const { stdout: output } = await promisify(execFile)(
    'wrk',
    [
      '-t1',
      `-c${request.connections ?? CONNECTIONS}`,
      `-d${request.duration ?? DURATION}`,
      '--latency',
      '-s',
      script,
      `${request.base ?? BASE}${request.url}`,
    ],
    {
      encoding: 'utf8',
    },
  );
  const latency = (pct) => toMs(new RegExp(`^\\s*${pct}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  return {
    p50: latency('50'),
    p90: latency('90'),
    p99: latency('99'),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    // responses not 2xx and socket errors are shown, so that a broken case cannot pass as a fast one
    errors:
      Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0) +
      (/Socket errors:([^\n]*)/.exec(output)?.[1].match(/\d+/g) ?? []).reduce((sum, n) => sum + Number(n), 0),
  };
}

// ——— the export ———

async function timeExport(token, url, pid) {
  const before = memoryOf(pid);
  let peakRss = before?.rss ?? NaN;
  const sampler = setInterval(() => {
    const now = memoryOf(pid);
    if (now) peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const started = performance.now();
  const response = await request(`${BASE}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(pid);
  return { status: response.status, seconds, bytes, rssBefore: before?.rss, peakRss, hwm: after?.hwm };
}

// ——— writes during a case ———

async function send(token, method, url, body) {
  const response = await request(`${BASE}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/**
 * Creates and deletes an achievement `perSecond` times a second while a case runs, so that its
 * answers are made again after each change (the answer cache is invalidated at every commit):
 * the list as it behaves while teachers are writing. The data set is left as it was.
 */
function startWriter(token, perSecond) {
  let created = 0;
  let failed = 0;
  let running = Promise.resolve();
  const student = getJson(token, '/api/achivements/?page=1&limit=1').then((page) => page.achives[0].studentId);
  const body = (studentId) => ({
    studentId,
    lessonDate: `${BENCH_SCHOOL_YEAR}-10-01`,
    lessonTheme: 'bench: write during reads',
    checkType: 'Контрольная',
    subject: 'Физика',
    points: 5,
    maxPoints: 10,
    notes: null,
  });
  const timer = setInterval(() => {
    running = running.then(async () => {
      const made = await send(token, 'POST', '/api/achivements/create', body(await student));
      const deleted = made.status === 201 ? await send(token, 'DELETE', `/api/achivements/${made.json.id}`) : made;
      if (deleted.status === 200) created += 1;
      else failed += 1;
    });
  }, 1000 / perSecond);
  return {
    stop: () => clearInterval(timer),
    summary: async () => {
      await running;
      return `${created} achievements created and deleted meanwhile${failed ? `, ${failed} writes FAILED` : ''}`;
    },
  };
}

// ——— the naive endpoint (naive-list.mjs) ———

const NAIVE_PORT = Number(process.env.BENCH_NAIVE_PORT || Number(new URL(BASE).port || 80) + 1);

/**
 * Starts naive-list.mjs on DATABASE_URL (the server's database) with a fixed answer of `bytes`;
 * resolves to its base URL and a stop function, or null without DATABASE_URL.
 */
async function startNaive(bytes) {
  if (!process.env.DATABASE_URL) return null;
  const child = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'naive-list.mjs')], {
    env: { ...process.env, PORT: String(NAIVE_PORT), BENCH_NAIVE_BYTES: String(bytes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`naive-list.mjs exited with ${code}`)));
    child.stdout.once('data', resolve);
  });
  return { base: `http://127.0.0.1:${NAIVE_PORT}`, stop: () => child.kill('SIGTERM') };
}

async function answerBytes(token, url) {
  const response = await request(`${BASE}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.arrayBuffer()).byteLength;
}

// ——— the cases ———

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function main() {
  const token = await login();
  const pid = serverPid();
  const teachers = await getJson(token, '/api/users/teachers');
  // The import group brings its own data; the others need the seed.
  const teacher = teachers[Math.floor(teachers.length / 3)] ?? { id: 0 };
  if (!teacher.id && ['list', 'stats', 'report', 'export', 'timetable', 'journal', 'money'].some(wanted)) {
    throw new Error('no teachers: seed the database first (npm run bench:seed), or run --only=import');
  }
  const year = { startDate: `${BENCH_SCHOOL_YEAR}-09-01`, endDate: `${BENCH_SCHOOL_YEAR + 1}-08-31` };
  const q = encodeURIComponent(BENCH_SURNAME_PREFIX);

  const pageUrl = '/api/achivements/?page=1&limit=100&is_archived=0';
  const teacherUrl = `/api/achivements/?page=1&limit=100&teacherId=${teacher.id}`;
  // The list's fresh answers beside a naive endpoint's on the same database (side by side at the end).
  const naive = wanted('list') ? await startNaive(await answerBytes(token, pageUrl)) : null;
  if (wanted('list') && !naive) console.log('DATABASE_URL is not set: the naive endpoint is not started, its cases are skipped.\n');
  const versus = (compare, name, url, naiveUrl) => [
    { group: 'list', name: `${name}, made afresh`, url, fresh: true, compare: [compare, 'fresh'] },
    ...(naive ? [{ group: 'list', name: `naive endpoint: ${name}`, base: naive.base, url: naiveUrl, compare: [compare, 'naive'] }] : []),
  ];

  const cases = [
    { group: 'list', name: 'achievements, page of 100 + total', url: pageUrl, compare: ['page', 'cached'] },
    ...(naive
      ? [{ group: 'list', name: 'bare Express: the same bytes', base: naive.base, url: '/naive/bytes', compare: ['page', 'bytes'] }]
      : []),
    ...versus('page', 'page of 100 + total', pageUrl, '/naive/achievements?page=1&limit=100&is_archived=0'),
    {
      group: 'list',
      name: 'achievements, page of 100 + total, 10 writes/s',
      url: '/api/achivements/?page=1&limit=100&is_archived=0',
      writesPerSecond: 10,
    },
    { group: 'list', name: 'achievements, page 50 of 100', url: '/api/achivements/?page=50&limit=100' },
    { group: 'list', name: `achievements by teacher #${teacher.id}`, url: teacherUrl, compare: ['teacher', 'cached'] },
    ...versus('teacher', `by teacher #${teacher.id}`, teacherUrl, `/naive/achievements?page=1&limit=100&teacherId=${teacher.id}`),
    { group: 'list', name: `achievements q=${BENCH_SURNAME_PREFIX} (surname prefix)`, url: `/api/achivements/?page=1&limit=100&q=${q}` },
    {
      group: 'list',
      name: 'achievements, school year + subject',
      url: `/api/achivements/?page=1&limit=100&dateFrom=${year.startDate}&dateTo=${year.endDate}&subject=${encodeURIComponent('Физика')}`,
    },
  ];
  for (const grouping of ['day', 'week', 'month']) {
    for (const metric of ['app', 'gpa', 'nr']) {
      cases.push({
        group: 'stats',
        name: `statistics ${BENCH_SCHOOL_YEAR}-${BENCH_SCHOOL_YEAR + 1} by ${grouping}, ${metric}`,
        url: '/api/statistics',
        method: 'POST',
        body: { ...year, grouping, metric },
      });
    }
  }
  cases.push(
    {
      group: 'stats',
      name: `statistics by week, app, teacher #${teacher.id}`,
      url: '/api/statistics',
      method: 'POST',
      body: { ...year, grouping: 'week', metric: 'app', teacher: teacher.id },
    },
    {
      group: 'report',
      name: `monthly report ${BENCH_SCHOOL_YEAR}, teacher #${teacher.id}`,
      url: `/api/achivements/monthly-reports?year=${BENCH_SCHOOL_YEAR}&teacherId=${teacher.id}&page=1&limit=50`,
    },
    {
      group: 'report',
      name: `monthly report ${BENCH_SCHOOL_YEAR}, all teachers, page 1`,
      url: `/api/achivements/monthly-reports?year=${BENCH_SCHOOL_YEAR}&page=1&limit=50`,
    },
  );

  if (wanted('timetable')) cases.push(...(await timetableCases({ base: BASE, request, getJson, login }, token, CONNECTIONS)));
  if (wanted('journal')) cases.push(...(await journalCases({ base: BASE, request, getJson }, token)));
  // the closed month's case needs a closed month: the journal's first whole one, reopened at the end if closed here
  const closedMonth = wanted('money') ? await closeFirstMonth({ base: BASE, request, getJson }, token) : null;
  if (wanted('money')) cases.push(...(await moneyCases({ base: BASE, request, getJson }, token)));
  if (wanted('audit')) cases.push(...(await auditCases({ base: BASE, request, getJson }, token)));

  console.log(
    `Bench against ${BASE} (server PID ${pid ?? 'not found'}), wrk -t1 -c${CONNECTIONS} -d${DURATION} after ${WARMUP} unmeasured (-c1 where the case says so)\n`,
  );
  const rows = [];
  const notes = [];
  /** req/s of the compared cases: compared[what][kind], kind cached, bytes, fresh or naive. */
  const compared = {};
  if (!hasWrk()) {
    console.log(
      'wrk is not installed: latency cases skipped. Install it: apt-get install -y wrk (or brew install wrk, or build https://github.com/wg/wrk).\n',
    );
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'diary-bench-'));
    try {
      for (const c of cases.filter((c) => wanted(c.group))) {
        // a fresh token per case: access tokens live 15 minutes
        const token = await login();
        const writer = c.writesPerSecond ? startWriter(token, c.writesPerSecond) : null;
        const result = await runWrk(dir, c.name, token, { ...c, duration: WARMUP })
          .then(() => runWrk(dir, c.name, token, c))
          .finally(() => writer?.stop());
        if (writer) notes.push(`${c.name}: ${await writer.summary()}.`);
        rows.push([
          c.name,
          fmt(result.p50, 2),
          fmt(result.p90, 2),
          fmt(result.p99, 2),
          fmt(result.rps, 0),
          String(result.errors),
          c.target ?? TARGETS[c.group],
        ]);
        console.log(
          `  ${c.name}: p50 ${fmt(result.p50, 2)} ms, ${fmt(result.rps, 0)} req/s${result.errors ? `, ${result.errors} errors` : ''}`,
        );
        if (c.compare) (compared[c.compare[0]] ??= {})[c.compare[1]] = result.rps;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      naive?.stop();
    }
  }
  for (const [what, label] of [
    ['teacher', `by teacher #${teacher.id}`],
    ['page', 'page of 100 + total'],
  ]) {
    const rps = compared[what];
    if (!rps?.naive) continue;
    notes.push(
      `${label}, req/s: made afresh ${fmt(rps.fresh, 0)} vs the naive endpoint's ${fmt(rps.naive, 0)} (${fmt(rps.fresh / rps.naive, 2)}×); ` +
        `cached ${fmt(rps.cached, 0)}${rps.bytes ? ` vs bare Express sending the same bytes ${fmt(rps.bytes, 0)}` : ''}.`,
    );
  }

  if (wanted('export')) {
    const result = await timeExport(await login(), '/api/achivements/export.xlsx?is_archived=1', pid);
    const memory = `peak RSS ${fmt(result.peakRss, 0)} MB (before ${fmt(result.rssBefore, 0)}), VmHWM ${fmt(result.hwm, 0)} MB`;
    rows.push([
      `export archived (${fmt(result.bytes / 1e6, 1)} MB .xlsx): ${fmt(result.seconds, 2)} s`,
      '',
      '',
      '',
      '',
      result.status === 200 ? '0' : String(result.status),
      TARGETS.export,
    ]);
    notes.push(`Export: ${fmt(result.seconds, 2)} s, server ${memory}.`);
  }

  if (wanted('timetable')) {
    const race = await timetableRace({ base: BASE, request, getJson }, await login());
    rows.push([
      `race: ${fmt(race.ms, 0)} ms, ${race.passed ? 'passed' : 'FAILED'}`,
      '',
      '',
      '',
      '',
      race.passed ? '0' : '1',
      TIMETABLE_TARGETS.race,
    ]);
    notes.push(`Race: ${race.line}.`);
    if (!race.passed) process.exitCode = 1;
    for (const write of await timetableWrites({ base: BASE, request, getJson }, await login())) {
      rows.push([write.name, fmt(write.p50, 2), fmt(write.p90, 2), '', '', String(write.failures.length), TIMETABLE_TARGETS.writes]);
      if (write.failures.length) notes.push(`${write.name}: ${write.failures.slice(0, 3).join('; ')}.`);
    }
  }

  if (wanted('journal')) {
    const marking = await journalMarking({ base: BASE, request, getJson }, await login());
    rows.push([marking.name, fmt(marking.p50, 2), fmt(marking.p90, 2), '', '', String(marking.failures.length), JOURNAL_TARGETS.mark]);
    if (marking.failures.length) notes.push(`${marking.name}: ${marking.failures.slice(0, 3).join('; ')}.`);
    const result = await timeExport(await login(), journalExportUrl(), pid);
    rows.push([
      `journal export, a month of every branch (${fmt(result.bytes / 1e6, 1)} MB .xlsx): ${fmt(result.seconds, 2)} s`,
      '',
      '',
      '',
      '',
      result.status === 200 ? '0' : String(result.status),
      JOURNAL_TARGETS.export,
    ]);
    notes.push(
      `Journal export: ${fmt(result.seconds, 2)} s, server peak RSS ${fmt(result.peakRss, 0)} MB (before ${fmt(result.rssBefore, 0)}), VmHWM ${fmt(result.hwm, 0)} MB.`,
    );
  }

  if (wanted('money')) {
    for (const write of await moneyWrites({ base: BASE, request, getJson }, await login())) {
      rows.push([write.name, fmt(write.p50, 2), fmt(write.p90, 2), '', '', String(write.failures.length), write.target]);
      if (write.failures.length) notes.push(`${write.name}: ${write.failures.slice(0, 3).join('; ')}.`);
    }
    await closedMonth.undo(await login());
  }

  if (wanted('audit')) {
    for (const write of await auditWrites({ base: BASE, request, getJson }, await login())) {
      rows.push([write.name, fmt(write.p50, 2), fmt(write.p90, 2), '', '', String(write.failures.length), AUDIT_TARGETS.writes]);
      if (write.failures.length) notes.push(`${write.name}: ${write.failures.slice(0, 3).join('; ')}.`);
    }
  }

  if (wanted('import')) {
    const result = await importCases({ base: BASE, request, getJson }, await login());
    for (const [name, seconds, target] of result.rows) rows.push([`${name}: ${fmt(seconds, 1)} s`, '', '', '', '', '0', target]);
    notes.push(...result.notes);
  }

  const header = ['case', 'p50 ms', 'p90 ms', 'p99 ms', 'req/s', 'errors', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  for (const note of notes) console.log(`\n${note}`);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`Load average at the end: ${load} (wrk, the server and PostgreSQL share this machine).`);
}

main().catch((error) => {
  console.error(error.cause ? `${error.message}: ${error.cause.message ?? error.cause}` : error.message);
  process.exit(1);
});
