import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { can, type Permission, type Role } from '@diary/common';
import { makeDifficulty } from '../../shared/__tests__/fakes';
import { mockReportsHttp, renderReportsAt } from '../../shared/__tests__/render-reports';

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = mockReportsHttp();

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: {
    get user() {
      return { id: 1 };
    },
    can: (permission: Permission) => can(mockViewer.role, permission),
  },
}));

const difficulty = makeDifficulty({ id: 3, notes: 'Не решает задачи на движение' });

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
  mockHttp.get.mockResolvedValue({ items: [difficulty], total: 1 });
});

describe('/admin/difficults', () => {
  it('lists the unarchived difficulties; the ADMIN gets Excel, archive and delete', async () => {
    mockHttp.delete.mockResolvedValue({});
    renderReportsAt('/difficults');
    expect(await screen.findByText('Не решает задачи на движение')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Трудности', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Учитель',
      'Ученик',
      'Описание проблемы',
      'Дата',
      'Действия',
    ]);
    expect(mockHttp.get).toHaveBeenCalledWith('difficulty', expect.objectContaining({ archived: 0, page: 1 }));
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
    const row = rowOf('Не решает задачи на движение');
    expect(within(row).getByRole('button', { name: 'В архив: Ученов Пётр Петрович' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Удалить: Ученов Пётр Петрович' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('difficulty/3'));
    expect(await screen.findByText('Запись удалена')).toBeTruthy();
  });

  it('gives a MODERATOR the archive action only', async () => {
    mockViewer.role = 'MODERATOR';
    renderReportsAt('/difficults');
    await screen.findByText('Не решает задачи на движение');
    const row = rowOf('Не решает задачи на движение');
    expect(within(row).getByRole('button', { name: 'В архив: Ученов Пётр Петрович' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Удалить: Ученов Пётр Петрович' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
  });

  it('shows the archive without row actions', async () => {
    renderReportsAt('/archive/difficults');
    await screen.findByText('Не решает задачи на движение');
    expect(screen.getByRole('heading', { name: 'Архив трудностей', level: 1 })).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('difficulty', expect.objectContaining({ archived: 1 }));
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });
});
