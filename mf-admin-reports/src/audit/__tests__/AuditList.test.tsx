import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'mf_auth/session';
import { can, type AuditPage, type AuditRecord, type Permission, type Role } from '@diary/common';
import { shownAddress, shownDate, typeDate } from '@diary/web-kit/testing';
import { mockReportsHttp, renderReportsAt } from '../../shared/__tests__/render-reports';

configure({ asyncUtilTimeout: 5000 });

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = mockReportsHttp();

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

const record = (overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  id: 1,
  at: new Date(2026, 10, 20, 14, 7).toISOString(),
  actor: { id: 5, fullName: 'Учителев Иван Петрович', role: 'TEACHER' },
  action: 'update',
  entity: 'achievement',
  entityId: 12,
  changes: { points: [3, 5], isArchived: [false, true], notes: [null, 'Молодец'] },
  ...overrides,
});

const PEOPLE = {
  items: [
    { id: 5, first_name: 'Иван', second_name: 'Учителев', last_name: 'Петрович' },
    { id: 9, first_name: 'Анна', second_name: 'Админова', last_name: null },
  ],
  total: 2,
};

function serve(audit: (query: Record<string, unknown>) => AuditPage | Promise<AuditPage>) {
  mockHttp.get.mockImplementation(async (path: string, query: Record<string, unknown>) => {
    if (path === 'users') return PEOPLE;
    if (path === 'audit') return audit(query);
    throw new Error(`no fake for GET ${path}`);
  });
}

const auditCalls = () => mockHttp.get.mock.calls.filter(([path]) => path === 'audit').map(([, query]) => query as Record<string, unknown>);
const lastAuditCall = () => auditCalls().at(-1);

const renderAt = (path = '/audit') => renderReportsAt(path);

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
});

describe("/admin/audit 'Журнал изменений'", () => {
  it('lists the records newest first: when, who with the role, action, object with its number, each change readable', async () => {
    serve(() => ({
      items: [
        record(),
        record({
          id: 2,
          actor: null,
          action: 'create',
          entity: 'lesson',
          entityId: 4,
          changes: { students: [[], ['Петров', 'Сидорова']] },
        }),
      ],
      total: 2,
    }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Журнал изменений', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Журнал изменений' });
    expect(await within(table).findAllByText('20.11.2026 14:07')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Когда', 'Кто', 'Действие', 'Объект', 'Изменения']);
    expect(within(table).getByText('Учителев Иван Петрович (Преподаватель)')).toBeTruthy();
    expect(within(table).getByText('Изменение')).toBeTruthy();
    expect(within(table).getByText('Достижение №12')).toBeTruthy();
    expect(within(table).getByText('Баллы: 3 → 5')).toBeTruthy();
    expect(within(table).getByText('В архиве: Нет → Да')).toBeTruthy();
    expect(within(table).getByText('Описание: — → Молодец')).toBeTruthy();
    expect(within(table).getByText('Система')).toBeTruthy();
    expect(within(table).getByText('Занятие №4')).toBeTruthy();
    expect(within(table).getByText('Ученики: — → Петров, Сидорова')).toBeTruthy();
    expect(lastAuditCall()).toEqual({ page: 1, limit: 100 });
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
  });

  it('reads its filters and page from the address and asks the API for them', async () => {
    serve(() => ({ items: [record()], total: 250 }));
    renderAt('/audit?entity=achievement&entityId=12&actor=5&action=update&from=2026-11-01&to=2026-11-30&page=2');
    await screen.findByText('Баллы: 3 → 5');
    expect(auditCalls()).toEqual([
      { entity: 'achievement', entityId: '12', actorId: 5, action: 'update', from: '2026-11-01', to: '2026-11-30', page: 2, limit: 100 },
    ]);
    expect(shownDate('С')).toBe('01.11.2026');
    expect(shownDate('По')).toBe('30.11.2026');
    expect((screen.getByLabelText('№ записи') as HTMLInputElement).value).toBe('12');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Кто' }) as HTMLInputElement).value).toBe('Учителев Иван Петрович'));
  });

  it('puts a filter chosen into the address and goes back to the first page', async () => {
    serve(() => ({ items: [record()], total: 250 }));
    renderAt('/audit?page=2');
    await screen.findByText('Баллы: 3 → 5');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Действие' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Удаление' }));
    await waitFor(() => expect(lastAuditCall()).toEqual({ action: 'delete', page: 1, limit: 100 }));
    expect(shownAddress()).toBe('?action=delete');
    typeDate('С', '01.11.2026');
    await waitFor(() => expect(lastAuditCall()).toEqual({ action: 'delete', from: '2026-11-01', page: 1, limit: 100 }));
    expect(shownAddress()).toBe('?action=delete&from=2026-11-01');
  });

  it("pages on the server, the page in the address; the record's number typed waits for a pause", async () => {
    serve(() => ({ items: [record()], total: 250 }));
    renderAt();
    await screen.findByText('Баллы: 3 → 5');
    expect(screen.getByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперед' }));
    await waitFor(() => expect(lastAuditCall()).toEqual({ page: 2, limit: 100 }));
    expect(shownAddress()).toBe('?page=2');
    fireEvent.change(screen.getByLabelText('№ записи'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('№ записи'), { target: { value: '12а' } });
    await waitFor(() => expect(lastAuditCall()).toEqual({ entityId: '12', page: 1, limit: 100 }));
    expect(auditCalls()).toHaveLength(3);
    expect(shownAddress()).toBe('?entityId=12');
  });

  it('filters by who: a person chosen by typing part of the name', async () => {
    serve(() => ({ items: [record()], total: 1 }));
    renderAt();
    await screen.findByText('Баллы: 3 → 5');
    const who = screen.getByRole('combobox', { name: 'Кто' });
    fireEvent.change(who, { target: { value: 'Админ' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Админова Анна' }));
    await waitFor(() => expect(lastAuditCall()).toEqual({ actorId: 9, page: 1, limit: 100 }));
    expect(shownAddress()).toBe('?actor=9');
  });

  it("says 'Изменений нет' when nothing matches, and shows a refused filter's message with 'Повторить'", async () => {
    serve((query) => {
      if (query.from) throw new ApiError(400, { message: 'Начало периода позже его конца', code: 'VALIDATION' });
      return { items: [], total: 0 };
    });
    renderAt();
    expect(await screen.findByText('Изменений нет')).toBeTruthy();
    typeDate('С', '30.11.2026');
    expect(await screen.findByText('Начало периода позже его конца')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('downloads the export with the same filters', async () => {
    serve(() => ({ items: [record()], total: 1 }));
    mockHttp.download.mockResolvedValue(new Blob(['x']));
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderAt('/audit?entity=user&entityId=3');
    await screen.findByText('Баллы: 3 → 5');
    fireEvent.click(screen.getByRole('button', { name: 'Скачать в Excel' }));
    await waitFor(() =>
      expect(mockHttp.download).toHaveBeenCalledWith('audit/export.xlsx', expect.objectContaining({ entity: 'user', entityId: '3' })),
    );
  });
});
