import { registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRemotesConfig } from '@diary/common';

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
