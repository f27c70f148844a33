/**
 * Lints a file that is not on disk, as if it stood at `file` (relative to the repository), with the
 * repository's config: the boundary tests show a forbidden import failing. CommonJS, so jest loads it
 * from the API's tests and the remotes' alike.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
// eslint's package exports hide its bin from require.resolve: the path is the package's own.
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

function lint(file, code) {
  const run = spawnSync(process.execPath, [ESLINT, '--stdin', '--stdin-filename', file], { cwd: ROOT, input: code, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

module.exports = { lint };
