import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { can, type Permission } from '@diary/common/constants/permissions';
import type { Role } from '@diary/common/constants/roles';
import { typeDate } from '@diary/web-kit/testing';
import { AppProviders } from '../../AppProviders';
import { StatisticsScreen } from '../StatisticsScreen';

const mockViewer: { role: Role; id: number } = { role: 'TEACHER', id: 7 };
const mockHttp = { get: jest.fn(), post: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: {
    get user() {
      return { id: mockViewer.id };
    },
    can: (permission: Permission) => can(mockViewer.role, permission),
  },
}));

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'TEACHER';
  mockHttp.get.mockImplementation(async (path: string) => {
    if (path === 'statistics') return { total: 1, items: [{ id: 21, fullName: 'Ученов Пётр Петрович' }] };
    if (path === 'subjects') return [{ id: 1, name: 'Физика', createdAt: '' }];
    if (path === 'users/teachers') return [{ id: 7, fullName: 'Учителева Анна' }];
    throw new Error(path);
  });
  mockHttp.post.mockResolvedValue({ labels: ['01.03.2025', '02.03.2025', '03.03.2025'], values: [50, null, 75] });
});

function renderScreen(teacherSelectable: boolean) {
  render(
    <AppProviders>
      <StatisticsScreen teacherSelectable={teacherSelectable} />
    </AppProviders>,
  );
}

describe('StatisticsScreen', () => {
  it("shows 'Access Denied' to a role without statistics", () => {
    mockViewer.role = 'STUDENT';
    renderScreen(false);
    expect(screen.getByRole('alert').textContent).toBe('Access Denied');
    expect(mockHttp.get).not.toHaveBeenCalled();
  });

  it('hides the teacher filter from a teacher and sends their own id', async () => {
    renderScreen(false);
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('statistics'));
    expect(screen.queryByLabelText(/^Преподаватель/)).toBeNull();
    typeDate(/^Дата начала/, '01.03.2025');
    typeDate(/^Дата окончания/, '03.03.2025');
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledTimes(1));
    expect(mockHttp.post).toHaveBeenCalledWith(
      'statistics',
      expect.objectContaining({ teacher: 7, startDate: '2025-03-01', endDate: '2025-03-03' }),
    );
    const chart = await screen.findByRole('figure', { name: 'Статистика успеваемости' });
    expect(within(chart).getByRole('heading', { name: 'Статистика успеваемости' })).toBeTruthy();
  });

  it("when 'Посещаемость (%)' is chosen, then it is asked for as 'att' and the chart reads in percent", async () => {
    renderScreen(false);
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('statistics'));
    typeDate(/^Дата начала/, '01.03.2025');
    typeDate(/^Дата окончания/, '03.03.2025');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Показатель/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Посещаемость (%)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledWith('statistics', expect.objectContaining({ metric: 'att' })));
    const chart = await screen.findByRole('figure', { name: 'Статистика успеваемости' });
    expect(within(chart).getByText('Посещаемость (%)')).toBeTruthy();
    expect(within(chart).getByText('100%')).toBeTruthy();
  });

  it('refuses a reversed range with the documented text', async () => {
    renderScreen(false);
    typeDate(/^Дата начала/, '05.03.2025');
    typeDate(/^Дата окончания/, '01.03.2025');
    fireEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText('Дата начала не может быть позже даты окончания')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();
  });

  it('offers an ADMIN the teacher filter and the check types without parentheses', async () => {
    mockViewer.role = 'ADMIN';
    renderScreen(true);
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('users/teachers'));
    expect(screen.getByLabelText(/^Преподаватель/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Тип проверки/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Итоговое тестирование');
    expect(options.some((o) => o?.includes('('))).toBe(false);
  });
});
