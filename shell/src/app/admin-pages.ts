import { adminPageOwners, REMOTES_REGISTRY } from '@diary/common';

const OWNERS = adminPageOwners();
const { archive } = REMOTES_REGISTRY;

export const ADMIN_PATH = '/admin';
/** Where '/admin' goes: the users' list. */
export const ADMIN_HOME = '/admin/members';

/** The archive's tabs, in the registry's order; each is a page of the remote that owns the archived thing. */
export const ARCHIVE_TABS: readonly { label: string; path: string }[] = archive.tabs.map((tab) => ({
  label: tab.label,
  path: `/admin/${archive.segment}/${tab.page}`,
}));

/** The remote for an /admin path, or null when no page lives there. */
export function adminRemoteFor(pathname: string): string | null {
  const [page = '', tab] = pathname.replace(/^\/admin\/?/, '').split('/');
  return OWNERS.get(page === archive.segment ? `${page}/${tab ?? ''}` : page) ?? null;
}
