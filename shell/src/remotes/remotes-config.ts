import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRemotesConfig, REMOTES } from '@diary/common';

/** Where each remote's manifest lives: { mf_teacher: '/mf-teacher/mf-manifest.json', ... }. */
export type RemotesConfig = Record<string, string>;

const CONFIG_URL = '/remotes.json';

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

/** The remote whose whole area an address is in ('/teacher/achivements' → mf_teacher), or null. */
export function areaRemoteOf(pathname: string, remotes = REMOTES): string | null {
  const remote = remotes.find(({ area }) => area && (pathname === area.path || pathname.startsWith(`${area.path}/`)));
  return remote?.name ?? null;
}

/**
 * Starts fetching the files of the area's screens while the shell boots and checks the session,
 * instead of after: only fetched (the remote's own files, not its copies of the shared libraries),
 * nothing runs before RemoteArea loads it as always.
 */
export function preloadArea(pathname: string): void {
  const remote = areaRemoteOf(pathname);
  if (remote) void preloadRemote([{ nameOrAlias: remote, exposes: ['./Routes'], share: false }]).catch(() => undefined);
}
