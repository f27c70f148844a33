import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRemotesConfig, REMOTES } from '@diary/common';
import { ADMIN_HOME, ADMIN_PATH, adminRemoteFor } from '../app/admin-pages';
import { requestRemotesConfig, type RemotesConfig } from './remotes-request';

/** What an area's remote exposes for the shell to route to ('mf_teacher/Routes'). */
export const AREA_ROUTES = 'Routes';

/** Same-origin manifests, from the remotes registry: used until /remotes.json answers, and for what it leaves out. */
const BUILT_IN: RemotesConfig = defaultRemotesConfig();

let current: RemotesConfig = BUILT_IN;

/**
 * Reads the remotes config served next to the shell (remotes-request.ts), so a remote can move or be
 * redeployed without rebuilding the shell. Falls back to the built-in same-origin locations.
 */
export async function configureRemotes(): Promise<void> {
  const config = await requestRemotesConfig();
  if (config) current = { ...BUILT_IN, ...config };
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

/** The remote whose screen an address shows: its area's ('/teacher/…': mf_teacher) or its admin page's ('/admin': the users' remote). */
export function remoteOfAddress(pathname: string): string | null {
  const area = REMOTES.find(({ area }) => area && (pathname === area.path || pathname.startsWith(`${area.path}/`)));
  if (area) return area.name;
  if (pathname !== ADMIN_PATH && !pathname.startsWith(`${ADMIN_PATH}/`)) return null;
  return adminRemoteFor(pathname.replace(/\/$/, '') === ADMIN_PATH ? ADMIN_HOME : pathname);
}

/**
 * Starts fetching the remote of the screen an address shows beside the libraries, where the router
 * would ask for it only once they have run and the session is known: on a phone's network the
 * teacher's form was ready about 0.5 s sooner. A failure is left to the area, which shows it with a retry.
 */
export function preloadRemoteOf(pathname: string): void {
  const remote = remoteOfAddress(pathname);
  if (!remote) return;
  preloadRemote([{ nameOrAlias: remote, exposes: [AREA_ROUTES], resourceCategory: 'sync' }]).catch(() => {});
}
