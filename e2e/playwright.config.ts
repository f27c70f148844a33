import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './tests/support/env.js';

// Debian's Chromium; Playwright's own browser download does not work here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    acceptDownloads: true,
    // The portal's service worker would take requests out of page.route()'s sight; offline.spec.ts lets it in.
    serviceWorkers: 'block',
    // No trace by default: recording one of every journey, to keep only the failed ones, costs a
    // fifth to a third of the run (CI keeps none of them). `--trace retain-on-failure` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
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
    },
  },
  webServer: {
    // The portal as `npm start` starts it, on a fresh embedded database.
    command: 'node serve.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
