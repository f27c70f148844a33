import type { Permission } from './permissions';
import { adminPagePermissions, REMOTES_REGISTRY, type RemotesRegistry } from './remotes';

export interface AdminMenuEntry {
  label: string;
  path: string;
  permission: Permission;
  /** Listed in the menu but not built: shown as disabled text. */
  disabled?: boolean;
}

export interface AdminMenuGroup {
  label: string;
  /** When set, the whole group is shown only to roles with this permission. */
  permission?: Permission;
  entries: AdminMenuEntry[];
}

/** The admin top navigation of docs/product/screens.md "Admin area navigation", from the remotes registry. */
export function adminMenuOf(registry: RemotesRegistry): AdminMenuGroup[] {
  const pagePermissions = adminPagePermissions(registry);
  return registry.adminMenu.map((group) => ({
    label: group.label,
    ...(group.permission ? { permission: group.permission } : {}),
    entries: group.entries.map((entry): AdminMenuEntry => {
      if ('segment' in entry) return { label: entry.label, path: `/admin/${entry.segment}`, permission: entry.permission, disabled: true };
      return { label: entry.label, path: `/admin/${entry.page}`, permission: entry.permission ?? pagePermissions[entry.page]! };
    }),
  }));
}

export const ADMIN_MENU: AdminMenuGroup[] = adminMenuOf(REMOTES_REGISTRY);

/**
 * The permission that guards each admin page, by its first path segment after /admin.
 * Pages reachable by URL but not in the menu (detail pages, archive tabs) follow their list.
 */
export const ADMIN_PAGE_PERMISSIONS: Record<string, Permission> = adminPagePermissions(REMOTES_REGISTRY);

export function adminPagePermission(pathname: string): Permission | null {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return ADMIN_PAGE_PERMISSIONS[segment] ?? null;
}
