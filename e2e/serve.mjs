// Starts the built portal exactly as `npm start` does, on a throwaway embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, E2E_PORT } from './tests/support/env.js';

const here = path.dirname(fileURLToPath(import.meta.url));

const env = {
  ...process.env,
  PORT: String(E2E_PORT),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'diary-e2e-')),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  // one JSON line per request would bury the journeys' own output
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
delete env.DATABASE_URL; // always the embedded database, like a fresh `npm start`

const server = spawn(process.execPath, [path.join(here, '../scripts/start.mjs')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
