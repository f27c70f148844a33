/**
 * The Module Federation shared singletons, one list for every webpack config, at the versions the
 * root lockfile installs.
 */
const path = require('node:path');
const lock = require('../../package-lock.json');

function installedVersion(name) {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not in the root lockfile`);
  return entry.version;
}

/**
 * The libraries every frontend uses, one copy per page: state (React, the router, MobX, the toasts'
 * queue, the date library's locale) and large code (MUI and MUI X) must not load twice. The router
 * and MUI come through lists of what the portal uses (below).
 * Not here: @mui/icons-material (each icon is a few hundred bytes of its own module, deep-imported one
 * by one, with no state; it draws through @mui/material, which is shared, and sharing it would turn
 * every icon into a request of its own), and what only one frontend imports (ky and jwt-decode in
 * mf-auth, whose session the others reach through federation; xlsx, bundled with the kit's export).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'mobx',
  'mobx-react-lite',
  'notistack',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  '@mui/x-data-grid',
  '@mui/x-charts',
  '@mui/x-date-pickers',
  'dayjs',
];

/**
 * Deep imports ('@mui/x-date-pickers/AdapterDayjs', 'dayjs/locale/ru') are shared modules of their
 * own, by prefix. Without the MUI keys the host's theme did not reach MUI X components inside a remote;
 * without 'dayjs/' the Russian locale would register on a second copy of dayjs.
 */
const PREFIXES = {
  '@mui/material/': '@mui/material',
  '@mui/system/': '@mui/system',
  '@mui/x-data-grid/': '@mui/x-data-grid',
  '@mui/x-charts/': '@mui/x-charts',
  '@mui/x-date-pickers/': '@mui/x-date-pickers',
  'dayjs/': 'dayjs',
};

/**
 * Locales are data without state, and shared modules are never tree-shaken: shared, '@mui/material/locale'
 * alone would bring every language MUI has. Each app bundles the Russian ones it imports instead.
 */
const UNSHARED_UNDER_PREFIX = { request: /^locales?$/ };

/**
 * The router is shared through the list of what the portal uses (react-router-dom.mjs, which the
 * configs resolve 'react-router-dom' to); react-router itself is not shared apart. The version is
 * the package's, not the list's folder's.
 */
const ROUTER = { singleton: true, version: installedVersion('react-router-dom'), requiredVersion: installedVersion('react-router-dom') };

/** MUI likewise, through mui-material.mjs, which reads MUI's own entry by its path, which no share key matches. */
const MUI = { singleton: true, version: installedVersion('@mui/material'), requiredVersion: installedVersion('@mui/material') };

/**
 * What the configs resolve the packages to. MUI's components that no first screen uses come through
 * a second list, '@diary/mui-more' (shared like MUI itself), so the first screens skip them.
 */
const SHARED_LISTS = {
  'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
  '@mui/material$': path.join(__dirname, 'mui-material.mjs'),
  '@diary/mui-more$': path.join(__dirname, 'mui-material-more.mjs'),
};

function sharedSingletons() {
  const shared = { 'react-router-dom': ROUTER, '@mui/material': MUI, '@diary/mui-more': MUI };
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: installedVersion(name) };
  }
  for (const [key, pkg] of Object.entries(PREFIXES)) {
    shared[key] = { singleton: true, requiredVersion: installedVersion(pkg), exclude: UNSHARED_UNDER_PREFIX };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS: ['react-router-dom', '@mui/material', '@diary/mui-more', ...SINGLETONS], SHARED_LISTS };
