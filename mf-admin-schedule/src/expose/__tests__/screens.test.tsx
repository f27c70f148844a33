import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { can, type Permission, type Role, type WeekSchedule } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import ScheduleRoutes from '../Routes';
import { makeCabinet, makeClass, makeFilial, makeLesson } from '../../shared/__tests__/fakes';

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

type Answers = Record<string, unknown>;
function serve(answers: Answers) {
  mockHttp.get.mockImplementation(async (path: string) => {
    if (path in answers) return answers[path];
    throw new Error(`no fake for GET ${path}`);
  });
}

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ScheduleRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const emptyWeek = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] } as unknown as WeekSchedule;

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
});

describe("'Филиалы'", () => {
  it('lists branches with the documented columns and ADMIN controls', async () => {
    serve({ filials: [makeFilial({ id: 1, name: 'Центральный' })], 'filials/archived': [] });
    renderAt('/filials');
    expect(await screen.findByText('Центральный')).toBeTruthy();
    for (const header of ['Название', 'Город', 'Адрес', 'Время работы', 'Дата создания', 'Действия']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Добавить филиал' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Просмотр Центральный' })).toBeTruthy();
  });

  it('MODERATOR sees the list without add, edit, archive, export', async () => {
    mockViewer.role = 'MODERATOR';
    serve({ filials: [makeFilial({ id: 1, name: 'Центральный' })], 'filials/archived': [] });
    renderAt('/filials');
    expect(await screen.findByText('Центральный')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить филиал' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить Центральный' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
  });

  it("the branch form refuses an empty name: 'Название филиала обязательно'", async () => {
    serve({ filials: [], 'filials/archived': [] });
    renderAt('/filials');
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить филиал' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить филиал' }));
    expect(await within(dialog).findByText('Название филиала обязательно')).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();
  });
});

describe('branch page', () => {
  it("shows the branch, 'Кабинеты филиала' and the empty state", async () => {
    serve({ 'filials/1': makeFilial({ id: 1, name: 'Центральный' }), 'cabinets/filial/1': [], cabinets: [] });
    renderAt('/filials/1');
    expect(await screen.findByRole('heading', { name: 'Центральный' })).toBeTruthy();
    expect(screen.getByText('Кабинеты филиала')).toBeTruthy();
    expect(await screen.findByText('Нет кабинетов')).toBeTruthy();
    expect(screen.getByText('В данном филиале пока нет созданных кабинетов.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить кабинет +' })).toBeTruthy();
  });

  it("cabinet cards: 'Вместимость: N мест'; 'поиск кабинета' filters", async () => {
    serve({
      'filials/1': makeFilial({ id: 1 }),
      'cabinets/filial/1': [makeCabinet({ name: 'Большой зал', quantity: 12 }), makeCabinet({ name: '101', quantity: 3 })],
    });
    renderAt('/filials/1');
    expect(await screen.findByText('Вместимость: 12 мест')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('поиск кабинета'), { target: { value: 'зал' } });
    expect(screen.queryByText('101')).toBeNull();
    expect(screen.getByText('Большой зал')).toBeTruthy();
  });
});

describe("'Классы'", () => {
  it('lists classes with the documented columns; delete for ADMIN only', async () => {
    serve({ classes: [makeClass({ id: 4, name: 'Иванов | Физика' })] });
    renderAt('/classes');
    expect(await screen.findByText('Иванов | Физика')).toBeTruthy();
    for (const header of ['Название', 'Учебный год', 'Учитель', 'Количество занятий', 'Дата создания', 'Действия']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Создать класс' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить Иванов | Физика' })).toBeTruthy();
  });

  it('class page: no teachers, no subjects texts', async () => {
    serve({ 'classes/4': makeClass({ id: 4, name: 'Пустой', teachers: [], subjects: [] }), schedule: [] });
    renderAt('/classes/4');
    expect(await screen.findByText('Нет назначенных педагогов')).toBeTruthy();
    expect(screen.getByText('Не указаны')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить занятие +' })).toBeTruthy();
    expect(screen.getByPlaceholderText('поиск занятия')).toBeTruthy();
  });
});

