import type { StatisticsRequest } from '@diary/web-kit';
import { failing, makeHttp, TEACHERS, type Route } from '../../shared/__tests__/fakes';
import { VISUALIZER_PAGE_SIZE } from '../visualizer-model';
import { VisualizerStore } from '../VisualizerStore';

function setup(routes: Record<string, Route> = {}, teachers = TEACHERS) {
  const { http, calls } = makeHttp({
    'GET statistics': () => ({ total: 0, items: [] }),
    'GET subjects': () => ['Физика', 'Химия', 'Биология'].map((name, id) => ({ id, name, createdAt: '' })),
    'GET users/teachers': () => teachers,
    'POST statistics': (body) => {
      const request = body as StatisticsRequest;
      if (request.metric === 'nr') return { labels: ['2024-2025'], values: [request.teacher === 7 ? 5 : 0] };
      return { labels: ['2024-2025'], values: [request.subject === 'Химия' ? null : 80] };
    },
    ...routes,
  });
  const store = new VisualizerStore({ http }, { ownId: 1 });
  const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.arg as StatisticsRequest);
  return { store, posts };
}

async function ready(store: VisualizerStore, range = { startDate: '2024-09-01', endDate: '2025-05-31' }) {
  await store.loadLists();
  store.statistics.setFilter('startDate', range.startDate);
  store.statistics.setFilter('endDate', range.endDate);
}

afterEach(() => jest.useRealTimers());

describe('VisualizerStore', () => {
  it('when the range is reversed, then it says so and asks nothing', async () => {
    const { store, posts } = setup();
    await ready(store, { startDate: '2025-05-31', endDate: '2024-09-01' });
    await store.show();
    expect(store.statistics.error).toBe('Дата начала не может быть позже даты окончания');
    expect(posts()).toEqual([]);
    expect(store.bars).toBeNull();
    store.dispose();
  });

  it('when shown by subject, then one mean per subject comes from POST statistics by school year', async () => {
    const { store, posts } = setup();
    await ready(store);
    store.statistics.setFilter('checkType', 'Итоговое тестирование');
    await store.show();
    expect(posts()).toHaveLength(3);
    expect(posts()[0]).toEqual({
      startDate: '2024-09-01',
      endDate: '2025-05-31',
      grouping: 'year',
      metric: 'app',
      subject: 'Физика',
      checkType: 'Итоговое тестирование (последний тест)',
    });
    expect(store.bars).toEqual([
      { key: 'Физика', label: 'Физика', value: 80 },
      { key: 'Химия', label: 'Химия', value: null },
      { key: 'Биология', label: 'Биология', value: 80 },
    ]);
  });

  it('when the breakdown turns to teachers, then it counts the reports per teacher', async () => {
    const { store, posts } = setup();
    await ready(store);
    await store.show();
    await store.setBreakdown('teacher');
    const teacherPosts = posts().filter((p) => p.metric === 'nr');
    expect(teacherPosts.map((p) => p.teacher)).toEqual([7, 8]);
    expect(store.bars).toEqual([
      { key: '7', label: 'Учителева Анна', value: 5 },
      { key: '8', label: 'Преподов Олег', value: 0 },
    ]);
  });

  it('when there are many teachers, then one load asks for one page of bars only', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...TEACHERS[0]!, id: 100 + i, fullName: `Учитель ${i}` }));
    const { store, posts } = setup({}, many);
    await ready(store);
    await store.setBreakdown('teacher');
    expect(posts()).toHaveLength(0);
    await store.show();
    expect(posts()).toHaveLength(VISUALIZER_PAGE_SIZE);
    expect(store.pageCount).toBe(3);
    await store.setPage(2);
    expect(posts()).toHaveLength(VISUALIZER_PAGE_SIZE + 6);
    expect(store.bars).toHaveLength(6);
  });

  it('when a request fails, then the error state shows and retry loads again', async () => {
    const { store } = setup({ 'POST statistics': failing(500) });
    await ready(store);
    await store.show();
    expect(store.status.error).toBe('Произошла ошибка при загрузке статистики');
    expect(store.bars).toBeNull();
    expect(store.status.isLoading).toBe(false);
  });

  it('when reset, then the filters and the bars go', async () => {
    const { store } = setup();
    await ready(store);
    await store.show();
    store.reset();
    expect(store.bars).toBeNull();
    expect(store.applied).toBeNull();
    expect(store.statistics.filters.startDate).toBe('');
  });
});
