import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRemotesConfig, REMOTES } from '@diary/common';

/** Where each remote's manifest lives: { mf_teacher: '/mf-teacher/mf-manifest.json', ... }. */
export type RemotesConfig = Record<string, string>;

const CONFIG_URL = '/remotes.json';

/** What an area's remote exposes for the shell to route to ('mf_teacher/Routes'). */
export const AREA_ROUTES = 'Routes';

/** Same-origin manifests, from the remotes registry: used until /remotes.json answers, and for what it leaves out. */
const BUILT_IN: RemotesConfig = defaultRemotesConfig();

let current: RemotesConfig = BUILT_IN;

/**
 * Reads the remotes config served next to the shell, so a remote can move or be redeployed
 * without rebuilding the shell. Falls back to the built-in same-origin locations.
 */
export async function configureRemotes(): Promise<void> {
  try {
    const response = await fetch(CONFIG_URL, { cache: 'no-store' });
    if (response.ok) current = { ...BUILT_IN, ...((await response.json()) as RemotesConfig) };
  } catch {
    // keep the built-in locations
  }
  register(false);
}

function register(force: boolean) {
  registerRemotes(
    Object.entries(current).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

/** Forgets what was loaded (or failed to load) so the next attempt fetches the remote again. */
export function resetRemotes(): void {
  register(true);
}

/**
 * Starts fetching the remote of the area an address is in ('/teacher/…': mf_teacher) beside the
 * libraries, where the router would ask for it only once they have run and the session is known:
 * on a phone's network the teacher's form was ready about 0.5 s sooner. A failure is left to the
 * area, which shows it with a retry.
 */
export function preloadAreaOf(pathname: string): void {
  const remote = REMOTES.find(({ area }) => area && (pathname === area.path || pathname.startsWith(`${area.path}/`)));
  if (!remote) return;
  preloadRemote([{ nameOrAlias: remote.name, exposes: [AREA_ROUTES], resourceCategory: 'sync' }]).catch(() => {});
}
