import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../AppProviders';
import { MonthlyReportsScreen } from '../MonthlyReportsScreen';

const mockHttp = { get: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
}));

function serve(students: { studentId: number; studentInitials: string; months: number[] }[], totalPages = 1) {
  mockHttp.get.mockImplementation(async (path: string) => {
    if (path === 'achivements/monthly-reports') return { students, total: students.length, totalPages };
    if (path === 'users/teachers') return [{ id: 7, fullName: 'Учителева Анна' }];
    throw new Error(path);
  });
}

function renderScreen(teacherId?: number) {
  render(
    <AppProviders>
      <MonthlyReportsScreen teacherId={teacherId} searchDelay={0} />
    </AppProviders>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('MonthlyReportsScreen', () => {
  it('shows students by the twelve months from Сентябрь, and the paging texts', async () => {
    serve([{ studentId: 1, studentInitials: 'Ученов П. П.', months: [3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2] }], 2);
    renderScreen(7);
    expect(screen.getByRole('heading', { name: 'Отчеты учителей по месяцам (учебный год)' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Ученик',
      'Сентябрь',
      'Октябрь',
      'Ноябрь',
      'Декабрь',
      'Январь',
      'Февраль',
      'Март',
      'Апрель',
      'Май',
      'Июнь',
      'Июль',
      'Август',
    ]);
    const cells = within(within(table).getByRole('row', { name: /Ученов/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['3', '0', '0', '0', '1', '0', '0', '0', '0', '0', '0', '2']);
    expect(screen.getByText('Страница 1 из 2')).toBeTruthy();
    expect(screen.getByText('Всего учеников: 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Предыдущая' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^Период: с 01\.09\.\d{4} по 31\.08\.\d{4}$/)).toBeTruthy();
    // a teacher's own screen: no teacher filter
    expect(screen.queryByLabelText(/^Учитель/)).toBeNull();
    expect(mockHttp.get).toHaveBeenCalledWith('achivements/monthly-reports', expect.objectContaining({ teacherId: 7, page: 1, limit: 50 }));

    fireEvent.click(screen.getByRole('button', { name: 'Следующая' }));
    await waitFor(() => expect(mockHttp.get).toHaveBeenLastCalledWith('achivements/monthly-reports', expect.objectContaining({ page: 2 })));
    expect(await screen.findByText('Страница 2 из 2')).toBeTruthy();
  });

  it('shows the documented empty text, and the teacher filter without a pinned teacher', async () => {
    serve([]);
    renderScreen();
    expect(await screen.findByText('Нет данных для отображения за выбранный учебный год. Выберите учителя и учебный год.')).toBeTruthy();
    expect(screen.getByLabelText(/^Учитель/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Очистить фильтры' })).toBeTruthy();
  });

  it('offers the current school year and the five before it', async () => {
    serve([]);
    renderScreen(7);
    await screen.findByText(/^Нет данных/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Учебный год/ }));
    const years = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years).toHaveLength(6);
    expect(years[0]).toMatch(/^\d{4}-\d{4}$/);
  });

  it("shows 'Ошибка загрузки отчетов' when the call fails", async () => {
    mockHttp.get.mockRejectedValue(new Error('offline'));
    renderScreen(7);
    expect(await screen.findByText('Ошибка загрузки отчетов')).toBeTruthy();
  });
});
