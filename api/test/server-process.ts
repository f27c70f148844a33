import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * `tsx api/src/server.ts` as an operator starts it: in the repository, on a port of its own choosing,
 * serving no frontends, with only these settings (and PATH, HOME) in its environment.
 */
export function spawnServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', STATIC_ROOT: '', ...env },
  });
}
