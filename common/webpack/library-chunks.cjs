/**
 * How the shell's build cuts the libraries it provides into files.
 *
 * The shell provides every shared library, and the page takes them from it. Left to itself, webpack gave
 * every shared module a file of its own (the MUI list, and each '@mui/material/X', '@mui/system/X' or
 * 'dayjs/X' a library deep-imports) and cut what they have in common into more: the teacher's first screen
 * fetched 111 files, some MUI modules in two of them, each with its own request and script element.
 * Grouped by library, a screen fetches each library once, in one file, and only the libraries it uses.
 *
 * Only the shell's build: in a remote's build the libraries are fallbacks nobody loads, and a group there
 * would tie the remote's own small helpers (clsx, @babel/runtime) to a file with every fallback in it.
 */
const LIBRARIES = {
  react: ['react', 'react-dom', 'scheduler'],
  // MUI with its styling engine and what its components are built on
  mui: [
    '@mui/material',
    '@mui/system',
    '@mui/utils',
    '@mui/styled-engine',
    '@mui/private-theming',
    '@mui/core-downloads-tracker',
    '@emotion/[^/]+',
    'stylis',
    '@popperjs/core',
    'react-transition-group',
    'dom-helpers',
    'hoist-non-react-statics',
    'react-is',
    'prop-types',
    'clsx',
    '@babel/runtime',
  ],
  router: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
  state: ['mobx', 'mobx-react-lite', 'notistack', 'goober'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-internals', '@base-ui/[^/]+', 'dayjs'],
};

/** Packages are named as patterns ('@emotion/[^/]+' is every @emotion package). */
function libraryTest(packages) {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);
}

/** splitChunks for the shell: one file per library group, the rest as webpack cuts it. */
function libraryChunks() {
  const cacheGroups = Object.fromEntries(
    Object.entries(LIBRARIES).map(([name, packages]) => [
      name,
      { test: libraryTest(packages), name: `lib-${name}`, chunks: 'async', enforce: true },
    ]),
  );
  return { cacheGroups };
}

module.exports = { libraryChunks, LIBRARIES };
