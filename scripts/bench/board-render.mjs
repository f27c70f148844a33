// npm run bench:board — how long the timetable board (/admin/shedule) takes to show a seeded
// branch with 300 lessons, in Chromium (Playwright), against a running server that serves the
// built web (STATIC_ROOT, see README.md).
//
//   BENCH_URL=http://localhost:3300 ADMIN_PASSWORD=… [ADMIN_USERNAME=admin] [BENCH_RUNS=5] [CHROMIUM_PATH=/usr/bin/chromium] npm run bench:board
//
// Logs in through the login page, then opens the board BENCH_RUNS times (after one warm-up
// load) and, in the page, notes when the branch's week and cabinets have arrived (Resource
// Timing), when every lesson card (role="button", aria-label "Занятие …") is in the DOM (a
// MutationObserver) and when the frame after that has been painted (rAF + a task), and sums the
// Long Tasks (> 50 ms of main thread) of the load. Prints every run and the medians.
//
// Then it drags a lesson over the full board BENCH_RUNS times (after one warm-up drag), each time
// another Monday lesson (so that its busy times are asked anew): press, lift, wait until the board
// shows where the lesson cannot go (the first `.tt-blocked` target), sweep the pointer across the
// cabinets and hours, and cancel with Escape (nothing is written). It notes the time from the press
// to the unavailable slots shown (GET /schedule/:id/busy included) and the Long Tasks while the
// lesson is dragged (press to Escape) and at the drag's end (the marks going away).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { BENCH_FILIAL_ID, DEFAULT_ADMIN } from './data.mjs';

/* global window, document, performance, requestAnimationFrame, MutationObserver, PerformanceObserver */

const BASE = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const USERNAME = process.env.ADMIN_USERNAME || DEFAULT_ADMIN.username;
const PASSWORD = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password;
const { fetch } = globalThis;

async function lessonCount(filialId) {
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login as ${USERNAME} failed: ${login.status} ${await login.text()}`);
  const { accessToken } = await login.json();
  const response = await fetch(`${BASE}/api/schedule/filial/${filialId}/week`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`the week of branch #${filialId}: ${response.status} ${await response.text()}`);
  return Object.values(await response.json()).flat().length;
}

/** Runs in the page before its scripts, on every load: records the moments measured. */
function instrument({ expected, filialId }) {
  const board = { expected, cardsAt: null, paintedAt: null, cards: 0, longTasks: [] };
  window.__board = board;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) board.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: the figures without it
  }
  const cards = () => document.querySelectorAll('[role="button"][aria-label^="Занятие "]').length;
  const observer = new MutationObserver(() => {
    board.cards = cards();
    if (board.cardsAt !== null || board.cards < expected) return;
    board.cardsAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => window.setTimeout(() => (board.paintedAt = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
  board.dataAt = () => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(`/api/schedule/filial/${filialId}/week`) || e.name.includes(`/api/cabinets/filial/${filialId}`))
      .map((e) => e.responseEnd);
    return ends.length === 2 ? Math.max(...ends) : null;
  };
}

/** Runs in the page before a drag: notes when the board first shows an unavailable target. */
function watchBlocked() {
  const drag = { startedAt: performance.now(), markedAt: null, endedAt: null };
  window.__drag = drag;
  const observer = new MutationObserver(() => {
    if (drag.markedAt !== null || !document.querySelector('.tt-blocked')) return;
    drag.markedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true, childList: true });
}

const CARD = '[role="button"][aria-label^="Занятие "]';

/** One drag of the `nth` Monday lesson over the board, cancelled; its figures, measured in the page. */
async function dragOnce(page, nth) {
  const source = page.locator(`[data-testid^="column-"][data-testid$="-1"] ${CARD}`).nth(nth);
  await source.scrollIntoViewIfNeeded();
  const box = await source.boundingBox();
  if (!box) throw new Error(`drag: Monday lesson #${nth} is not on the board`);
  const viewport = page.viewportSize();
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 20);
  await page.evaluate(watchBlocked);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 5 });
  await page
    .waitForFunction(() => window.__drag.markedAt !== null, null, { timeout: 10_000, polling: 50 })
    .catch(() => {
      throw new Error(`drag of Monday lesson #${nth}: no unavailable target shown within 10 s`);
    });
  // across the cabinets and up and down the hours, and back, away from the edges (where the board would scroll)
  await page.mouse.move(viewport.width - 150, Math.min(y + 300, viewport.height - 100), { steps: 30 });
  await page.mouse.move(200, Math.max(y - 150, 100), { steps: 30 });
  await page.mouse.move(x, y + 10, { steps: 10 });
  await page.evaluate(() => (window.__drag.endedAt = performance.now()));
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await page.waitForFunction(() => !document.querySelector('.tt-blocked'), null, { timeout: 10_000, polling: 50 });
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const { startedAt, markedAt, endedAt } = window.__drag;
    const during = window.__board.longTasks.filter((t) => t.start + t.duration > startedAt && t.start < endedAt);
    const after = window.__board.longTasks.filter((t) => t.start >= endedAt);
    const max = (tasks) => tasks.reduce((m, t) => Math.max(m, t.duration), 0);
    return {
      toMarks: markedAt - startedAt,
      longMax: max(during),
      longSum: during.reduce((sum, t) => sum + t.duration, 0),
      endMax: max(after),
      blocked: document.querySelectorAll('.tt-blocked').length,
    };
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (value) => (Number.isFinite(value) ? value.toFixed(0).padStart(6) : '     –');
/** A Long Task is one over 50 ms: none is '< 50'. */
const fmtTask = (value) => (value > 0 ? fmt(value) : '  < 50');
const longest = (value) => (value > 0 ? `${value.toFixed(0)} ms` : 'under 50 ms (no Long Task)');

