import type { Permission } from './permissions';

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

/** The admin top navigation of docs/product/screens.md "Admin area navigation". */
export const ADMIN_MENU: AdminMenuGroup[] = [
  {
    label: 'Отчеты',
    entries: [
      { label: 'достижения', path: '/admin/achivements', permission: 'area.admin' },
      { label: 'статистика 1', path: '/admin/achives-visualizer', permission: 'statistics.view' },
      { label: 'статистика 2', path: '/admin/statistics', permission: 'statistics.view' },
    ],
  },
  {
    label: 'Пользователи',
    entries: [
      { label: 'пользователи', path: '/admin/members', permission: 'users.list' },
      { label: 'роли', path: '/admin/roles', permission: 'area.admin', disabled: true },
    ],
  },
  {
    label: 'Сотрудники',
    entries: [
      { label: 'начисление зарплаты', path: '/admin/salary', permission: 'salary.view', disabled: true },
      { label: 'компенсация', path: '/admin/compensation', permission: 'compensations.read' },
      { label: 'опоздание', path: '/admin/teacher-lateness', permission: 'lateness.read' },
      { label: 'трудности', path: '/admin/difficults', permission: 'difficulties.read' },
    ],
  },
  {
    label: 'Клиенты',
    entries: [
      { label: 'загруженность центра', path: '/admin/shedule', permission: 'schedule.read' },
      { label: 'задания', path: '/admin/tasks', permission: 'area.admin', disabled: true },
      { label: 'жалоба от клиента', path: '/admin/complaints', permission: 'complaints.read' },
    ],
  },
  {
    label: 'Настройки',
    permission: 'settings.view',
    entries: [
      { label: 'услуги', path: '/admin/services', permission: 'services.read' },
      { label: 'классы', path: '/admin/classes', permission: 'classes.read' },
      { label: 'экзамены', path: '/admin/exams', permission: 'settings.view', disabled: true },
      { label: 'филиалы', path: '/admin/filials', permission: 'filials.read' },
      { label: 'тип групп', path: '/admin/group-types', permission: 'groupTypes.read' },
      { label: 'дисциплины', path: '/admin/subjects', permission: 'subjects.create' },
    ],
  },
  {
    label: 'Архив',
    permission: 'archive.view',
    entries: [{ label: 'архив', path: '/admin/archive', permission: 'archive.view' }],
  },
];

/**
 * The permission that guards each admin page, by its first path segment after /admin.
 * Pages reachable by URL but not in the menu (detail pages, archive tabs) follow their list.
 */
export const ADMIN_PAGE_PERMISSIONS: Record<string, Permission> = {
  members: 'users.list',
  achivements: 'area.admin',
  difficults: 'difficulties.read',
  quarters: 'monthlyReports.view',
  statistics: 'statistics.view',
  'achives-visualizer': 'statistics.view',
  compensation: 'compensations.read',
  complaints: 'complaints.read',
  'teacher-lateness': 'lateness.read',
  shedule: 'schedule.read',
  schedules: 'schedule.read',
  classes: 'classes.read',
  filials: 'filials.read',
  services: 'services.read',
  'group-types': 'groupTypes.read',
  subjects: 'subjects.read',
  archive: 'archive.view',
};

export function adminPagePermission(pathname: string): Permission | null {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return ADMIN_PAGE_PERMISSIONS[segment] ?? null;
}
