import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { can, type Achievement, type Permission } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import {
  makePersonLesson,
  makePersonWeek,
  makeTeacherSalary,
  pretendScreenWidth,
  studentsRoute,
  typeStudent,
} from '@diary/web-kit/testing';
import TeacherRoutes from '../expose/Routes';
import { makeAchievement, STUDENTS, TEACHERS } from './factories';

const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: {
    get user() {
      return { id: 7, subject: 'Химия' };
    },
    can: (permission: Permission) => can('TEACHER', permission),
  },
}));

let achievements: Achievement[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  achievements = [
    makeAchievement({ id: 1, lessonTheme: 'Кинематика', points: 6, maxPoints: 10 }),
    makeAchievement({
      id: 2,
      lessonTheme: 'Устный опрос',
      points: null,
      maxPoints: null,
      studentId: 22,
      student: { id: 22, first_name: 'Анна', second_name: 'Смирнова', last_name: 'Игоревна' },
    }),
  ];
  mockHttp.get.mockImplementation(async (path: string, query?: unknown) => {
    if (path === 'users/students') return studentsRoute(STUDENTS)(query);
    if (path === 'users/teachers') return TEACHERS;
    if (path === 'subjects')
      return [
        { id: 1, name: 'Физика', createdAt: '' },
        { id: 2, name: 'Химия', createdAt: '' },
      ];
    if (path === 'achivements/') return { achives: achievements, total: achievements.length };
    if (path === 'statistics') return { total: 0, items: [] };
    if (path === 'achivements/monthly-reports') return { students: [], total: 0, totalPages: 0 };
    if (path === 'journal/day') return { date: '2026-11-10', lessons: [] };
    if (path === 'salary/teacher/7') return makeTeacherSalary({ month: (query as { month: string }).month, items: [], amount: 0 });
    if (path === 'schedule/teacher/7/week')
      return makePersonWeek([makePersonLesson({ day_of_week: 4, subject: 'Химия', time_start: '14:00', time_end: '15:00' })]);
    throw new Error(path);
  });
  mockHttp.post.mockImplementation(async (_path: string, body: unknown) => ({ id: 99, ...(body as object) }));
  mockHttp.put.mockImplementation(async (path: string, body: unknown) => {
    // PUT achivements/:id archives: the list (paged by the API) no longer holds it.
    const archived = /^achivements\/(\d+)$/.exec(path);
    if (archived) achievements = achievements.filter((a) => a.id !== Number(archived[1]));
    return body ?? {};
  });
});

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {/* mounted where the shell mounts it */}
        <Routes>
          <Route path="/teacher/*" element={<TeacherRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('teacher area', () => {
  it('lists the nine sidebar entries, and loads no student list on entry: the picker searches on the server', async () => {
    renderAt('/teacher/create-achivement');
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('subjects'));
    expect(mockHttp.get.mock.calls.filter(([path]) => path === 'users/students')).toEqual([]);
    typeStudent(() => input(/^Выберите ученика из списка/), 'смир');
    expect(await screen.findByRole('option', { name: 'Смирнова Анна Игоревна' })).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('users/students', { q: 'смир', limit: 20 });
    const nav = screen.getByRole('navigation', { name: 'Разделы преподавателя' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Отправить отчет', '/teacher/create-achivement'],
      ['Сообщить о трудностях', '/teacher/create-report'],
      ['Мои отчеты', '/teacher/achivements'],
      ['Статистика', '/teacher/statistics'],
      ['Отчеты по месяцам', '/teacher/create-quarter'],
      ['Пожаловаться', '/teacher/create-complaint'],
      ['Журнал', '/teacher/journal'],
      ['Моя зарплата', '/teacher/salary'],
      ['Моё расписание', '/teacher/schedule'],
    ]);
  });

  it("sends an achievement and says 'Отчет успешно отправлен'", async () => {
    renderAt('/teacher/create-achivement');
    expect(screen.getByRole('heading', { level: 1, name: 'Дневник достижений' })).toBeTruthy();
    expect(document.title).toBe('Отправить отчет — Дневник достижений');
    expect(input(/^Предмет/).value).toBe('Химия');
    typeStudent(() => input(/^Выберите ученика из списка/), 'Смир');
    fireEvent.click(await screen.findByRole('option', { name: 'Смирнова Анна Игоревна' }));
    fireEvent.change(input(/^Тема урока/), { target: { value: 'Кислоты' } });
    fireEvent.change(input(/^Максимальный балл/), { target: { value: '10' } });
    fireEvent.change(input(/^Набранные баллы/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Отчет успешно отправлен')).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledWith(
      'achivements/create',
      expect.objectContaining({
        studentId: 22,
        lessonTheme: 'Кислоты',
        subject: 'Химия',
        points: 9,
        maxPoints: 10,
        checkType: 'Контрольная',
      }),
    );
    await waitFor(() => expect(input(/^Выберите ученика из списка/).value).toBe(''));
  });

  it("lists 'Мои отчеты', edits one in the modal and archives another", async () => {
    renderAt('/teacher/achivements');
    expect(await screen.findByText('Кинематика')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('achivements/', { page: 1, limit: 100, is_archived: 0, sort: 'lessonDate', order: 'desc' });
    expect(screen.getByRole('link', { name: 'Добавить отчет' }).getAttribute('href')).toBe('/teacher');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 8)).toEqual([
      'Ученик',
      'Предмет',
      'Дата теста',
      'Тема',
      'Тип проверки',
      'Макс. балл',
      'Набранные баллы',
      'Комментарий',
    ]);
    const ungraded = rowOf('Устный опрос');
    expect(within(ungraded).getByText('Смирнова Анна Игоревна')).toBeTruthy();
    expect(within(ungraded).getAllByText('—')).toHaveLength(2);
    expect(within(rowOf('Кинематика')).getByText('14.03.2025')).toBeTruthy();

    fireEvent.click(within(rowOf('Кинематика')).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Дневник достижений' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Редактировать' }));
    fireEvent.change(within(dialog).getByLabelText(/^Тема урока/), { target: { value: 'Динамика' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись обновлена')).toBeTruthy();
    expect(mockHttp.put).toHaveBeenCalledWith(
      'achivements/update',
      expect.objectContaining({ id: 1, lessonTheme: 'Динамика', points: 6, maxPoints: 10 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Дневник достижений' })).toBeNull());

    fireEvent.click(within(rowOf('Устный опрос')).getByRole('button', { name: 'В архив' }));
    expect(await screen.findByText('Переместить отчет в архив?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Отчет успешно перемещен в архив')).toBeTruthy();
    expect(mockHttp.put).toHaveBeenCalledWith('achivements/2');
    await waitFor(() => expect(screen.queryByText('Устный опрос')).toBeNull());
  });

  it('shows the error state of the list', async () => {
    mockHttp.get.mockImplementation(async (path: string) => {
      if (path === 'achivements/') throw new Error('offline');
      return [];
    });
    renderAt('/teacher/achivements');
    expect(await screen.findByText('Не удалось загрузить отчеты')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('reports a difficulty, and refuses a student who is not on the list', async () => {
    renderAt('/teacher/create-report');
    expect(await screen.findByRole('heading', { name: 'СООБЩИТЬ О ТРУДНОСТЯХ' })).toBeTruthy();
    expect(document.title).toBe('Сообщить о трудностях — Дневник достижений');
    typeStudent(() => input(/^Выберите ученика из списка/), 'Неизвестный');
    fireEvent.change(input(/^Проблема/), { target: { value: 'Не делает домашние задания' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ученик с таким именем не найден! Попробуйте ввести его данные еще раз');
    expect(mockHttp.post).not.toHaveBeenCalled();

    typeStudent(() => input(/^Выберите ученика из списка/), 'Учен');
    fireEvent.click(await screen.findByRole('option', { name: 'Ученов Пётр Петрович' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Успешно отправлено')).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledWith('difficulty/create', {
      studentId: 21,
      notes: 'Не делает домашние задания',
      isArchived: false,
    });
    expect(input(/^Проблема/).value).toBe('');
  });

  it('asks for the problem text', async () => {
    renderAt('/teacher/create-report');
    // typed whole and not picked: the student is found on the server
    await screen.findByLabelText(/^Выберите ученика из списка/);
    typeStudent(() => input(/^Выберите ученика из списка/), 'Ученов Пётр Петрович');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Опишите проблему')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();
  });

  it('shows statistics without a teacher filter', async () => {
    renderAt('/teacher/statistics');
    expect(await screen.findByRole('button', { name: 'Показать' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Преподаватель/)).toBeNull();
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('statistics'));
  });

  it('pins the monthly reports to the teacher', async () => {
    renderAt('/teacher/create-quarter');
    expect(await screen.findByText(/^Нет данных для отображения/)).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('achivements/monthly-reports', expect.objectContaining({ teacherId: 7 }));
    expect(screen.queryByLabelText(/^Учитель/)).toBeNull();
  });

  // The form itself is tested in web-kit/src/ui/complaints.
  it("'Пожаловаться' sends POST complaint about another teacher", async () => {
    renderAt('/teacher/create-complaint');
    expect(screen.getByRole('heading', { level: 1, name: 'Пожаловаться' })).toBeTruthy();
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('users/teachers'));
    fireEvent.change(input(/^Учитель/), { target: { value: 'Преподов Олег' } });
    fireEvent.change(input(/^Опишите проблему/), { target: { value: 'Не пришёл на замену' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Успешно отправлено')).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledWith('complaint', expect.objectContaining({ teacherId: 8, comment: 'Не пришёл на замену' }));
  });

  // The week itself is tested in web-kit/src/ui/week.
  it("'Моё расписание' shows the teacher's own week with 'Подписаться в календаре'", async () => {
    renderAt('/teacher/schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Моё расписание' })).toBeTruthy();
    expect(await screen.findByText('14:00–15:00')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('schedule/teacher/7/week');
    expect(screen.getByRole('button', { name: 'Подписаться в календаре' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Разделы преподавателя' });
    expect(within(nav).getByRole('link', { name: 'Моё расписание' }).className).toContain('active');
  });

  // The journal itself is tested in ../journal/__tests__.
  it("'Журнал' reads the teacher's lessons of the day", async () => {
    renderAt('/teacher/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Журнал' })).toBeTruthy();
    expect(await screen.findByText('Занятий нет')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('journal/day', { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const nav = screen.getByRole('navigation', { name: 'Разделы преподавателя' });
    expect(within(nav).getByRole('link', { name: 'Журнал' }).className).toContain('active');
  });

  // The screen itself is tested in ../salary/__tests__.
  it("'Моя зарплата' reads the teacher's own month", async () => {
    renderAt('/teacher/salary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Моя зарплата' })).toBeTruthy();
    expect(await screen.findByText('Нет проведённых занятий за этот месяц')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('salary/teacher/7', { month: expect.stringMatching(/^\d{4}-\d{2}$/) });
    const nav = screen.getByRole('navigation', { name: 'Разделы преподавателя' });
    expect(within(nav).getByRole('link', { name: 'Моя зарплата' }).className).toContain('active');
  });
});

describe('teacher area on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = pretendScreenWidth(375);
  });
  afterEach(() => restore());

  it("folds the sidebar into 'Меню': the same nine entries, and choosing one opens it", async () => {
    renderAt('/teacher/create-achivement');
    expect(screen.queryByRole('navigation', { name: 'Разделы преподавателя' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const nav = screen.getByRole('navigation', { name: 'Разделы преподавателя' });
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    fireEvent.click(within(nav).getByRole('link', { name: 'Журнал' }));
    expect(await screen.findByText('Занятий нет')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Разделы преподавателя' })).toBeNull());
  });

  it("shows 'Мои отчеты' as cards, and edits one in a dialog on the whole screen", async () => {
    renderAt('/teacher/achivements');
    const cards = within(await screen.findByRole('list', { name: 'Мои отчеты' })).getAllByRole('listitem');
    expect(screen.queryByRole('grid')).toBeNull();
    const kinematics = cards.find((card) => card.textContent!.includes('Кинематика'))!;
    expect(within(kinematics).getByText('Набранные баллы')).toBeTruthy();
    fireEvent.click(within(kinematics).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Дневник достижений' });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
  });
});
