import { ApiError } from 'mf_auth/session';
import { AchievementsStore } from '../AchievementsStore';
import { makeAchievement, makeHttp, makeNotifier } from './factories';

const payload = {
  studentId: 21,
  lessonDate: '2025-03-14',
  lessonTheme: 'Законы Ньютона',
  checkType: 'Контрольная' as const,
  subject: 'Физика',
  points: 8,
  maxPoints: 10,
  notes: null,
};

function setup(routes: Record<string, (arg?: unknown) => unknown> = {}, items = [makeAchievement({ id: 1 }), makeAchievement({ id: 2 })]) {
  const { http, calls } = makeHttp({ 'GET achivements/': () => ({ achives: items, total: items.length }), ...routes });
  const notify = makeNotifier();
  const store = new AchievementsStore({ http, notify });
  return { store, calls, notify };
}

const yes = () => Promise.resolve(true);

/** Until the load a setter started has answered. */
async function waitForLoad(store: AchievementsStore): Promise<void> {
  for (let i = 0; i < 20 && store.list.isLoading; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('AchievementsStore.load', () => {
  it('when the list loads, then it asks the API for the first page of unarchived achievements, newest lesson first', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(calls).toEqual([
      { method: 'GET', path: 'achivements/', arg: { page: 1, limit: 100, is_archived: 0, sort: 'lessonDate', order: 'desc' } },
    ]);
    expect(store.list.items.map((a) => a.id)).toEqual([1, 2]);
    expect(store.list.total).toBe(2);
    expect(store.list.isLoading).toBe(false);
  });

  it('when the archive loads, then is_archived is 1', async () => {
    const { http, calls } = makeHttp({ 'GET achivements/': () => ({ achives: [], total: 0 }) });
    await new AchievementsStore({ http, notify: makeNotifier() }, true).load();
    expect(calls[0]!.arg).toEqual({ page: 1, limit: 100, is_archived: 1, sort: 'lessonDate', order: 'desc' });
  });

  it('when the page or the sort changes, then that page is asked for; a column the API cannot sort keeps its order', async () => {
    const { store, calls } = setup({ 'GET achivements/': () => ({ achives: [makeAchievement({ id: 3 })], total: 250 }) });
    store.list.setPagination({ page: 2, pageSize: 50 });
    await waitForLoad(store);
    expect(calls.at(-1)!.arg).toEqual({ page: 3, limit: 50, is_archived: 0, sort: 'lessonDate', order: 'desc' });
    expect(store.list.total).toBe(250);

    store.list.setSort([{ field: 'student', sort: 'asc' }]);
    await waitForLoad(store);
    expect(calls.at(-1)!.arg).toEqual({ page: 1, limit: 50, is_archived: 0, sort: 'student', order: 'asc' });

    store.list.setSort([{ field: 'notes', sort: 'asc' }]);
    await waitForLoad(store);
    expect(calls.at(-1)!.arg).toEqual({ page: 1, limit: 50, is_archived: 0 });
  });

  it('when a page beyond the last comes back empty, then the last page is loaded', async () => {
    const { store, calls } = setup({
      'GET achivements/': (arg) =>
        (arg as { page: number }).page === 1 ? { achives: [makeAchievement({ id: 1 })], total: 1 } : { achives: [], total: 1 },
    });
    store.list.setPagination({ page: 4, pageSize: 100 });
    await waitForLoad(store);
    expect(calls.map((c) => (c.arg as { page: number }).page)).toEqual([5, 1]);
    expect(store.list.pagination.page).toBe(0);
    expect(store.list.items.map((a) => a.id)).toEqual([1]);
  });

  it('when the API refuses, then its message is the error state; a crash gives the generic text', async () => {
    const refused = setup({
      'GET achivements/': () => {
        throw new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' });
      },
    });
    await refused.store.load();
    expect(refused.store.list.error).toBe('Недостаточно прав');

    const crashed = setup({
      'GET achivements/': () => {
        throw new ApiError(500, {});
      },
    });
    await crashed.store.load();
    expect(crashed.store.list.error).toBe('Не удалось загрузить отчеты');
  });
});

describe('AchievementsStore.update', () => {
  it("when saved, then PUT achivements/update with the id, 'Запись обновлена' and the list reloads", async () => {
    const { store, calls, notify } = setup({ 'PUT achivements/update': (body) => body });
    expect(await store.update(2, payload)).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'PUT', path: 'achivements/update', arg: { ...payload, id: 2 } });
    expect(notify.success).toHaveBeenCalledWith('Запись обновлена');
    expect(calls.filter((c) => c.path === 'achivements/')).toHaveLength(1);
  });

  it("when the update fails, then 'Не удалось обновить запись' and the server's field messages", async () => {
    const { store, notify } = setup({
      'PUT achivements/update': () => {
        throw new ApiError(400, {
          message: 'Количество баллов не может привышать максимальный балл',
          code: 'VALIDATION',
          errors: [{ path: 'points', message: 'Количество баллов не может привышать максимальный балл' }],
        });
      },
    });
    expect(await store.update(2, payload)).toEqual({
      ok: false,
      message: 'Количество баллов не может привышать максимальный балл',
      fieldErrors: { points: 'Количество баллов не может привышать максимальный балл' },
    });
    expect(notify.error).toHaveBeenCalledWith('Не удалось обновить запись');
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('AchievementsStore.archive', () => {
  it('when confirmed, then PUT achivements/:id, the row leaves the page and the page refills', async () => {
    let items = [makeAchievement({ id: 1 }), makeAchievement({ id: 2 })];
    const { store, calls, notify } = setup({
      'GET achivements/': () => ({ achives: items, total: items.length }),
      'PUT achivements/2': () => {
        items = items.filter((a) => a.id !== 2);
        return makeAchievement({ id: 2, isArchived: true });
      },
    });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.archive(store.list.items[1]!, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Переместить отчет в архив?');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: 'achivements/2', arg: undefined });
    expect(store.list.items.map((a) => a.id)).toEqual([1]);
    expect(store.list.total).toBe(1);
    expect(notify.success).toHaveBeenCalledWith('Отчет успешно перемещен в архив');
    await waitForLoad(store);
    expect(calls.filter((c) => c.path === 'achivements/')).toHaveLength(2);
    expect(store.list.items.map((a) => a.id)).toEqual([1]);
  });

  it('when declined, then nothing is sent', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(await store.archive(store.list.items[0]!, () => Promise.resolve(false))).toBe(false);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(store.list.items).toHaveLength(2);
  });

  it("when the archive call fails, then 'Не удалось переместить отчет в архив' and the row stays", async () => {
    const { store, notify } = setup({
      'PUT achivements/1': () => {
        throw new ApiError(404, { message: 'Отчет не найден', code: 'NOT_FOUND' });
      },
    });
    await store.load();
    expect(await store.archive(store.list.items[0]!, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось переместить отчет в архив');
    expect(store.list.items).toHaveLength(2);
  });
});
