// npm run bench:web — Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) on the
// login page and on the teacher's and the student's first screens of a started portal, in Debian's
// Chromium. Prints performance, LCP, TBT and the JavaScript each page fetches (its brotli bytes, and with the headers).
//
//   BENCH_URL=http://localhost:3000 ADMIN_PASSWORD=… [ADMIN_USERNAME=admin] [BENCH_WEB_RUNS=3] [CHROME_PATH=/usr/bin/chromium]
//   [BENCH_WEB_REPORTS=folder] [BENCH_WEB_ONLY=login|teacher|student] npm run bench:web
//
// BENCH_WEB_REPORTS keeps each run's whole Lighthouse report (JSON) there, to see where the time goes.
//
// The teacher and the student are made once through the API (bench-web-teacher, bench-web-student).
// A signed-in page is loaded as a returning person opens it: Lighthouse sends the refresh cookie of a
// fresh API login, the shell restores the session from it and routes to the area's first screen.
// Each page runs BENCH_WEB_RUNS times with a cold cache; the run with the median score is reported.
// The JavaScript is counted apart, in Playwright with the same Chromium: the brotli bytes of every
// script until the network is quiet (Lighthouse's own records give 0 bytes for the remotes' scripts).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ADMIN } from './data.mjs';

const { fetch } = globalThis;
const BASE = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_WEB_RUNS || 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const PASSWORD = 'Bench-web-password-2026';
const REPORTS = process.env.BENCH_WEB_REPORTS;
const ONLY = process.env.BENCH_WEB_ONLY;

const PEOPLE = {
  teacher: { username: 'bench-web-teacher', role: 'TEACHER', first_name: 'Вера', second_name: 'Лайтхаусова' },
  student: { username: 'bench-web-student', role: 'STUDENT', first_name: 'Петя', second_name: 'Лайтхаусов' },
};

const PAGES = [
  { key: 'login', name: 'login page', path: '/', person: null, targets: { performance: 90, lcpMs: 2500, scriptKb: 150 } },
  { key: 'teacher', name: "teacher's first screen", path: '/teacher', person: 'teacher', targets: { performance: 80, scriptKb: 350 } },
  { key: 'student', name: "student's first screen", path: '/student', person: 'student', targets: { performance: 80, scriptKb: 350 } },
];

async function login(username, password) {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) return null;
  const refresh = response.headers.getSetCookie().find((cookie) => cookie.startsWith('refreshToken='));
  return { accessToken: (await response.json()).accessToken, cookie: refresh?.split(';')[0] };
}

/** The bench's teacher and student, made through the API the first time. */
async function ensurePeople() {
  const admin = await login(process.env.ADMIN_USERNAME || DEFAULT_ADMIN.username, process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password);
  if (!admin) throw new Error(`the administrator cannot sign in at ${BASE}: set ADMIN_PASSWORD (and ADMIN_USERNAME)`);
  for (const person of Object.values(PEOPLE)) {
    if (await login(person.username, PASSWORD)) continue;
    const { role, ...fields } = person;
    const created = await fetch(`${BASE}/api/auth/registration`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ ...fields, password: PASSWORD, roles: [role] }),
    });
    if (!created.ok) throw new Error(`cannot create ${person.username}: ${created.status} ${await created.text()}`);
  }
}

/** The refresh cookie of a fresh sign-in of the page's person ('name=value'), or none for the login page. */
async function sessionCookie(page) {
  if (!page.person) return undefined;
  const session = await login(PEOPLE[page.person].username, PASSWORD);
  if (!session?.cookie) throw new Error(`${PEOPLE[page.person].username} cannot sign in`);
  return session.cookie;
}

async function audit(port, page) {
  const cookie = await sessionCookie(page);
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const result = await lighthouse(
    `${BASE}${page.path}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders },
    undefined,
  );
  const { audits, categories, finalDisplayedUrl, runtimeError } = result.lhr;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${page.key}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  // A run Lighthouse could not finish (the page too slow to paint on a busy machine) has no score: it is run again.
  if (categories.performance.score === null) return { failed: runtimeError?.code ?? 'no score' };
  return {
    url: finalDisplayedUrl,
    performance: Math.round(categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
  };
}

/**
 * The JavaScript a cold visit fetches until the network is quiet: its bytes as sent (brotli), which
 * is what the targets count, and the same with each response's headers (about 1 KB a file), and how
 * many scripts.
 */
async function scriptBytes(browser, page) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 375, height: 667 } });
  try {
    const cookie = await sessionCookie(page);
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: `${BASE}/api/auth` }]);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const scripts = new Set();
    const body = new Map();
    const wire = new Map();
    cdp.on('Network.responseReceived', (event) => event.type === 'Script' && scripts.add(event.requestId));
    cdp.on('Network.dataReceived', (event) => body.set(event.requestId, (body.get(event.requestId) ?? 0) + event.encodedDataLength));
    cdp.on('Network.loadingFinished', (event) => wire.set(event.requestId, event.encodedDataLength));
    await tab.goto(`${BASE}${page.path}`, { waitUntil: 'networkidle' });
    const kb = (sizes) => [...scripts].reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0) / 1024;
    return { scriptKb: kb(body), wireKb: kb(wire), scripts: scripts.size };
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

function median(runs) {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

const verdict = (ok) => (ok ? 'ok' : 'MISSED');

async function main() {
  await ensurePeople();
  const rows = [];
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  for (const page of PAGES.filter((candidate) => !ONLY || candidate.key === ONLY)) {
    const runs = [];
    let failures = 0;
    while (runs.length < RUNS && failures < RUNS) {
      const run = await inFreshBrowser((port) => audit(port, page));
      if (run.failed) {
        failures += 1;
        console.log(`${page.name}: a run failed (${run.failed}), once more`);
      } else runs.push(run);
    }
    if (runs.length === 0) throw new Error(`${page.name}: Lighthouse failed ${failures} times`);
    const chosen = { ...median(runs), ...(await scriptBytes(browser, page)) };
    const { targets } = page;
    const checks = [
      chosen.performance >= targets.performance,
      chosen.scriptKb <= targets.scriptKb,
      targets.lcpMs === undefined || chosen.lcpMs < targets.lcpMs,
    ];
    rows.push([
      page.name,
      `${chosen.performance} (${runs.map((run) => run.performance).join(', ')})`,
      `${(chosen.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(chosen.tbtMs)} ms`,
      `${Math.round(chosen.scriptKb)} KB in ${chosen.scripts} (${Math.round(chosen.wireKb)} KB with headers)`,
      `≥ ${targets.performance}${targets.lcpMs ? `, LCP < ${targets.lcpMs / 1000} s` : ''}, ≤ ${targets.scriptKb} KB`,
      verdict(checks.every(Boolean)),
    ]);
    console.log(`${page.name}: ${chosen.url}`);
  }
  await browser.close();
  const header = ['page', 'performance (runs)', 'LCP', 'TBT', 'JavaScript (brotli)', 'target', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  console.log(`\nLighthouse, mobile profile, ${BASE}, median of ${RUNS}\n`);
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
