/**
 * Modules of this folder that every build puts in place of a library's own, each with the library
 * file of the shell's build it goes to (or webpack would give it a file of its own).
 */
const path = require('node:path');

const STAND_INS = [
  // lazy-format-number.mjs says why
  {
    replaces: /[\\/]locale[\\/]utils[\\/]buildFormatNumber\.mjs$/,
    file: path.join(__dirname, 'lazy-format-number.mjs'),
    library: 'lib-mui',
  },
  // emotion-styles-in-render.mjs says why
  {
    replaces: /[\\/]@emotion[\\/]use-insertion-effect-with-fallbacks[\\/]dist[\\/][^\\/]+\.browser\.esm\.js$/,
    file: path.join(__dirname, 'emotion-styles-in-render.mjs'),
    library: 'lib-mui',
  },
];

module.exports = { STAND_INS };
