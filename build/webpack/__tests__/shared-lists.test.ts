/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** What webpack builds for the browser (tests run on the packages themselves). */
const FRONTEND_SOURCES = [
  'common/src',
  'web-kit/src',
  'shell/src',
  ...readdirSync(ROOT)
    .filter((folder) => folder.startsWith('mf-'))
    .map((folder) => `${folder}/src`),
].flatMap((folder) => sources(path.join(ROOT, folder)));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The values (not types) each file imports from `pkg` itself, as 'file: name'. */
function importedValues(pkg: string): { file: string; name: string }[] {
  const statement = new RegExp(`import\\s*(type\\s+)?\\{([^}]+)\\}\\s*from\\s*'${escape(pkg)}'`, 'g');
  return FRONTEND_SOURCES.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(statement)]
      .filter((match) => !match[1])
      .flatMap((match) =>
        match[2]!
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => ({ file: path.relative(ROOT, file), name: part.split(/\s+as\s+/)[0]! })),
      ),
  );
}

/** The names a list exports ('default as Card' exports Card). */
function listed(list: string): Set<string> {
  const text = readFileSync(path.join(__dirname, '..', list), 'utf8');
  return new Set(
    [...text.matchAll(/export\s*\{([^}]+)\}/g)].flatMap((match) =>
      match[1]!
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        )
        .filter(Boolean),
    ),
  );
}

describe.each([
  ['react-router-dom', 'react-router-dom.mjs', /from\s*'react-router(\/[^']*)?'/],
  ['@mui/material', 'mui-material.mjs', /from\s*'[^']*node_modules\/@mui\/material\/index\.mjs'/],
  ['@diary/mui-more', 'mui-material-more.mjs', /from\s*'[^']*node_modules\/@mui\/material\/index\.mjs'/],
])('the shared %s (build/webpack/%s)', (pkg, list, bypass) => {
  it('exports every value the portal imports from it', () => {
    const names = listed(list);
    const missing = importedValues(pkg).filter(({ name }) => !names.has(name));
    expect(missing).toEqual([]);
  });

  it('is the only way in: no source reaches around the list to the package’s whole entry', () => {
    const around = FRONTEND_SOURCES.filter((file) => bypass.test(readFileSync(file, 'utf8')));
    expect(around.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

describe("MUI's second list (build/webpack/mui-material-more.mjs)", () => {
  const { libraryOf } = require('../library-chunks.cjs') as { libraryOf(file: string): string | undefined };
  const more = listed('mui-material-more.mjs');

  it('shares no name with the first, so the first screens never load it', () => {
    expect([...listed('mui-material.mjs')].filter((name) => more.has(name))).toEqual([]);
  });

  it('is never imported by the shell or mf-auth, which every page loads', () => {
    const everyPage = importedValues('@diary/mui-more').filter(({ file }) => /^(shell|mf-auth)\//.test(file));
    expect(everyPage).toEqual([]);
  });

  it("is what the shell's build keeps out of MUI's file: each name's folder, and no other", () => {
    const fileOf = (name: string) => libraryOf(`/app/node_modules/@mui/material/${name}/${name}.mjs`);
    for (const name of more) expect(fileOf(name)).toBe('lib-mui-more');
    for (const name of listed('mui-material.mjs')) expect(fileOf(name)).not.toBe('lib-mui-more');
  });
});

describe("the first part of MUI's list (build/webpack/mui-material-first.mjs), run apart by the shell's start", () => {
  it('names only what the list names, so it adds no code to the first screens', () => {
    const first = listed('mui-material-first.mjs');
    const list = listed('mui-material.mjs');
    expect(first.size).toBeGreaterThan(0);
    expect([...first].filter((name) => !list.has(name))).toEqual([]);
  });
});
