/**
 * Each workspace's package.json names what its code imports, at the version the root lockfile
 * installs: dependencies are what its src/ imports outside tests; what only its tests, configs
 * and scripts import is a devDependency of it or of the root.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { REMOTES } from '../constants/remotes';

const ROOT = path.resolve(__dirname, '../../..');

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const root = readJson<Manifest>('package.json');
const lock = readJson<{ packages: Record<string, { version: string; peerDependencies?: Record<string, string> }> }>('package-lock.json');

/**
 * Needed without an import: MUI's styling engine, an optional peer of @mui/material that MUI loads
 * itself. The UI kit names it, so every frontend building the kit gets it.
 */
const UNIMPORTED: Record<string, string[]> = { '@diary/web-kit': ['@emotion/react', '@emotion/styled'] };

const IMPORT =
  /^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|^\s*\}\s*from\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bjest\.mock\(\s*['"]([^'"]+)['"]/gm;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const FEDERATED = new Set(REMOTES.map((remote) => remote.name));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|[cm]?js)$/.test(entry.name) ? [full] : [];
  });
}

/** Names the webpack configs resolve to a package's list, not packages of their own: MUI's second list, and the first part of its list, are MUI. */
const LIST_OF: Record<string, string> = { '@diary/mui-more': '@mui/material', '@diary/mui-first': '@mui/material' };

/** The package a bare import names ('@mui/material/Button' → '@mui/material'); null for files, Node's own modules and remotes. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return null;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return FEDERATED.has(name) ? null : (LIST_OF[name] ?? name);
}

function importsOf(workspace: string, self: string) {
  const shipped = new Set<string>();
  const other = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, workspace))) {
    const relative = path.relative(path.join(ROOT, workspace), file);
    const isShipped = relative.startsWith('src/') && !/__tests__|(^|\/)testing\/|\.test\./.test(relative);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageOf(match.slice(1).find(Boolean)!);
      if (name && name !== self) (isShipped ? shipped : other).add(name);
    }
  }
  return { shipped, other };
}

const sorted = (names: Iterable<string>) => [...names].sort();
/** The lockfile's entry for a package as the workspace resolves it: its own node_modules first, then the root's. */
const installed = (name: string, workspace = '') =>
  lock.packages[`${workspace}/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];

describe.each(root.workspaces!)('the %s workspace', (workspace) => {
  const manifest = readJson<Manifest>(`${workspace}/package.json`);
  const { shipped, other } = importsOf(workspace, manifest.name);
  const dependencies = { ...manifest.dependencies, ...manifest.peerDependencies };
  const dev = manifest.devDependencies ?? {};

  it('depends on exactly what its shipped code imports', () => {
    expect(sorted(Object.keys(dependencies))).toEqual(sorted(new Set([...shipped, ...(UNIMPORTED[manifest.name] ?? [])])));
  });

  it('declares what its tests, configs and scripts import (or the root does)', () => {
    const declared = new Set([...Object.keys(dependencies), ...Object.keys(dev), ...Object.keys(root.devDependencies ?? {})]);
    expect(sorted(other).filter((name) => !declared.has(name))).toEqual([]);
  });

  it('has no devDependency that nothing needs', () => {
    const needed = (name: string) =>
      other.has(name) ||
      name in dependencies ||
      (name.startsWith('@types/') && [...Object.keys(dependencies), ...Object.keys(dev)].includes(name.slice('@types/'.length))) ||
      Object.keys(dev).some((owner) => name in (installed(owner)?.peerDependencies ?? {}));
    expect(Object.keys(dev).filter((name) => !needed(name))).toEqual([]);
  });

  it('names the versions the root lockfile installs', () => {
    for (const [name, version] of Object.entries({ ...dependencies, ...dev })) {
      const expected = name.startsWith('@diary/')
        ? readJson<{ version: string }>('common/package.json').version
        : installed(name, workspace)?.version;
      expect(`${name}@${version}`).toBe(`${name}@${expected}`);
    }
  });
});
