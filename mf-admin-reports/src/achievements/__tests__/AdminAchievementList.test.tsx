import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { can, type Permission, type Role } from '@diary/common';
import { studentsRoute } from '@diary/web-kit/testing';
import { makeAchievement, STUDENTS, TEACHERS } from '../../shared/__tests__/fakes';
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

const graded = makeAchievement({ id: 1, lessonTheme: 'Законы Ньютона', notes: 'Повторить формулы' });
const ungraded = makeAchievement({ id: 2, lessonTheme: 'Устный опрос', points: null, maxPoints: null, summaryPoints: '', notes: null });

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const writeText = jest.fn(async (_text: string) => undefined);

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
  Object.assign(navigator, { clipboard: { writeText } });
  mockHttp.get.mockImplementation(async (path: string, query?: unknown) => {
    if (path === 'achivements') return { achives: [graded, ungraded], total: 2 };
    if (path === 'users/teachers') return TEACHERS;
    if (path === 'users/students') return studentsRoute(STUDENTS)(query);
    if (path === 'subjects') return [];
    throw new Error(path);
  });
});

describe('/admin/achivements', () => {
  it('shows the admin columns from the server page, with the title as a heading', async () => {
    renderReportsAt('/achivements');
    expect(await screen.findByText('Законы Ньютона')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Достижения', level: 1 })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Дисциплина',
      'Ученик',
      'Дата отправки',
      'Дата теста',
      'Тема',
      'Тип проверки',
      'Баллы',
      'Комментарий',
      'Действия',
    ]);
    const row = rowOf('Законы Ньютона');
    expect(within(row).getByText('Физика (Учителева А.)')).toBeTruthy();
    expect(within(row).getByText('7 / 10')).toBeTruthy();
    expect(within(row).getByText('15.03.2025')).toBeTruthy();
    expect(within(rowOf('Устный опрос')).getByText('—')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('achivements', expect.objectContaining({ page: 1, limit: 100, is_archived: 0 }));
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
  });

  it('copies the comment of a row', async () => {
    renderReportsAt('/achivements');
    await screen.findByText('Законы Ньютона');
    fireEvent.click(within(rowOf('Законы Ньютона')).getByRole('button', { name: 'Скопировать комментарий Законы Ньютона' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Повторить формулы'));
    expect(await screen.findByText('Комментарий успешно скопирован')).toBeTruthy();
    expect(
      (within(rowOf('Устный опрос')).getByRole('button', { name: 'Скопировать комментарий Устный опрос' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('archives a row after the question', async () => {
    mockHttp.put.mockResolvedValue({});
    renderReportsAt('/achivements');
    await screen.findByText('Законы Ньютона');
    fireEvent.click(within(rowOf('Законы Ньютона')).getByRole('button', { name: 'В архив Законы Ньютона' }));
    expect(await screen.findByText('Переместить отчет в архив?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.put).toHaveBeenCalledWith('achivements/1'));
    expect(await screen.findByText('Запись перемещена в архив')).toBeTruthy();
  });

  it('opens the shared edit form for a row', async () => {
    renderReportsAt('/achivements');
    await screen.findByText('Законы Ньютона');
    fireEvent.click(within(rowOf('Законы Ньютона')).getByRole('button', { name: 'Изменить Законы Ньютона' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Дневник достижений')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Тема урока/) as HTMLInputElement).value).toBe('Законы Ньютона');
  });

  it('gives a MODERATOR no Excel', async () => {
    mockViewer.role = 'MODERATOR';
    renderReportsAt('/achivements');
    await screen.findByText('Законы Ньютона');
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
  });

  it('shows the error state and retries', async () => {
    mockHttp.get.mockImplementationOnce(async () => {
      throw new Error('offline');
    });
    renderReportsAt('/achivements');
    expect(await screen.findByText('Не удалось загрузить отчеты')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Законы Ньютона')).toBeTruthy();
  });
});

describe('/admin/archive/achivements', () => {
  it('lists the archive with its columns, opens details and deletes for real', async () => {
    mockHttp.delete.mockResolvedValue({});
    renderReportsAt('/archive/achivements');
    expect(await screen.findByText('Законы Ньютона')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Архив достижений', level: 1 })).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('achivements', expect.objectContaining({ is_archived: 1 }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Учитель',
      'Ученик',
      'Предмет',
      'Дата теста',
      'Тема',
      'Тип проверки',
      'Макс. балл',
      'Балл',
      'Комментарий',
      'Действия',
    ]);

    fireEvent.click(within(rowOf('Законы Ньютона')).getByRole('button', { name: 'Подробнее Законы Ньютона' }));
    const details = await screen.findByRole('dialog', { name: 'Отчет: Законы Ньютона' });
    fireEvent.click(within(details).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отчет: Законы Ньютона' })).toBeNull());

    fireEvent.click(within(rowOf('Законы Ньютона')).getByRole('button', { name: 'Удалить Законы Ньютона' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('achivements/1'));
    expect(await screen.findByText('Отчет успешно удален')).toBeTruthy();
  });

  it('says when the archive is empty', async () => {
    mockHttp.get.mockImplementation(async (path: string) => (path === 'achivements' ? { achives: [], total: 0 } : []));
    renderReportsAt('/archive/achivements');
    expect(await screen.findByText('В архиве нет отчетов')).toBeTruthy();
  });
});
