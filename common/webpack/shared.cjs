/**
 * The Module Federation shared singletons, one list for every webpack config
 * (without the '@mui/system' prefix keys the host's theme does not reach MUI X inside a remote).
 */
const lock = require('../../package-lock.json');

function installedVersion(name) {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not in the root lockfile`);
  return entry.version;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  'mobx',
  'mobx-react-lite',
  'notistack',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
];

// Without the prefix keys the host's theme did not reach MUI X components inside a remote.
const PREFIXES = { '@mui/material/': '@mui/material', '@mui/system/': '@mui/system' };

function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: installedVersion(name) };
  }
  for (const [key, pkg] of Object.entries(PREFIXES)) {
    shared[key] = { singleton: true, requiredVersion: installedVersion(pkg) };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
