jest.mock('mf_auth/session', () => ({ session: {} }));

import { visibleMenu } from '../layout/AdminNav';
import { adminRemoteFor } from '../app/admin-pages';

const labels = (role: Parameters<typeof visibleMenu>[0]) => visibleMenu(role).map((group) => group.label);

describe('admin navigation', () => {
  it('when the primary role is ADMIN, then every group shows, settings and archive included', () => {
    expect(labels('ADMIN')).toEqual(['Отчеты', 'Пользователи', 'Сотрудники', 'Клиенты', 'Настройки', 'Архив']);
  });

  it('when the primary role is MODERATOR, then settings, archive and the statistics entries are hidden', () => {
    expect(labels('MODERATOR')).toEqual(['Отчеты', 'Пользователи', 'Сотрудники', 'Клиенты']);
    const reports = visibleMenu('MODERATOR').find((group) => group.label === 'Отчеты')!;
    expect(reports.entries.map((entry) => entry.label)).toEqual(['достижения']);
    const staff = visibleMenu('MODERATOR').find((group) => group.label === 'Сотрудники')!;
    expect(staff.entries.map((entry) => entry.label)).toEqual(['компенсация', 'опоздание', 'трудности']);
  });

  it("lists 'Журнал посещаемости' under Клиенты after 'загруженность центра', for ADMIN and MODERATOR alike", () => {
    for (const role of ['ADMIN', 'MODERATOR'] as const) {
      const clients = visibleMenu(role).find((group) => group.label === 'Клиенты')!;
      expect(clients.entries.slice(0, 2).map((entry) => [entry.label, entry.path])).toEqual([
        ['загруженность центра', '/admin/shedule'],
        ['Журнал посещаемости', '/admin/journal'],
      ]);
    }
  });

  it("lists the money pages: 'начисление зарплаты' under Сотрудники for the ADMIN only, 'Оплаты' under Клиенты for both", () => {
    const staff = visibleMenu('ADMIN').find((group) => group.label === 'Сотрудники')!;
    expect(staff.entries[0]).toEqual({ label: 'начисление зарплаты', path: '/admin/salary', permission: 'salary.view' });
    for (const role of ['ADMIN', 'MODERATOR'] as const) {
      const clients = visibleMenu(role).find((group) => group.label === 'Клиенты')!;
      expect(clients.entries[2]).toEqual({ label: 'Оплаты', path: '/admin/payments', permission: 'payments.read' });
    }
    expect(adminRemoteFor('/admin/salary')).toBe('mf_admin_reports');
    expect(adminRemoteFor('/admin/payments')).toBe('mf_admin_reports');
  });

  it('keeps entries that are not built yet as disabled ones', () => {
    const users = visibleMenu('ADMIN').find((group) => group.label === 'Пользователи')!;
    expect(users.entries.find((entry) => entry.label === 'роли')?.disabled).toBe(true);
  });

  it('routes each admin page to the remote that owns it', () => {
    expect(adminRemoteFor('/admin/members')).toBe('mf_admin_settings');
    expect(adminRemoteFor('/admin/archive/members')).toBe('mf_admin_settings');
    expect(adminRemoteFor('/admin/archive/achivements')).toBe('mf_admin_reports');
    expect(adminRemoteFor('/admin/classes/12')).toBe('mf_admin_schedule');
    expect(adminRemoteFor('/admin/journal')).toBe('mf_admin_schedule');
    expect(adminRemoteFor('/admin/roles')).toBeNull();
  });
});
