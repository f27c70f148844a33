/**
 * Typed access to remotes.registry.json, the one list of the portal's remotes and admin pages
 * (what it holds and how to add a page or a remote: its "about" lines). Its shape and check:
 * remotes-schema.ts.
 */
import type { Permission } from './permissions';
import type { RemoteEntry, RemotesRegistry, RemotesRegistryInput } from './remotes-schema';
import registryJson from './remotes.registry.json';

export { parseRegistry } from './remotes-schema';
export type { AdminPage, PortalArea, RegistryMenuEntry, RemoteEntry, RemotesRegistry } from './remotes-schema';

/** The registry with the schema's one default filled in: a remote without admin pages has []. */
function withDefaults(registry: RemotesRegistryInput): RemotesRegistry {
  return { ...registry, remotes: registry.remotes.map((remote) => ({ ...remote, adminPages: remote.adminPages ?? [] })) };
}

// checked by parseRegistry in __tests__/remotes.test.ts
export const REMOTES_REGISTRY: RemotesRegistry = withDefaults(registryJson as unknown as RemotesRegistryInput);

export const REMOTES: readonly RemoteEntry[] = REMOTES_REGISTRY.remotes;

/** The folders of the frontends (one app, one container each): every remote, then the shell. */
export const FRONTEND_FOLDERS: readonly string[] = [...REMOTES.map((remote) => remote.folder), REMOTES_REGISTRY.shell.folder];

/** Where each remote's manifest is when nothing says otherwise: same origin, { mf_teacher: '/mf-teacher/mf-manifest.json', … }. */
export function defaultRemotesConfig(registry: RemotesRegistry = REMOTES_REGISTRY): Record<string, string> {
  return Object.fromEntries(registry.remotes.map((remote) => [remote.name, `${remote.path}/mf-manifest.json`]));
}

/**
 * Which remote builds each /admin page, by the path after /admin: 'members', and for the
 * archive's tabs 'archive/members' (a tab belongs to the remote that owns the archived thing).
 */
export function adminPageOwners(registry: RemotesRegistry = REMOTES_REGISTRY): Map<string, string> {
  const owners = new Map<string, string>();
  for (const remote of registry.remotes) for (const page of remote.adminPages) owners.set(page.segment, remote.name);
  for (const tab of registry.archive.tabs) owners.set(`${registry.archive.segment}/${tab.page}`, owners.get(tab.page)!);
  return owners;
}

/** The permission that guards each admin page, by its first path segment after /admin (archive tabs: the archive's). */
export function adminPagePermissions(registry: RemotesRegistry = REMOTES_REGISTRY): Record<string, Permission> {
  const pages = registry.remotes.flatMap((remote) => remote.adminPages);
  return Object.fromEntries([
    ...pages.map((page) => [page.segment, page.permission]),
    [registry.archive.segment, registry.archive.permission],
  ]);
}