describe('lesson page', () => {
  it("shows the lesson and 'Студенты не добавлены'", async () => {
    serve({ 'schedule/7': makeLesson({ id: 7, name: 'Пн 16:00-17:30 Физика', students: [] }) });
    renderAt('/schedules/7');
    expect(await screen.findByRole('heading', { name: 'Пн 16:00-17:30 Физика' })).toBeTruthy();
    expect(screen.getByText('Студенты не добавлены')).toBeTruthy();
    expect(screen.getByText('16:00 - 17:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Редактировать' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить студентов' })).toBeTruthy();
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
  });

  it("'История изменений' opens the lesson's history for ADMIN; a MODERATOR has none", async () => {
    const change = {
      id: 1,
      at: '2026-11-20T10:00:00.000Z',
      actor: null,
      action: 'move',
      entity: 'lesson',
      entityId: 7,
      changes: { dayOfWeek: [1, 2] },
    };
    serve({ 'schedule/7': makeLesson({ id: 7, name: 'Пн 16:00-17:30 Физика' }), audit: { items: [change], total: 1 } });
    renderAt('/schedules/7');
    fireEvent.click(await screen.findByRole('button', { name: 'История изменений' }));
    const dialog = await screen.findByRole('dialog', { name: 'История изменений' });
    expect(await within(dialog).findByText('День недели: Понедельник → Вторник')).toBeTruthy();
    expect(within(dialog).getByText(/Система · Перенос/)).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('audit', { entity: 'lesson', entityId: 7, page: 1, limit: 20 });
  });

  it('a MODERATOR sees the lesson without its history', async () => {
    mockViewer.role = 'MODERATOR';
    serve({ 'schedule/7': makeLesson({ id: 7, name: 'Пн 16:00-17:30 Физика' }) });
    renderAt('/schedules/7');
    expect(await screen.findByRole('heading', { name: 'Пн 16:00-17:30 Физика' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'История изменений' })).toBeNull();
  });

  it("a lesson without a teacher: 'Преподаватель не назначен'", async () => {
    serve({ 'schedule/7': makeLesson({ id: 7, name: 'Пн 16:00-17:30 Физика', teacher_id: null, teacher: null }) });
    renderAt('/schedules/7');
    expect(await screen.findByText('Преподаватель не назначен')).toBeTruthy();
  });
});

describe('timetable board', () => {
  it("without a branch: 'Выберите филиал'", async () => {
    serve({ filials: [makeFilial({ id: 1 })] });
    renderAt('/shedule');
    expect(await screen.findByText('Выберите филиал')).toBeTruthy();
  });

  it("a branch without cabinets: 'Нет кабинетов' and its hint", async () => {
    serve({ filials: [makeFilial({ id: 1 })], 'cabinets/filial/1': [], 'schedule/filial/1/week': emptyWeek, 'schedule/clashes': [] });
    renderAt('/shedule?filialId=1');
    expect(await screen.findByText('Нет кабинетов')).toBeTruthy();
    expect(screen.getByText('В данном филиале нет активных кабинетов для составления расписания.')).toBeTruthy();
  });

  it('the grid: cabinets, days with lesson counts, lesson cards, free slots', async () => {
    const lesson = makeLesson({
      id: 3,
      cabinet_id: 5,
      day_of_week: 1,
      time_start: '10:00',
      time_end: '11:30',
      duration_minutes: 90,
      short_title: 'Физ-гр',
    });
    serve({
      filials: [makeFilial({ id: 1, name: 'Центральный' })],
      'cabinets/filial/1': [makeCabinet({ id: 5, name: 'Зал', quantity: 8 })],
      'schedule/clashes': [],
      'schedule/filial/1/week': { ...emptyWeek, '1': [lesson] },
    });
    renderAt('/shedule?filialId=1');
    expect(await screen.findByText('Зал')).toBeTruthy();
    expect(screen.getByText('8 мест')).toBeTruthy();
    expect(screen.getByText('1 занятие · 1 кабинет')).toBeTruthy();
    expect(screen.getByText('Понедельник · 1 занятие')).toBeTruthy();
    expect(screen.getByText('Физ-гр')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Добавить занятие/ }).length).toBeGreaterThan(0);
  });

  it('the week appears day by day: Monday at once, Sunday a few tasks later', async () => {
    const sunday = makeLesson({
      id: 4,
      cabinet_id: 5,
      day_of_week: 7,
      time_start: '12:00',
      time_end: '13:00',
      duration_minutes: 60,
      short_title: 'Вс-урок',
    });
    serve({
      filials: [makeFilial({ id: 1, name: 'Центральный' })],
      'cabinets/filial/1': [makeCabinet({ id: 5, name: 'Зал', quantity: 8 })],
      'schedule/clashes': [],
      'schedule/filial/1/week': { ...emptyWeek, '7': [sunday] },
    });
    renderAt('/shedule?filialId=1');
    expect(await screen.findByTestId('column-5-1')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Воскресенье' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Вс-урок')).toBeTruthy();
    expect(screen.getByText('Воскресенье · 1 занятие')).toBeTruthy();
  });

  it('the time axis: 150 px an hour, cards placed by time, free gaps as drop zones with their add buttons', async () => {
    // the branch opens 09:00–18:00
    const lesson = makeLesson({
      id: 3,
      name: 'Физика 10:30',
      cabinet_id: 5,
      day_of_week: 1,
      time_start: '10:30',
      time_end: '12:00',
      duration_minutes: 90,
    });
    const touching = makeLesson({
      id: 4,
      name: 'Химия 12:00',
      cabinet_id: 5,
      day_of_week: 1,
      time_start: '12:00',
      time_end: '12:50',
      duration_minutes: 50,
    });
    serve({
      filials: [makeFilial({ id: 1 })],
      'cabinets/filial/1': [makeCabinet({ id: 5, name: 'Зал' })],
      'schedule/clashes': [],
      'schedule/filial/1/week': { ...emptyWeek, '1': [lesson, touching] },
    });
    renderAt('/shedule?filialId=1');
    const card = await screen.findByRole('button', { name: 'Занятие Физика 10:30' });
    expect(screen.getByRole('button', { name: 'Изменить Физика 10:30' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить Физика 10:30' })).toBeTruthy();
    // the card's buttons are beside its body, not in it: no control inside another
    expect(card.querySelector('button, [tabindex]')).toBeNull();
    expect(card.textContent).toContain('10:30–12:00');
    expect(card.textContent).toContain('90 мин');
    const zone = screen.getByTestId('lesson-drop-3');
    expect(zone.style.top).toBe('225px');
    expect(zone.style.height).toBe('225px');
    expect(screen.getByTestId('column-5-1').style.height).toBe(`${9 * 150}px`);
    // 09:00–10:00 and 10:00–10:30 before the lesson, 12:50–13:00 after the second one, nothing between them
    expect(screen.getByTestId('gap-5-1-09:00').style.height).toBe('150px');
    expect(screen.getByTestId('gap-5-1-10:00').style.height).toBe('75px');
    expect(screen.getByTestId('gap-5-1-12:50').style.top).toBe(`${(3 * 60 + 50) * 2.5}px`);
    expect(screen.queryByTestId('gap-5-1-12:00')).toBeNull();
    const monday = within(screen.getByRole('region', { name: 'Понедельник' }));
    expect(monday.getByRole('button', { name: 'Добавить занятие Зал 10:00' }).style.height).toBe('40px');
    // a small gap next to a lesson: the button shrinks to it
    expect(monday.getByRole('button', { name: 'Добавить занятие Зал 12:50' }).style.height).toBe('25px');
  });

  it("a lesson in a clash already in the timetable is outlined with a warning; one without a teacher: 'Преподаватель не назначен'", async () => {
    const student = { id: 30, first_name: 'Пётр', second_name: 'Сидоров', last_name: null };
    const first = makeLesson({
      id: 3,
      name: 'Физика',
      cabinet_id: 5,
      day_of_week: 1,
      time_start: '10:00',
      duration_minutes: 60,
      students: [student],
    });
    const second = makeLesson({
      id: 4,
      name: 'Химия',
      cabinet_id: 5,
      day_of_week: 1,
      time_start: '12:00',
      duration_minutes: 60,
      teacher_id: null,
      teacher: null,
    });
    serve({
      filials: [makeFilial({ id: 1 })],
      'cabinets/filial/1': [makeCabinet({ id: 5, name: 'Зал' })],
      'schedule/filial/1/week': { ...emptyWeek, '1': [first, second] },
      'schedule/clashes': [{ kind: 'student', personId: 30, lessonIds: [3, 99] }],
    });
    renderAt('/shedule?filialId=1');
    const clashing = await screen.findByRole('button', { name: 'Занятие Физика' });
    expect(clashing.closest('.tt-card')!.className).toContain('tt-clash');
    expect(within(clashing).getByRole('img', { name: 'Пересечение в расписании' })).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('schedule/clashes', { filialId: 1 });
    const free = screen.getByRole('button', { name: 'Занятие Химия' });
    expect(free.closest('.tt-card')!.className).not.toContain('tt-clash');
    expect(free.textContent).toContain('Преподаватель не назначен');
    expect(clashing.textContent).not.toContain('Преподаватель не назначен');
  });

  it('one who may not manage the schedule sees the board without add, edit and delete buttons', async () => {
    mockViewer.role = 'TEACHER';
    serve({
      filials: [makeFilial({ id: 1 })],
      'cabinets/filial/1': [makeCabinet({ id: 5, name: 'Зал' })],
      'schedule/clashes': [],
      'schedule/filial/1/week': {
        ...emptyWeek,
        '1': [makeLesson({ id: 3, name: 'Физика', cabinet_id: 5, day_of_week: 1, time_start: '10:00', duration_minutes: 60 })],
      },
    });
    renderAt('/shedule?filialId=1');
    // the card is there, named, but no button: it opens nothing
    expect(await screen.findByRole('group', { name: 'Занятие Физика' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Занятие Физика' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Добавить занятие/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Изменить Физика' })).toBeNull();
  });

  it("the add form: 'Сначала выберите класс, чтобы увидеть доступные предметы'", async () => {
    serve({
      filials: [makeFilial({ id: 1 })],
      'cabinets/filial/1': [makeCabinet({ id: 5, name: 'Зал' })],
      'schedule/clashes': [],
      'schedule/filial/1/week': emptyWeek,
      classes: [makeClass()],
      services: [{ id: 1, name: 'Группа', duration_minutes: 60 }],
      // the form only asks whether there is a student: the picker searches them
      'users/students': {
        items: [{ id: 30, fullName: 'Сидоров Пётр', first_name: 'Пётр', second_name: 'Сидоров', last_name: null }],
        total: 1,
      },
    });
    renderAt('/shedule?filialId=1');
    fireEvent.click((await screen.findAllByRole('button', { name: /^Добавить занятие Зал 09:00/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Добавить занятие' });
    expect(within(dialog).getByText('Сначала выберите класс, чтобы увидеть доступные предметы')).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Создать занятие' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
