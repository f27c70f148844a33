import type { AreaRemote } from '../remotes/RemoteArea';

/** Which remote owns each /admin page, by the first segment after /admin. */
const ADMIN_PAGE_REMOTES: Record<string, AreaRemote> = {
  members: 'mf_admin_settings',
  subjects: 'mf_admin_settings',
  services: 'mf_admin_settings',
  'group-types': 'mf_admin_settings',
  achivements: 'mf_admin_reports',
  difficults: 'mf_admin_reports',
  quarters: 'mf_admin_reports',
  statistics: 'mf_admin_reports',
  'achives-visualizer': 'mf_admin_reports',
  compensation: 'mf_admin_reports',
  complaints: 'mf_admin_reports',
  'teacher-lateness': 'mf_admin_reports',
  classes: 'mf_admin_schedule',
  schedules: 'mf_admin_schedule',
  shedule: 'mf_admin_schedule',
  filials: 'mf_admin_schedule',
};

/** The archive tabs belong to the remote that owns the archived thing. */
const ARCHIVE_TAB_REMOTES: Record<string, AreaRemote> = {
  members: 'mf_admin_settings',
  achivements: 'mf_admin_reports',
  difficults: 'mf_admin_reports',
};

export const ARCHIVE_TABS = [
  { label: 'Пользователи', path: '/admin/archive/members' },
  { label: 'Достижения', path: '/admin/archive/achivements' },
  { label: 'Трудности', path: '/admin/archive/difficults' },
] as const;

/** The remote for an /admin path, or null when no page lives there. */
export function adminRemoteFor(pathname: string): AreaRemote | null {
  const [page, tab] = pathname.replace(/^\/admin\/?/, '').split('/');
  if (page === 'archive') return ARCHIVE_TAB_REMOTES[tab ?? ''] ?? null;
  return ADMIN_PAGE_REMOTES[page ?? ''] ?? null;
}
