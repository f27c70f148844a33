// npm run bench:web — Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) on the
// login page and on the teacher's, the student's and the administrator's first screens of a started
// portal, in Debian's Chromium. Prints performance, LCP, TBT, the JavaScript each page fetches (its
// brotli bytes, and with the headers) and where the main thread's time went.
//
//   BENCH_URL=http://localhost:3000 ADMIN_PASSWORD=… [ADMIN_USERNAME=admin] [BENCH_WEB_RUNS=3] [CHROME_PATH=/usr/bin/chromium]
//   [BENCH_WEB_REPORTS=folder] [BENCH_WEB_ONLY=login,teacher,student,admin] npm run bench:web
//
// BENCH_URL may name several portals, comma-separated (a build before a change and after it, on two
// ports, with the same ADMIN_PASSWORD): each run of a page goes to each portal in turn, so a busy
// machine weighs on both alike. BENCH_WEB_REPORTS keeps each run's whole Lighthouse report (JSON).
//
// The teacher and the student are made once through the API (bench-web-teacher, bench-web-student);
// the administrator's first screen is the administrator's own ('Пользователи').
// A signed-in page is loaded as a returning person opens it: Lighthouse sends the refresh cookie of a
// fresh API login, the shell restores the session from it and routes to the area's first screen.
// Each page runs BENCH_WEB_RUNS times per portal with a cold cache; the medians and the spreads are
// reported, and where the main thread's time went in the run with the median score (Lighthouse's
// main-thread breakdown and its scripts' evaluation).
// Each run also visits the page in Playwright with the same Chromium: the brotli bytes of every
// script until the screen is up and the network quiet (Lighthouse's own records give 0 bytes for the
// remotes' scripts), and the main thread's CPU time from a trace, which a machine busy with other
// work inflates less than the wall time Lighthouse reads.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN } from './data.mjs';

const { fetch, URL } = globalThis;
const BASES = (process.env.BENCH_URL || 'http://localhost:3000').split(',').map((base) => base.trim().replace(/\/$/, ''));
const RUNS = Number(process.env.BENCH_WEB_RUNS || 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const PASSWORD = 'Bench-web-password-2026';
const REPORTS = process.env.BENCH_WEB_REPORTS;
const ONLY = process.env.BENCH_WEB_ONLY?.split(',');
const ADMIN = {
  username: process.env.ADMIN_USERNAME || DEFAULT_ADMIN.username,
  password: process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
};

const PEOPLE = {
  teacher: { username: 'bench-web-teacher', role: 'TEACHER', first_name: 'Вера', second_name: 'Лайтхаусова' },
  student: { username: 'bench-web-student', role: 'STUDENT', first_name: 'Петя', second_name: 'Лайтхаусов' },
};

/** The issue's targets (#29): the JavaScript with its headers, as the issue counts it. */
const FIRST_SCREEN = { performance: 90, tbtMs: 200, wireKb: 300 };
const PAGES = [
  { key: 'login', name: 'login page', path: '/', person: null, targets: { performance: 90, lcpMs: 2500, wireKb: 150 } },
  { key: 'teacher', name: "teacher's first screen", path: '/teacher', person: 'teacher', targets: FIRST_SCREEN },
  { key: 'student', name: "student's first screen", path: '/student', person: 'student', targets: FIRST_SCREEN },
  { key: 'admin', name: "administrator's first screen", path: '/admin', person: 'admin', targets: FIRST_SCREEN },
];

async function login(base, username, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) return null;
  const refresh = response.headers.getSetCookie().find((cookie) => cookie.startsWith('refreshToken='));
  return { accessToken: (await response.json()).accessToken, cookie: refresh?.split(';')[0] };
}

/** The bench's teacher and student, made through the API the first time. */
async function ensurePeople(base) {
  const admin = await login(base, ADMIN.username, ADMIN.password);
  if (!admin) throw new Error(`the administrator cannot sign in at ${base}: set ADMIN_PASSWORD (and ADMIN_USERNAME)`);
  for (const person of Object.values(PEOPLE)) {
    if (await login(base, person.username, PASSWORD)) continue;
    const { role, ...fields } = person;
    const created = await fetch(`${base}/api/auth/registration`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ ...fields, password: PASSWORD, roles: [role] }),
    });
    if (!created.ok) throw new Error(`cannot create ${person.username}: ${created.status} ${await created.text()}`);
  }
}

