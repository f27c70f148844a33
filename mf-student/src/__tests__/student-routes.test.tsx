import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { can, type Achievement, type Permission } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { makePersonLesson, makePersonWeek, makeStudentBalance, pretendScreenWidth, TEACHERS } from '@diary/web-kit/testing';
import StudentRoutes from '../expose/Routes';

const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: {
    get user() {
      return { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: null, subject: null };
    },
    can: (permission: Permission) => can('STUDENT', permission),
  },
}));

function achievement(overrides: Partial<Achievement>): Achievement {
  return {
    id: 1,
    userId: 7,
    studentId: 21,
    student: { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: null },
    author: { id: 7, first_name: 'Анна', second_name: 'Учителева', last_name: 'Сергеевна' },
    authorInitials: 'Учителева А. С.',
    studentInitials: 'Ученов П.',
    lessonDate: '2025-02-03',
    lessonTheme: 'Дроби',
    notes: 'Хорошо',
    points: 4,
    maxPoints: 5,
    checkType: 'Домашняя работа',
    subject: 'Математика',
    isArchived: false,
    createdAt: '2025-02-03T10:00:00.000Z',
    discipline: 'Математика',
    disciplineFormatted: 'Математика (Учителева А. С.)',
    summaryPoints: '4 / 5',
    ...overrides,
  };
}

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/student/*" element={<StudentRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => jest.clearAllMocks());

describe('student achievements', () => {
  it('lists their achievements read-only, with the teacher instead of the student', async () => {
    const items = [achievement({ id: 1 }), achievement({ id: 2, lessonTheme: 'Проект', points: null, maxPoints: null, notes: null })];
    mockHttp.get.mockResolvedValue({ achives: items, total: 2 });
    renderAt('/student');
    expect(await screen.findByText('Дроби')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('achivements/', { page: 1, limit: 100, is_archived: 0, sort: 'lessonDate', order: 'desc' });
    expect(screen.getByRole('heading', { name: 'Достижения' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Преподаватель',
      'Предмет',
      'Дата теста',
      'Тема',
      'Тип проверки',
      'Макс. балл',
      'Набранные баллы',
      'Комментарий',
    ]);
    const row = screen.getByText('Дроби').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Учителева А. С.')).toBeTruthy();
    expect(within(row).getByText('03.02.2025')).toBeTruthy();
    expect(within(screen.getByText('Проект').closest('[role="row"]') as HTMLElement).getAllByText('—')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'В архив' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Добавить отчет' })).toBeNull();
  });

  it('shows the empty state', async () => {
    mockHttp.get.mockResolvedValue({ achives: [], total: 0 });
    renderAt('/student/achivements');
    expect(await screen.findByText('Достижений пока нет')).toBeTruthy();
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledTimes(1));
  });
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

// The complaint form itself is tested in web-kit/src/ui/complaints.
describe("/student/create-complaint 'Отправить жалобу'", () => {
  it("opens on 'Жалоба на учителя', which sends POST complaint", async () => {
    mockHttp.get.mockResolvedValue(TEACHERS);
    mockHttp.post.mockResolvedValue({ id: 1 });
    renderAt('/student/create-complaint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Жалоба на учителя' })).toBeTruthy();
    await waitFor(() => expect(mockHttp.get).toHaveBeenCalledWith('users/teachers'));
    fireEvent.change(field(/^Учитель/), { target: { value: 'Преподов Олег' } });
    fireEvent.change(field(/^Опишите проблему/), { target: { value: 'Кричал на уроке' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Успешно отправлено')).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledWith('complaint', expect.objectContaining({ teacherId: 8, comment: 'Кричал на уроке' }));
  });

  it('the tab switches to the feedback form', async () => {
    mockHttp.get.mockResolvedValue(TEACHERS);
    renderAt('/student/create-complaint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Жалоба на учителя' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Обратная связь' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Обратная связь' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Жалоба на учителя' })).toBeNull();
  });

  it('?form=feedback opens the feedback form', () => {
    renderAt('/student/create-complaint?form=feedback');
    expect(screen.getByRole('heading', { level: 1, name: 'Обратная связь' })).toBeTruthy();
  });
});

// The week itself is tested in web-kit/src/ui/week.
describe("/student/schedule 'Расписание'", () => {
  it("is in the top navigation and shows the student's own week", async () => {
    mockHttp.get.mockResolvedValue(makePersonWeek([makePersonLesson({ day_of_week: 2, subject: 'Химия' })]));
    renderAt('/student/schedule');
    const nav = screen.getByRole('navigation', { name: 'Разделы ученика' });
    expect(
      within(nav)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['Достижения', '/student/achivements'],
      ['Отправить жалобу', '/student/create-complaint'],
      ['Посещаемость', '/student/attendance'],
      ['Баланс', '/student/balance'],
      ['Расписание', '/student/schedule'],
    ]);
    expect(within(nav).getByRole('tab', { name: 'Расписание' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Расписание' })).toBeTruthy();
    expect(await screen.findByText('Химия')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('schedule/student/21/week');
    expect(screen.getByRole('button', { name: 'Подписаться в календаре' })).toBeTruthy();
  });
});

// The screen itself is tested in ../attendance/__tests__.
describe("/student/attendance 'Посещаемость'", () => {
  it('is in the top navigation and reads the student’s own marks of the school year so far', async () => {
    mockHttp.get.mockResolvedValue({ items: [], summary: { present: 0, late: 0, absent: 0, excused: 0, total: 0, rate: null } });
    renderAt('/student/attendance');
    const nav = screen.getByRole('navigation', { name: 'Разделы ученика' });
    expect(within(nav).getByRole('tab', { name: 'Посещаемость' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Посещаемость' })).toBeTruthy();
    expect(await screen.findByText('За этот период отметок нет')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('journal/student/21', {
      from: expect.stringMatching(/^\d{4}-09-01$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

// The screen itself is tested in ../balance/__tests__.
describe("/student/balance 'Баланс'", () => {
  it('is in the top navigation and reads the student’s own balance', async () => {
    mockHttp.get.mockResolvedValue(makeStudentBalance());
    renderAt('/student/balance');
    const nav = screen.getByRole('navigation', { name: 'Разделы ученика' });
    expect(within(nav).getByRole('tab', { name: 'Баланс' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Баланс' })).toBeTruthy();
    expect(await screen.findByText(/^Долг:/)).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('balance/student/21');
  });
});

describe('the student area on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = pretendScreenWidth(375);
  });
  afterEach(() => restore());

  it("folds the tabs into 'Меню', which names the page and holds the same five entries", async () => {
    mockHttp.get.mockResolvedValue({ items: [], summary: { present: 0, late: 0, absent: 0, excused: 0, total: 0, rate: null } });
    renderAt('/student/attendance');
    expect(screen.queryByRole('navigation', { name: 'Разделы ученика' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'Меню' });
    expect(menu.parentElement!.textContent).toBe('Посещаемость');
    fireEvent.click(menu);
    const nav = screen.getByRole('navigation', { name: 'Разделы ученика' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Достижения', 'Отправить жалобу', 'Посещаемость', 'Баланс', 'Расписание']);
    expect(within(nav).getByRole('link', { name: 'Посещаемость' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('За этот период отметок нет')).toBeTruthy();
  });
});
