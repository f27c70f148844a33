import { adminMenuOf, ADMIN_MENU, adminPagePermission } from '../admin-menu';
import { adminPageOwners, adminPagePermissions, parseRegistry, REMOTES_REGISTRY, type RemotesRegistry } from '../remotes';
import registryJson from '../remotes.registry.json';

/** A copy of the registry to change in one test. */
const copy = (): RemotesRegistry => structuredClone(REMOTES_REGISTRY);

describe('the admin menu from the registry', () => {
  it('is the navigation of docs/product/screens.md: groups, entries and disabled entries in order', () => {
    expect(ADMIN_MENU.map((group) => [group.label, group.permission ?? null, group.entries.map((entry) => entry.label)])).toEqual([
      ['Отчеты', null, ['достижения', 'статистика 1', 'статистика 2']],
      ['Пользователи', null, ['пользователи', 'Импорт', 'роли']],
      ['Сотрудники', null, ['начисление зарплаты', 'компенсация', 'опоздание', 'трудности']],
      ['Клиенты', null, ['загруженность центра', 'Журнал посещаемости', 'Оплаты', 'задания', 'жалоба от клиента']],
      ['Настройки', 'settings.view', ['услуги', 'классы', 'экзамены', 'филиалы', 'тип групп', 'дисциплины']],
      ['Архив', 'archive.view', ['архив', 'Журнал изменений']],
    ]);
    const disabled = ADMIN_MENU.flatMap((group) => group.entries.filter((entry) => entry.disabled).map((entry) => entry.path));
    expect(disabled).toEqual(['/admin/roles', '/admin/tasks', '/admin/exams']);
  });

  it("gives an entry its page's permission unless the entry names another", () => {
    const entry = (path: string) => ADMIN_MENU.flatMap((group) => group.entries).find((candidate) => candidate.path === path)!;
    expect(entry('/admin/members').permission).toBe('users.list');
    expect(entry('/admin/subjects').permission).toBe('subjects.create');
    expect(adminPagePermission('/admin/subjects')).toBe('subjects.read');
    expect(entry('/admin/archive').permission).toBe('archive.view');
    expect(entry('/admin/audit').permission).toBe('audit.read');
    expect(entry('/admin/import').permission).toBe('import.users');
    expect(entry('/admin/salary').permission).toBe('salary.view');
    expect(entry('/admin/payments').permission).toBe('payments.read');
  });
});

describe('the registry file', () => {
  it('passes the check, and the portal reads it as the check does (zod stays out of the browser)', () => {
    expect(parseRegistry(registryJson)).toEqual(REMOTES_REGISTRY);
  });
});

describe('adding an admin page to the registry', () => {
  const registry = copy();
  registry.remotes
    .find((remote) => remote.name === 'mf_admin_settings')!
    .adminPages.push({ segment: 'holidays', permission: 'settings.view' });
  registry.adminMenu.find((group) => group.label === 'Настройки')!.entries.splice(1, 0, { page: 'holidays', label: 'каникулы' });
  const parsed = parseRegistry(registry);

  it('when the page and a menu entry are added, then the menu lists it where the entry stands', () => {
    const settings = adminMenuOf(parsed).find((group) => group.label === 'Настройки')!;
    expect(settings.entries.slice(0, 3).map((entry) => entry.label)).toEqual(['услуги', 'каникулы', 'классы']);
    expect(settings.entries[1]).toEqual({ label: 'каникулы', path: '/admin/holidays', permission: 'settings.view' });
  });

  it('when the page is added, then the page table sends /admin/holidays to its remote behind its permission', () => {
    expect(adminPageOwners(parsed).get('holidays')).toBe('mf_admin_settings');
    expect(adminPagePermissions(parsed).holidays).toBe('settings.view');
    expect(adminPageOwners().get('holidays')).toBeUndefined();
  });

  it('when the page is an archive tab, then archive/<page> belongs to the same remote', () => {
    const withTab = copy();
    withTab.archive.tabs.push({ page: 'complaints', label: 'Жалобы' });
    expect(adminPageOwners(parseRegistry(withTab)).get('archive/complaints')).toBe('mf_admin_reports');
  });
});

describe('a mistake in the registry', () => {
  it.each<[string, (registry: RemotesRegistry) => void, RegExp]>([
    [
      'a menu entry naming no page',
      (r) => r.adminMenu[0]!.entries.push({ page: 'nowhere', label: 'x' }),
      /menu entry nowhere is no admin page/,
    ],
    ['an archive tab naming no page', (r) => r.archive.tabs.push({ page: 'nowhere', label: 'x' }), /archive tab nowhere/],
    ['a dev port used twice', (r) => (r.remotes[1]!.devPort = r.api.devPort), /dev port 3100 is used twice/],
    [
      'a page two remotes build',
      (r) => r.remotes[3]!.adminPages.push({ segment: 'members', permission: 'users.list' }),
      /admin page members/,
    ],
    [
      'a built page listed as not built',
      (r) => r.adminMenu[0]!.entries.push({ segment: 'members', label: 'x', permission: 'users.list', disabled: true }),
      /members is built/,
    ],
  ])('when it has %s, then loading it fails', (_case, spoil, message) => {
    const registry = copy();
    spoil(registry);
    expect(() => parseRegistry(registry)).toThrow(message);
  });

  it('when a permission is not in the permissions table, then loading it fails', () => {
    const registry = copy() as unknown as { remotes: { adminPages: { permission: string }[] }[] };
    registry.remotes[3]!.adminPages[0]!.permission = 'reports.everything';
    expect(() => parseRegistry(registry)).toThrow();
  });
});