/** The refresh cookie of a fresh sign-in of the page's person ('name=value'), or none for the login page. */
async function sessionCookie(base, page) {
  if (!page.person) return undefined;
  const { username, password } = page.person === 'admin' ? ADMIN : { username: PEOPLE[page.person].username, password: PASSWORD };
  const session = await login(base, username, password);
  if (!session?.cookie) throw new Error(`${username} cannot sign in at ${base}`);
  return session.cookie;
}

/** Main-thread milliseconds by kind of work, and by script, as Lighthouse's diagnostics give them. */
function mainThread(audits) {
  const groups = audits['mainthread-work-breakdown'].details?.items ?? [];
  const scripts = audits['bootup-time'].details?.items ?? [];
  return {
    groups: groups.map((item) => [item.groupLabel ?? item.group, item.duration]),
    scripts: scripts.map((item) => [item.url.replace(/^https?:\/\/[^/]+/, ''), item.scripting + item.scriptParseCompile]),
  };
}

async function audit(port, base, page) {
  const cookie = await sessionCookie(base, page);
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const load = loadavg()[0];
  const result = await lighthouse(
    `${base}${page.path}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders },
    undefined,
  );
  const { audits, categories, finalDisplayedUrl, runtimeError } = result.lhr;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${page.key}-${new URL(base).port}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  // A run Lighthouse could not finish (the page too slow to paint on a busy machine) has no score: it is run again.
  if (categories.performance.score === null) return { failed: runtimeError?.code ?? 'no score' };
  return {
    url: finalDisplayedUrl,
    load,
    performance: Math.round(categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    mainThread: mainThread(audits),
  };
}

/** Lighthouse's mobile profile takes a mid-range phone's CPU as 4 times slower than the machine's. */
const PHONE_CPU = 4;

/**
 * The main thread's tasks of a trace, from the page's navigation on: the page's renderer is the one
 * whose main thread worked most. Each with its thread time (CPU), which other work on a busy machine
 * inflates much less than the wall time Lighthouse reads.
 */
function mainThreadTasks(trace) {
  const events = trace.traceEvents;
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = (thread) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask' && event.ph === 'X');
  const busy = (thread) => tasksOf(thread).reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const starts = events.filter((event) => event.name === 'navigationStart' && event.pid === main.pid).map((event) => event.ts);
  const from = Math.max(0, ...starts);
  return tasksOf(main)
    .filter((task) => task.ts >= from)
    .map((task) => (task.tdur ?? 0) / 1000);
}

/**
 * A cold visit in Playwright with the same Chromium at 375 × 667, until the screen is up and the
 * network quiet: the JavaScript it fetches, its bytes as sent (brotli) and the same with each
 * response's headers (about 1 KB a file), which is what the targets count, and how many scripts;
 * and the main thread's CPU time, its blocking time as Lighthouse reckons it (each task beyond 50 ms)
 * for a phone 4 times slower, and its longest task.
 */
async function visit(browser, base, page) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });
  try {
    const cookie = await sessionCookie(base, page);
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: `${base}/api/auth` }]);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const scripts = new Set();
    const body = new Map();
    const wire = new Map();
    const pending = new Set();
    let lastActivity = Date.now();
    const settle = (event) => {
      pending.delete(event.requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      pending.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => event.type === 'Script' && scripts.add(event.requestId));
    cdp.on('Network.dataReceived', (event) => body.set(event.requestId, (body.get(event.requestId) ?? 0) + event.encodedDataLength));
    cdp.on('Network.loadingFinished', (event) => {
      wire.set(event.requestId, event.encodedDataLength);
      settle(event);
    });
    cdp.on('Network.loadingFailed', settle);
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
    await tab.goto(`${base}${page.path}`);
    // the screen is up when it names itself in the tab ('Пользователи — Дневник достижений'), then the network quiet for 2 s
    if (page.person) await tab.waitForFunction(() => globalThis.document.title.includes(' — '), undefined, { timeout: 120_000 });
    while (pending.size > 0 || Date.now() - lastActivity < 2000) await tab.waitForTimeout(250);
    const tasks = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString()));
    const kb = (sizes) => [...scripts].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0) / 1024;
    return {
      scriptKb: kb(body),
      wireKb: kb(wire),
      scripts: scripts.size,
      cpuMs: tasks.reduce((sum, ms) => sum + ms, 0),
      phoneBlockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, PHONE_CPU * ms - 50), 0),
      longestMs: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}

/** A browser of its own for each run: no cookie, cache or service worker carries over. */
async function inFreshBrowser(run) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await run(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** One run of a page on a portal, again when Lighthouse could not finish it (up to RUNS failures in all). */
async function runOnce(base, page, failures) {
  while (failures.count < RUNS) {
    const run = await inFreshBrowser((port) => audit(port, base, page));
    if (!run.failed) return run;
    failures.count += 1;
    console.log(`${page.name} at ${base}: a run failed (${run.failed}), once more`);
  }
  return null;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const spread = (values, format) => `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const ms = (value) => `${Math.round(value)}`;
const seconds = (value) => (value / 1000).toFixed(2);
const verdict = (ok) => (ok ? 'ok' : 'MISSED');

/** The run with the median score: where its main thread's time went, the largest first. */
function printMainThread(page, base, runs) {
  const chosen = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
  const top = (entries, count) =>
    entries
      .filter(([, time]) => time >= 10)
      .slice(0, count)
      .map(([name, time]) => `${name} ${Math.round(time)}`)
      .join(', ');
  console.log(`${page.name} at ${base} (score ${chosen.performance}), main thread ms: ${top(chosen.mainThread.groups, 8)}`);
  console.log(`  scripts (evaluation and compiling, ms): ${top(chosen.mainThread.scripts, 10)}`);
}

async function main() {
  for (const base of BASES) await ensurePeople(base);
  const rows = [];
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  for (const page of PAGES.filter((candidate) => !ONLY || ONLY.includes(candidate.key))) {
    const runs = new Map(BASES.map((base) => [base, []]));
    const visits = new Map(BASES.map((base) => [base, []]));
    const failures = new Map(BASES.map((base) => [base, { count: 0 }]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const base of BASES) {
        const run = await runOnce(base, page, failures.get(base));
        if (run) runs.get(base).push(run);
        visits.get(base).push(await visit(browser, base, page));
      }
    }
    for (const base of BASES) {
      const done = runs.get(base);
      if (done.length === 0) throw new Error(`${page.name} at ${base}: Lighthouse failed ${RUNS} times`);
      const seen = visits.get(base);
      // the same files every time: the bytes are the last visit's
      const bytes = seen[seen.length - 1];
      const { targets } = page;
      const scores = done.map((run) => run.performance);
      const tbts = done.map((run) => run.tbtMs);
      const lcps = done.map((run) => run.lcpMs);
      const checks = [
        median(scores) >= targets.performance,
        bytes.wireKb <= targets.wireKb,
        targets.lcpMs === undefined || median(lcps) < targets.lcpMs,
        targets.tbtMs === undefined || median(tbts) <= targets.tbtMs,
      ];
      rows.push([
        page.name,
        base,
        `${median(scores)} (${scores.join(', ')})`,
        spread(tbts, ms),
        spread(lcps, seconds),
        `${Math.round(bytes.scriptKb)} KB (${Math.round(bytes.wireKb)} KB with headers) in ${bytes.scripts}`,
        spread(
          seen.map((one) => one.cpuMs),
          ms,
        ),
        spread(
          seen.map((one) => one.phoneBlockingMs),
          ms,
        ),
        spread(
          seen.map((one) => one.longestMs),
          ms,
        ),
        done.map((run) => run.load.toFixed(1)).join(', '),
        `≥ ${targets.performance}${targets.lcpMs ? `, LCP < ${targets.lcpMs / 1000} s` : ''}${targets.tbtMs ? `, TBT ≤ ${targets.tbtMs} ms` : ''}, ≤ ${targets.wireKb} KB`,
        verdict(checks.every(Boolean)),
      ]);
      console.log(`${page.name} at ${base}: ${done[0].url}`);
      printMainThread(page, base, done);
    }
  }
  await browser.close();
  const header = [
    'page',
    'portal',
    'performance (runs)',
    'TBT ms',
    'LCP s',
    'JavaScript (brotli)',
    'CPU ms',
    'blocking at 4× CPU, ms',
    'longest task CPU, ms',
    'load average',
    'target',
    '',
  ];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  console.log(
    `\nLighthouse, mobile profile, the median of ${RUNS} (and the spread); the main thread's CPU time of as many visits in Playwright\n`,
  );
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
