import type { APIRequestContext, Page } from '@playwright/test';
import registry from '../../../common/src/constants/remotes.registry.json';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** '@mui/material/Button' → '@mui/material'. */
const packageOf = (shared: string) =>
  shared
    .split('/')
    .slice(0, shared.startsWith('@') ? 2 : 1)
    .join('/');

/** Every script the page fetches from now on, by path. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/**
 * Which frontends each shared library was loaded from: a script counts for every library the
 * frontend's mf-manifest.json lists it for (the shell's library files hold several: lib-react is
 * React and react-dom).
 */
export async function sharedLibrarySources(request: APIRequestContext, scripts: string[]): Promise<Record<string, string[]>> {
  const bases = ['/', ...registry.remotes.map((remote) => `${remote.path}/`)];
  const librariesOf = new Map<string, Set<string>>();
  for (const base of bases) {
    const manifest = (await (await request.get(`${base}mf-manifest.json`)).json()) as Manifest;
    const owners = new Map<string, Set<string>>();
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        owners.set(file, (owners.get(file) ?? new Set()).add(packageOf(shared.name)));
      }
    }
    for (const [file, libraries] of owners) librariesOf.set(`${base}${file}`, libraries);
  }
  const sources: Record<string, Set<string>> = {};
  for (const script of scripts) {
    for (const library of librariesOf.get(script) ?? []) {
      (sources[library] ??= new Set()).add(script.split('/').slice(0, -1).join('/') || '/');
    }
  }
  return Object.fromEntries(Object.entries(sources).map(([library, from]) => [library, [...from]]));
}

interface ShareScopeEntry {
  from: string;
  loaded?: boolean;
}

/**
 * The federation runtime's own record of the page: for each shared library loaded, the frontends whose
 * copy was loaded (a frontend's manifest lists only the libraries its own code imports, so files alone
 * cannot tell which library a frontend provided for the others).
 */
export async function loadedSharedProviders(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const scopes = (
      globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareScopeEntry>>>> } }
    ).__FEDERATION__?.__SHARE__;
    const providers: Record<string, string[]> = {};
    for (const byScope of Object.values(scopes ?? {})) {
      for (const byPackage of Object.values(byScope)) {
        for (const [library, versions] of Object.entries(byPackage)) {
          for (const entry of Object.values(versions)) if (entry.loaded) (providers[library] ??= []).push(entry.from);
        }
      }
    }
    return providers;
  });
}
