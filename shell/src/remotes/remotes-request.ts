/** Where each remote's manifest lives: { mf_teacher: '/mf-teacher/mf-manifest.json', ... }. */
export type RemotesConfig = Record<string, string>;

/** Served next to the shell, so a remote can move or be redeployed without rebuilding the shell. */
const CONFIG_URL = '/remotes.json';

const page = globalThis as { remotesConfigRequest?: Promise<RemotesConfig | null> };

/**
 * The remotes config served next to the shell, or null when it cannot be read; asked once per page.
 * start.js asks as it loads the portal and main.js takes the same answer, which has often come by
 * the time main.js runs: the remotes' manifests no longer wait for a round trip of their own.
 */
export function requestRemotesConfig(): Promise<RemotesConfig | null> {
  page.remotesConfigRequest ??= fetch(CONFIG_URL, { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<RemotesConfig>) : null))
    .catch(() => null);
  return page.remotesConfigRequest;
}
