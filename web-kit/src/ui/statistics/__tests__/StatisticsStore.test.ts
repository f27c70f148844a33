import { ApiError } from 'mf_auth/session';
import { StatisticsStore } from '../StatisticsStore';
import { makeHttp } from '../../achievements/__tests__/factories';

function setup(routes: Record<string, (arg?: unknown) => unknown> = {}, options = { teacherSelectable: false, ownId: 7 }) {
  const { http, calls } = makeHttp({
    'GET statistics': () => ({ total: 1, items: [{ id: 21, fullName: 'Ученов Пётр Петрович' }] }),
    'GET subjects': () => [{ id: 1, name: 'Физика', createdAt: '' }],
    'GET users/teachers': () => [{ id: 7, fullName: 'Учителева Анна', first_name: 'Анна', second_name: 'Учителева', last_name: null }],
    'POST statistics': () => ({ labels: ['01.03.2025', '02.03.2025'], values: [80, null] }),
    ...routes,
  });
  const log = jest.fn();
  const store = new StatisticsStore({ http, log }, options);
  return { store, calls, log };
}

afterEach(() => jest.useRealTimers());

describe('StatisticsStore', () => {
  it("when a teacher opens it, then the teacher is pinned to them and the teacher list isn't asked for", async () => {
    const { store, calls } = setup();
    await store.loadLists();
    expect(store.filters.teacher).toBe(7);
    expect(store.students).toEqual([{ id: 21, fullName: 'Ученов Пётр Петрович' }]);
    expect(store.subjects).toEqual(['Физика']);
    expect(calls.map((c) => c.path)).not.toContain('users/teachers');
    store.setFilter('teacher', 99);
    expect(store.filters.teacher).toBe(7);
  });

  it('when an ADMIN opens it, then the teachers load and none is chosen', async () => {
    const { store } = setup({}, { teacherSelectable: true, ownId: 1 });
    await store.loadLists();
    expect(store.filters.teacher).toBeNull();
    expect(store.teachers).toEqual([{ id: 7, fullName: 'Учителева Анна' }]);
    store.setFilter('teacher', 7);
    expect(store.filters.teacher).toBe(7);
    store.reset();
    expect(store.filters.teacher).toBeNull();
  });

  it('when the dates are missing or reversed, then docs/product texts show for 2 seconds and nothing is sent', async () => {
    jest.useFakeTimers();
    const { store, calls } = setup();
    await store.show();
    expect(store.error).toBe('Пожалуйста, выберите диапазон дат');
    jest.advanceTimersByTime(1999);
    expect(store.error).toBe('Пожалуйста, выберите диапазон дат');
    jest.advanceTimersByTime(1);
    expect(store.error).toBeNull();

    store.setFilter('startDate', '2025-03-10');
    store.setFilter('endDate', '2025-03-01');
    await store.show();
    expect(store.error).toBe('Дата начала не может быть позже даты окончания');
    jest.advanceTimersByTime(2000);
    expect(store.error).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('when a screen asks for the request to show, then a refused range gives null and its error, a good one the request', () => {
    const { store, calls } = setup();
    store.setFilter('startDate', '2025-03-10');
    store.setFilter('endDate', '2025-03-01');
    expect(store.requestToShow()).toBeNull();
    expect(store.error).toBe('Дата начала не может быть позже даты окончания');

    store.setFilter('endDate', '2025-03-20');
    store.setFilter('subject', 'Физика');
    expect(store.requestToShow()).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-20',
      grouping: 'day',
      metric: 'app',
      subject: 'Физика',
      teacher: 7,
    });
    expect(store.error).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    store.dispose();
  });

  it("when 'Показать' is pressed, then POST statistics with the filters and the result is kept", async () => {
    const { store, calls } = setup();
    store.setFilter('startDate', '2025-03-01');
    store.setFilter('endDate', '2025-03-02');
    store.setFilter('checkType', 'Итоговое тестирование');
    store.setFilter('metric', 'gpa');
    await store.show();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: 'statistics',
      arg: {
        startDate: '2025-03-01',
        endDate: '2025-03-02',
        grouping: 'day',
        metric: 'gpa',
        teacher: 7,
        checkType: 'Итоговое тестирование (последний тест)',
      },
    });
    expect(store.result).toEqual({ labels: ['01.03.2025', '02.03.2025'], values: [80, null] });
    expect(store.resultMetric).toBe('gpa');
    expect(store.isLoading).toBe(false);
  });

  it("when 'Сбросить фильтры' is pressed, then the defaults return and the pinned teacher stays", async () => {
    const { store } = setup();
    store.setFilter('startDate', '2025-03-01');
    store.setFilter('endDate', '2025-03-02');
    store.setFilter('subject', 'Физика');
    await store.show();
    store.reset();
    expect(store.filters).toEqual({
      grouping: 'day',
      startDate: '',
      endDate: '',
      subject: '',
      student: null,
      teacher: 7,
      checkType: '',
      metric: 'app',
    });
    expect(store.result).toBeNull();
  });

  it('when the statistics call fails, then the server message or the generic text shows', async () => {
    jest.useFakeTimers();
    const refused = setup({
      'POST statistics': () => {
        throw new ApiError(400, { message: 'Слишком большой диапазон дат для выбранной группировки', code: 'VALIDATION' });
      },
    });
    refused.store.setFilter('startDate', '2000-01-01');
    refused.store.setFilter('endDate', '2025-01-01');
    await refused.store.show();
    expect(refused.store.error).toBe('Слишком большой диапазон дат для выбранной группировки');

    const crashed = setup({
      'POST statistics': () => {
        throw new Error('network');
      },
    });
    crashed.store.setFilter('startDate', '2025-01-01');
    crashed.store.setFilter('endDate', '2025-01-02');
    await crashed.store.show();
    expect(crashed.store.error).toBe('Произошла ошибка при загрузке статистики');
    jest.advanceTimersByTime(2000);
    expect(crashed.store.error).toBeNull();
  });

  it('when the lists fail, then students and teachers say so and subjects are only logged', async () => {
    const fail = () => {
      throw new Error('offline');
    };
    const { store, log } = setup(
      { 'GET statistics': fail, 'GET subjects': fail, 'GET users/teachers': fail },
      { teacherSelectable: true, ownId: 1 },
    );
    await store.loadLists();
    expect(['Произошла ошибка при загрузке пользователей', 'Произошла ошибка при загрузке учителей']).toContain(store.error);
    expect(store.subjects).toEqual([]);
    expect(log).toHaveBeenCalledWith('Ошибка при загрузке предметов', expect.any(Error));
    store.dispose();
  });
});
