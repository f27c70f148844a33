/**
 * The subpaths of shared libraries that the portal's own sources import ('@mui/material/styles',
 * '@mui/x-date-pickers/DatePicker', 'dayjs/locale/ru'), read from the sources: each is shared by a
 * key of its own (shared.cjs), so a subpath imported tomorrow is shared the day it is written.
 */
const fs = require('node:fs');
const path = require('node:path');
const { FRONTENDS } = require('./remotes.cjs');

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['common/src', 'web-kit/src', ...FRONTENDS.map((folder) => `${folder}/src`)];

function sourceFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '__tests__'].includes(entry.name)) return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [file] : [];
  });
}

/** A module named in an import, an export … from, or an import() — type-only imports (gone once compiled) skipped. */
const MODULE_NAME = /\b(?:import|export)\s+type\b[^;]*;|\b(?:from|import)\s*\(?\s*'([^']+)'/g;

/**
 * The subpaths of `packages` the sources import, sorted; `except` leaves some out (the locales: data
 * without state, which each app bundles).
 * @param {readonly string[]} packages
 * @param {RegExp} except
 * @param {readonly string[]} folders  the source folders, from the repository's root
 */
function importedSubpaths(packages, except, folders = SOURCE_FOLDERS) {
  const found = new Set();
  for (const file of folders.flatMap((folder) => sourceFiles(path.resolve(ROOT, folder)))) {
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(MODULE_NAME)) {
      if (name && packages.some((pkg) => name.startsWith(`${pkg}/`)) && !except.test(name)) found.add(name);
    }
  }
  return [...found].sort();
}

module.exports = { importedSubpaths };
