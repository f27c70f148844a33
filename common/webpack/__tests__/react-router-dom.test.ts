/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const FACADE = readFileSync(path.join(__dirname, '../react-router-dom.mjs'), 'utf8');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const FRONTEND_SOURCES = [
  'common/src',
  'shell/src',
  ...readdirSync(ROOT)
    .filter((folder) => folder.startsWith('mf-'))
    .map((folder) => `${folder}/src`),
].flatMap((folder) => sources(path.join(ROOT, folder)));

/** The names a list of imports or exports brings, without 'type' and renames. */
const namesIn = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);

describe('the shared router (common/webpack/react-router-dom.mjs)', () => {
  const exported = new Set([...FACADE.matchAll(/export\s*\{([^}]+)\}/g)].flatMap((match) => namesIn(match[1]!)));

  it('exports every value the portal imports from react-router-dom', () => {
    const missing = FRONTEND_SOURCES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'react-router-dom'/g)].flatMap((match) =>
        match[1]!
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/)[0]!)
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(ROOT, file)}: ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('is the only way in: nothing imports react-router itself, which is not shared apart', () => {
    const direct = FRONTEND_SOURCES.filter((file) => /from\s*'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')));
    expect(direct.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
