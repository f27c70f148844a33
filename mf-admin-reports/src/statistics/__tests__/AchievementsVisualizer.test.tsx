import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { can, type Permission, type Role } from '@diary/common';
import { typeDate } from '@diary/web-kit/testing';
import { AppProviders } from '@diary/web-kit';
import ReportsRoutes from '../../expose/Routes';
import { TEACHERS } from '../../shared/__tests__/fakes';

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = { get: jest.fn(), post: jest.fn() };

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

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ReportsRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
  mockHttp.get.mockImplementation(async (path: string) => {
    if (path === 'statistics') return { total: 0, items: [] };
    if (path === 'subjects')
      return [
        { id: 1, name: 'Физика', createdAt: '' },
        { id: 2, name: 'Химия', createdAt: '' },
      ];
    if (path === 'users/teachers') return TEACHERS;
    throw new Error(path);
  });
  mockHttp.post.mockImplementation(async (_path: string, body: { subject?: string; teacher?: number }) => ({
    labels: ['2024-2025'],
    values: [body.subject === 'Физика' ? 82.5 : body.teacher === 7 ? 4 : null],
  }));
});

async function showRange(start: string, end: string) {
  await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('subjects'));
  typeDate('Дата начала', start);
  typeDate('Дата окончания', end);
  fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
}

describe('/admin/achives-visualizer', () => {
  it('shows the mean by subject for a range, then the reports by teacher', async () => {
    renderAt('/achives-visualizer');
    expect(screen.getByRole('heading', { name: 'Статистика', level: 1 })).toBeTruthy();
    expect(screen.getByText('Выберите период и нажмите «Показать».')).toBeTruthy();
    await showRange('01.09.2024', '31.05.2025');
    const table = await screen.findByRole('table', { name: 'Средний результат по предметам' });
    expect(within(table).getByText('82.5%')).toBeTruthy();
    expect(within(table).getByText('—')).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('tab', { name: 'По преподавателям' }));
    const teachers = await screen.findByRole('table', { name: 'Отчеты по преподавателям' });
    expect(within(teachers).getByText('Учителева Анна')).toBeTruthy();
    expect(within(teachers).getByText('4')).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledTimes(4);
  });

  it('refuses a reversed range without asking the API', async () => {
    renderAt('/achives-visualizer');
    await showRange('31.05.2025', '01.09.2024');
    expect(await screen.findByText('Дата начала не может быть позже даты окончания')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();
  });

  it('says when the range has no data', async () => {
    mockHttp.post.mockResolvedValue({ labels: ['2024-2025'], values: [null] });
    renderAt('/achives-visualizer');
    await showRange('01.09.2024', '31.05.2025');
    expect(await screen.findByText('Нет данных за выбранный период')).toBeTruthy();
  });

  it('shows the error state when the statistics fail', async () => {
    mockHttp.post.mockRejectedValue(new Error('offline'));
    renderAt('/achives-visualizer');
    await showRange('01.09.2024', '31.05.2025');
    expect(await screen.findByText('Произошла ошибка при загрузке статистики')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('denies a MODERATOR', () => {
    mockViewer.role = 'MODERATOR';
    renderAt('/achives-visualizer');
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(mockHttp.get).not.toHaveBeenCalled();
  });
});
