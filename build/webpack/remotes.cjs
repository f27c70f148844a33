/**
 * The remotes registry (common/src/constants/remotes.registry.json) for the webpack configs and
 * the scripts; the typed, checked access for TypeScript is common/src/constants/remotes.ts.
 */
const registry = require('../../common/src/constants/remotes.registry.json');

/** Every remote: federation name, folder, URL path (the same in production and behind the dev proxy), dev port, exposed modules. */
const REMOTES = registry.remotes;

const SHELL = registry.shell;
const API_DEV_PORT = registry.api.devPort;

/** The folders webpack builds: every remote, then the shell. */
const FRONTENDS = [...REMOTES.map((remote) => remote.folder), SHELL.folder];

function remoteNamed(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not in the remotes registry`);
  return remote;
}

module.exports = { REMOTES, SHELL, API_DEV_PORT, FRONTENDS, remoteNamed };
