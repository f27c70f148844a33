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
const fs = require('node:fs');
const path = require('node:path');
const { STAND_INS } = require('./stand-ins.cjs');

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
const PATTERNS = Object.entries(LIBRARIES).map(([name, packages]) => [
  name,
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
]);

/**
 * The components of '@diary/mui-more' (mui-material-more.mjs: no first screen uses them) have a
 * file of their own, so that MUI's file is what the first screens run: their folders, read from the
 * list itself. Not their class names ('switchClasses.mjs'): MUI's theme imports some of those.
 */
const MUI_MORE_LIST = fs.readFileSync(path.join(__dirname, 'mui-material-more.mjs'), 'utf8');
const MUI_MORE_NAMES = [...MUI_MORE_LIST.matchAll(/@mui\/material\/(\w+)\/index\.mjs/g)].map((match) => match[1]);
const MUI_MORE_FOLDERS = new RegExp(`[\\\\/]node_modules[\\\\/]@mui[\\\\/]material[\\\\/](${MUI_MORE_NAMES.join('|')})[\\\\/]`);
const CLASS_NAMES = /Classes\.mjs$/;

/**
 * The time pickers (the kit's TimeInput: admin forms only) have a file of their own, so that the
 * date pickers' file, which the first screens' date fields load, does not carry them: their folders,
 * and the files only they use (time validation, the toolbar's texts, the clock's reference date).
 */
const TIME_PICKER_FOLDERS = [
  'TimePicker',
  'DesktopTimePicker',
  'MobileTimePicker',
  'StaticTimePicker',
  'TimeField',
  'TimeClock',
  'DigitalClock',
  'MultiSectionDigitalClock',
  'timeViewRenderers',
];
const TIME_PICKER_FILES = [
  'managers/useTimeManager.mjs',
  'validation/validateTime.mjs',
  'internals/components/PickersToolbarButton.mjs',
  'internals/components/PickersToolbarText.mjs',
  'internals/components/pickersToolbarTextClasses.mjs',
  'internals/hooks/useClockReferenceDate.mjs',
  'internals/utils/date-time-utils.mjs',
];

function isTimePicker(file) {
  const inPickers = file.replace(/\\/g, '/').split('/node_modules/@mui/x-date-pickers/')[1];
  return Boolean(inPickers && (TIME_PICKER_FOLDERS.includes(inPickers.split('/')[0]) || TIME_PICKER_FILES.includes(inPickers)));
}

/**
 * Our modules that stand in for a library's own (stand-ins.cjs) go with that library; so does the
 * first part of MUI's list, which the shell's start runs apart (mui-material-first.mjs): in a file
 * of its own it was one more request and script element for a few lines.
 */
const LIBRARY_OF_OWN_MODULE = {
  ...Object.fromEntries(STAND_INS.map(({ file, library }) => [file, library])),
  [path.join(__dirname, 'mui-material-first.mjs')]: 'lib-mui',
};

/** The library file ('lib-…') a module of node_modules (or a stand-in) goes to, by its path, or none. */
function libraryOf(file) {
  if (LIBRARY_OF_OWN_MODULE[file]) return LIBRARY_OF_OWN_MODULE[file];
  if (MUI_MORE_FOLDERS.test(file) && !CLASS_NAMES.test(file)) return 'lib-mui-more';
  if (isTimePicker(file)) return 'lib-time-pickers';
  const found = PATTERNS.find(([, pattern]) => pattern.test(file));
  return found && `lib-${found[0]}`;
}

/** splitChunks for the shell: one file per library group, the rest as webpack cuts it. */
function libraryChunks() {
  const files = [...PATTERNS.map(([name]) => `lib-${name}`), 'lib-mui-more', 'lib-time-pickers'];
  const cacheGroups = Object.fromEntries(
    files.map((file) => [
      file,
      { test: (module) => libraryOf(module.nameForCondition?.() ?? '') === file, name: file, chunks: 'async', enforce: true },
    ]),
  );
  return { cacheGroups };
}

module.exports = { libraryChunks, libraryOf };
