// npm start: builds what is not built yet, then serves the portal and /api from one Node process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ROOT } from './build-lib.mjs';

try {
  await build();
} catch (error) {
  console.error(`Сборка не удалась: ${error.message}`);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: { STATIC_ROOT: ROOT, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
