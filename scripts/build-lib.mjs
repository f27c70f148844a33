// What `npm start` and `npm run build` build: the API (tsc) and every frontend (webpack).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every remote of the registry, then the shell. */
const { FRONTENDS } = createRequire(import.meta.url)('../build/webpack/remotes.cjs');

const STAMP = '.build-stamp';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const SHARED_INPUTS = ['common/src', 'web-kit/src', 'build/webpack', 'package-lock.json', 'tsconfig.base.json'];

/** A target needs building when its stamp is missing or older than any of its inputs. */
export function isStale(target, inputs) {
  const stamp = path.join(ROOT, target, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return [...inputs, ...SHARED_INPUTS].some((input) => newestMtime(path.join(ROOT, input)) > built);
}

export function frontendInputs(app) {
  return [`${app}/src`, `${app}/public`, `${app}/webpack.config.js`];
}

export function apiInputs() {
  return ['api/src', 'api/drizzle', 'api/tsconfig.json'];
}

function markBuilt(target) {
  writeFileSync(path.join(ROOT, target, 'dist', STAMP), new Date().toISOString());
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} (${cwd}) завершился с кодом ${code}`)),
    );
  });
}

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

export async function buildApi() {
  console.log('• Сборка API (tsc)…');
  await run(bin('tsc'), ['-b', 'api'], ROOT);
  markBuilt('api');
}

export async function buildFrontend(app) {
  const started = Date.now();
  console.log(`• Сборка ${app} (webpack)…`);
  await run(bin('webpack'), ['--mode', 'production'], path.join(ROOT, app));
  markBuilt(app);
  console.log(`  ${app} готов за ${((Date.now() - started) / 1000).toFixed(1)} с`);
}

/** Runs the jobs two at a time: the machines here have two cores. */
export async function inParallel(jobs, width = 2) {
  const queue = [...jobs];
  const workers = Array.from({ length: Math.min(width, queue.length) }, async () => {
    while (queue.length) await queue.shift()();
  });
  await Promise.all(workers);
}

/** Builds what is not built yet (or everything with all=true). */
export async function build({ all = false } = {}) {
  if (all || isStale('api', apiInputs())) await buildApi();
  const apps = FRONTENDS.filter((app) => all || isStale(app, frontendInputs(app)));
  await inParallel(apps.map((app) => () => buildFrontend(app)));
}
