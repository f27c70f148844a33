/**
 * The Module Federation shared singletons, one list for every webpack config, at the versions the
 * root lockfile installs.
 */
const path = require('node:path');
const lock = require('../../package-lock.json');
const { importedSubpaths } = require('./shared-subpaths.cjs');

function installedVersion(name) {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not in the root lockfile`);
  return entry.version;
}

/**
 * The libraries every frontend uses, one copy per page: state (React, MobX, the toasts' queue, the
 * date library's locale) and large code (the grid) must not load twice. The router and MUI come
 * through lists of what the portal uses (below).
 * Not here: @mui/icons-material (each icon is a few hundred bytes of its own module, deep-imported one
 * by one, with no state; it draws through '@mui/material/SvgIcon', which is shared), and what only one
 * frontend imports (ky and jwt-decode in mf-auth, whose session the others reach through federation;
 * xlsx, bundled with the kit's export).
 */
const SINGLETONS = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'notistack', '@mui/x-data-grid', 'dayjs'];

/**
 * Deep imports are shared each by its own key: the ones the portal's sources import (read from them,
 * shared-subpaths.cjs: '@mui/material/styles', '@mui/x-date-pickers/DatePicker', 'dayjs/locale/ru'…),
 * and the one the icons make. No key stands for a whole prefix ('@mui/material/'): a prefix caught
 * every deep import MUI and MUI X make of each other inside the shell's build too (86 shared modules,
 * each consumed through the federation at run time, 50 KB of tables in main.js and in every
 * remoteEntry.js), where they are one build's modules anyway. What is shared is what another build
 * imports: the shell provides each of these keys, so MUI's internals, its styling engine (emotion,
 * @mui/system) and dayjs's plugins stay inside the shell's build, one copy.
 */
const SUBPATHS_OF = ['@mui/material', '@mui/x-data-grid', '@mui/x-charts', '@mui/x-date-pickers', 'dayjs'];
/** @mui/icons-material draws through it (each app bundles the icons it uses). */
const LIBRARY_SUBPATHS = ['@mui/material/SvgIcon'];

/**
 * Locales are data without state, and shared modules are never tree-shaken: shared, '@mui/material/locale'
 * alone would bring every language MUI has. Each app bundles the Russian ones it imports instead.
 */
const UNSHARED_SUBPATH = /\/locales?$/;

/**
 * The router is shared through the list of what the portal uses (react-router-dom.mjs, which the
 * configs resolve 'react-router-dom' to); react-router itself is not shared apart. The version is
 * the package's, not the list's folder's.
 */
const ROUTER = { singleton: true, version: installedVersion('react-router-dom'), requiredVersion: false };

/** MUI likewise, through mui-material.mjs, which reads MUI's own entry by its path, which no share key matches. */
const MUI = { singleton: true, version: installedVersion('@mui/material'), requiredVersion: false };

/**
 * What the configs resolve the packages to. MUI's components that no first screen uses come through
 * a second list, '@diary/mui-more' (shared like MUI itself), so the first screens skip them.
 */
const SHARED_LISTS = {
  'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
  // The router names its development build under every condition; the production one differs only in
  // not building the development warnings' messages as it renders.
  'react-router$': path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs'),
  '@mui/material$': path.join(__dirname, 'mui-material.mjs'),
  '@diary/mui-more$': path.join(__dirname, 'mui-material-more.mjs'),
};

/**
 * Every frontend is built from the root lockfile, so the versions agree by construction, and the shell
 * provides every key: the federation does not compare them. Each comparison parsed both versions with
 * a dozen regular expressions made anew, for every shared module a page loads, on its main thread.
 */
const ONE_COPY = { singleton: true, requiredVersion: false };

function sharedSingletons() {
  const shared = { 'react-router-dom': ROUTER, '@mui/material': MUI, '@diary/mui-more': MUI };
  const subpaths = [...importedSubpaths(SUBPATHS_OF, UNSHARED_SUBPATH), ...LIBRARY_SUBPATHS];
  for (const name of [...SINGLETONS, ...subpaths]) shared[name] = { ...ONE_COPY };
  return shared;
}

module.exports = { sharedSingletons, SHARED_LISTS };