async function main() {
  const filialId = BENCH_FILIAL_ID;
  const expected = await lessonCount(filialId);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
    await page.goto(`${BASE}/`);
    await page.getByLabel('Логин').fill(USERNAME);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
    await page.addInitScript(instrument, { expected, filialId });

    console.log(
      `Board of branch #${filialId} (${expected} lessons) at ${BASE}/admin/shedule?filialId=${filialId}, 1 warm-up + ${RUNS} loads\n`,
    );
    console.log('  run  nav→data  data→cards  nav→cards  nav→painted  long tasks (sum / max / after data), ms');
    const runs = [];
    for (let run = 0; run <= RUNS; run += 1) {
      await page.goto(`${BASE}/admin/shedule?filialId=${filialId}`, { waitUntil: 'commit' });
      try {
        await page.waitForFunction(() => window.__board?.paintedAt != null, null, { timeout: 60_000, polling: 100 });
      } catch (error) {
        const cards = await page.evaluate(() => window.__board?.cards ?? 0);
        throw new Error(`${cards} of ${expected} lesson cards after 60 s`, { cause: error });
      }
      // Long tasks are reported after they end: let the observer deliver the last ones.
      await page.waitForTimeout(200);
      const result = await page.evaluate(() => {
        const board = window.__board;
        const dataAt = board.dataAt();
        const tasks = board.longTasks.filter((t) => t.start < board.paintedAt);
        return {
          dataAt,
          cardsAt: board.cardsAt,
          paintedAt: board.paintedAt,
          cards: document.querySelectorAll('[role="button"][aria-label^="Занятие "]').length,
          longSum: tasks.reduce((sum, t) => sum + t.duration, 0),
          longMax: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
          longAfterData: tasks.filter((t) => dataAt !== null && t.start + t.duration > dataAt).reduce((sum, t) => sum + t.duration, 0),
        };
      });
      if (result.cards !== expected) throw new Error(`run ${run}: ${result.cards} lesson cards on the board, the week has ${expected}`);
      const row = { ...result, dataToCards: result.cardsAt - result.dataAt };
      if (run > 0) runs.push(row);
      console.log(
        `  ${run === 0 ? 'w/u' : String(run).padStart(3)}  ${fmt(row.dataAt)}    ${fmt(row.dataToCards)}     ${fmt(row.cardsAt)}       ${fmt(row.paintedAt)}   ${fmt(row.longSum)} / ${fmt(row.longMax)} / ${fmt(row.longAfterData)}`,
      );
    }
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(
      `\nMedian of ${RUNS}: week + cabinets arrived → all ${expected} cards in the DOM ${m('dataToCards').toFixed(0)} ms; ` +
        `navigation → cards ${m('cardsAt').toFixed(0)} ms, → painted ${m('paintedAt').toFixed(0)} ms; ` +
        `long tasks ${m('longSum').toFixed(0)} ms in all, the longest ${m('longMax').toFixed(0)} ms, ${m('longAfterData').toFixed(0)} ms after the data arrived.`,
    );

    console.log(`\nDragging a Monday lesson over the full board (1 warm-up + ${RUNS} drags, each cancelled with Escape)\n`);
    console.log('  run  press→unavailable shown  long tasks while dragged (max / sum)  longest at the end, ms');
    const drags = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const row = await dragOnce(page, run);
      if (run > 0) drags.push(row);
      console.log(
        `  ${run === 0 ? 'w/u' : String(run).padStart(3)}  ${fmt(row.toMarks)}                   ${fmtTask(row.longMax)} / ${fmt(row.longSum)}                      ${fmtTask(row.endMax)}`,
      );
    }
    const d = (key) => median(drags.map((r) => r[key]));
    console.log(
      `\nMedian of ${RUNS} drags: the unavailable slots shown ${d('toMarks').toFixed(0)} ms after the press; ` +
        `the longest task while dragged ${longest(d('longMax'))} (worst ${longest(Math.max(...drags.map((r) => r.longMax)))}), ` +
        `${d('longSum').toFixed(0)} ms of Long Tasks in all; the longest as the drag ends ${longest(d('endMax'))}.`,
    );
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`Load average at the end: ${load} (Chromium, the server and PostgreSQL share this machine).`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error.cause ? `${error.message}: ${error.cause.message.split('\n')[0]}` : error.message);
  process.exit(1);
});
