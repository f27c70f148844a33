// npm run dev: webpack dev servers with hot reload for the shell and every remote,
// and the API in watch mode. Open http://localhost:3000 (the shell's dev server proxies the rest).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './build-lib.mjs';

const require = createRequire(import.meta.url);
const { API_DEV_PORT, FRONTENDS, SHELL } = require('../build/webpack/remotes.cjs');

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const children = [];

function start(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${label}]`.padEnd(20);
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix} ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.push(child);
}

start('common', bin('tsc'), ['-b', 'common', '--watch', '--preserveWatchOutput'], { cwd: ROOT });
start('api', bin('tsx'), ['watch', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: { ...process.env, PORT: String(API_DEV_PORT), DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data') },
});
for (const app of FRONTENDS) {
  start(app, bin('webpack'), ['serve', '--mode', 'development'], { cwd: path.join(ROOT, app) });
}

console.log(`Портал в режиме разработки: http://localhost:${SHELL.devPort} (API на порту ${API_DEV_PORT})`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
