/**
 * The shape of remotes.registry.json and its check: a mistake in the registry (an unknown permission,
 * a menu entry naming no page, a port used twice) fails the registry's test (__tests__/remotes.test.ts)
 * instead of leaving a dead link. Apart from remotes.ts so that the browser, which reads the registry
 * as the test checked it, does not load zod for it.
 */
import { z } from 'zod';
import { PERMISSIONS, type Permission } from './permissions';

const permission = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);
const segment = z.string().regex(/^[a-z][a-z-]*$/, 'a path segment: lower-case letters and dashes');

const adminPageSchema = z.strictObject({ segment, permission });

const remoteSchema = z.strictObject({
  /** The Module Federation name other code loads it by (mf_teacher/Routes). */
  name: z.string().regex(/^mf_[a-z_]+$/),
  folder: z.string().regex(/^mf-[a-z-]+$/),
  /** The URL path it is served under, in production and behind the dev proxy. */
  path: z.string().regex(/^\/[a-z-]+$/),
  devPort: z.number().int(),
  /** Federation module key ('./Routes') → file in the remote's folder. */
  exposes: z.record(z.string().regex(/^\.\/\w+$/), z.string()),
  /** A whole area of the portal, /<path>/*, open to one permission. */
  area: z.strictObject({ path: z.string().regex(/^\/[a-z-]+$/), permission }).optional(),
  /** The /admin/<segment> pages it builds. */
  adminPages: z.array(adminPageSchema).default([]),
});

const menuEntrySchema = z.union([
  /** A built page: its permission unless the entry names another one. */
  z.strictObject({ page: segment, label: z.string(), permission: permission.optional() }),
  /** Listed in the menu but not built: shown as disabled text. */
  z.strictObject({ segment, label: z.string(), permission, disabled: z.literal(true) }),
]);

const registrySchema = z.strictObject({
  about: z.array(z.string()),
  shell: z.strictObject({ folder: z.string(), devPort: z.number().int() }),
  api: z.strictObject({ devPort: z.number().int() }),
  remotes: z.array(remoteSchema),
  /** /admin/archive: a page of the shell whose tabs are pages of the remotes. */
  archive: z.strictObject({
    segment,
    permission,
    tabs: z.array(z.strictObject({ page: segment, label: z.string() })),
  }),
  /** The admin top navigation of docs/product/screens.md "Admin area navigation", in its order. */
  adminMenu: z.array(
    z.strictObject({
      label: z.string(),
      /** When set, the whole group is shown only to roles with this permission. */
      permission: permission.optional(),
      entries: z.array(menuEntrySchema),
    }),
  ),
});

export type RemotesRegistry = z.infer<typeof registrySchema>;
/** The registry as written: what the schema defaults may be left out. */
export type RemotesRegistryInput = z.input<typeof registrySchema>;
export type RemoteEntry = RemotesRegistry['remotes'][number];
/** A whole area of the portal served by one remote: /teacher/* for area.teacher. */
export type PortalArea = NonNullable<RemoteEntry['area']>;
export type AdminPage = z.infer<typeof adminPageSchema>;
export type RegistryMenuEntry = z.infer<typeof menuEntrySchema>;

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Parses a registry and checks what its shape cannot say: unique names and ports, references that resolve. */
export function parseRegistry(raw: unknown): RemotesRegistry {
  const registry = registrySchema.parse(raw);
  const problems: string[] = [];
  const unique = (what: string, values: readonly (string | number)[]) => {
    for (const value of new Set(duplicates(values))) problems.push(`${what} ${value} is used twice`);
  };
  const { remotes, archive } = registry;
  unique(
    'remote name',
    remotes.map((remote) => remote.name),
  );
  unique('folder', [registry.shell.folder, ...remotes.map((remote) => remote.folder)]);
  unique(
    'URL path',
    remotes.map((remote) => remote.path),
  );
  unique('dev port', [registry.shell.devPort, registry.api.devPort, ...remotes.map((remote) => remote.devPort)]);
  unique('area path', ['/admin', ...remotes.flatMap((remote) => (remote.area ? [remote.area.path] : []))]);
  const pages = remotes.flatMap((remote) => remote.adminPages.map((page) => page.segment));
  unique('admin page', [...pages, archive.segment]);
  for (const tab of archive.tabs) if (!pages.includes(tab.page)) problems.push(`archive tab ${tab.page} is no remote's admin page`);
  for (const entry of registry.adminMenu.flatMap((group) => group.entries)) {
    if ('page' in entry && ![...pages, archive.segment].includes(entry.page)) problems.push(`menu entry ${entry.page} is no admin page`);
    if ('segment' in entry && pages.includes(entry.segment)) problems.push(`menu entry ${entry.segment} is built: name it as { page }`);
  }
  if (problems.length) throw new Error(`remotes.registry.json: ${problems.join('; ')}`);
  return registry;
}
