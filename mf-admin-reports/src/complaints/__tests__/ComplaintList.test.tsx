import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { can, type Permission } from '@diary/common';
import { AppProviders } from '@diary/common/ui';
import { ComplaintList } from '../ComplaintList';
import { makeComplaint, makeFeedback, STUDENTS, TEACHERS } from '../../record-screens/__tests__/fakes';

const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn(), download: jest.fn() };
let mockRole = 'ADMIN';

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: {
    get user() {
      return { id: 1 };
    },
    can: (permission: Permission) => can(mockRole as 'ADMIN', permission),
  },
}));

beforeEach(() => {
  jest.clearAllMocks();
  mockRole = 'ADMIN';
  mockHttp.get.mockImplementation(async (path: string) => {
    if (path === 'complaint') return [makeComplaint({ id: 1, comment: 'Опоздал на урок' })];
    if (path === 'feedback') return [makeFeedback({ id: 5, note: 'Хочу больше задач' })];
    if (path === 'users/teachers') return TEACHERS;
    if (path === 'users/students') return STUDENTS;
    throw new Error(path);
  });
});

function renderPage(path = '/admin/complaints') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ComplaintList />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('ComplaintList', () => {
  it('lists complaints with the documented columns, and the ADMIN sees the export', async () => {
    renderPage();
    expect(await screen.findByText('Опоздал на урок')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Жалобы' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Учитель',
      'Ученик',
      'Дата инцидента',
      'Комментарий',
      'Дата создания',
      'Действия',
    ]);
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать жалобу' })).toBeTruthy();
  });

  it("validates the admin form with 'Выберите учителя!' and 'Выберите ученика!'", async () => {
    renderPage();
    await screen.findByText('Опоздал на урок');
    fireEvent.click(screen.getByRole('button', { name: 'Создать жалобу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать жалобу' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать жалобу' }));
    expect(await within(dialog).findByText('Выберите учителя!')).toBeTruthy();
    expect(within(dialog).getByText('Выберите ученика!')).toBeTruthy();
    expect(within(dialog).getByText('Опишите проблему')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();
  });

  it('the feedback tab lists the students’ feedback and opens the file', async () => {
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockHttp.download.mockResolvedValue(new Blob(['%PDF']));
    mockRole = 'MODERATOR';
    renderPage('/admin/complaints?tab=feedback');
    expect(await screen.findByText('Хочу больше задач')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'справка.pdf' }));
    await waitFor(() => expect(saved).toEqual(['справка.pdf']));
    expect(mockHttp.download).toHaveBeenCalledWith('feedback/5/attachment');
    click.mockRestore();
  });

  it('shows the error state with a retry', async () => {
    mockHttp.get.mockImplementation(async (path: string) => {
      if (path === 'complaint') throw new Error('down');
      return [];
    });
    renderPage();
    expect(await screen.findByText('Не удалось загрузить жалобы')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
