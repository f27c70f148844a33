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

describe('AchievementsStore.load', () => {
  it('when the list loads, then it asks for every unarchived achievement of page 1', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(calls).toEqual([{ method: 'GET', path: 'achivements/', arg: { page: 1, limit: -1, is_archived: 0 } }]);
    expect(store.items.map((a) => a.id)).toEqual([1, 2]);
    expect(store.total).toBe(2);
    expect(store.isLoading).toBe(false);
  });

  it('when the archive loads, then is_archived is 1', async () => {
    const { http, calls } = makeHttp({ 'GET achivements/': () => ({ achives: [], total: 0 }) });
    await new AchievementsStore({ http, notify: makeNotifier() }, true).load();
    expect(calls[0]!.arg).toEqual({ page: 1, limit: -1, is_archived: 1 });
  });

  it('when the API refuses, then its message is the error state; a crash gives the generic text', async () => {
    const refused = setup({
      'GET achivements/': () => {
        throw new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' });
      },
    });
    await refused.store.load();
    expect(refused.store.loadError).toBe('Недостаточно прав');

    const crashed = setup({
      'GET achivements/': () => {
        throw new ApiError(500, {});
      },
    });
    await crashed.store.load();
    expect(crashed.store.loadError).toBe('Не удалось загрузить отчеты');
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
  it('when confirmed, then PUT achivements/:id and the row leaves the list', async () => {
    const { store, calls, notify } = setup({ 'PUT achivements/2': () => makeAchievement({ id: 2, isArchived: true }) });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.archive(store.items[1]!, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Переместить отчет в архив?');
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: 'achivements/2', arg: undefined });
    expect(store.items.map((a) => a.id)).toEqual([1]);
    expect(store.total).toBe(1);
    expect(notify.success).toHaveBeenCalledWith('Отчет успешно перемещен в архив');
  });

  it('when declined, then nothing is sent', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(await store.archive(store.items[0]!, () => Promise.resolve(false))).toBe(false);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(store.items).toHaveLength(2);
  });

  it("when the archive call fails, then 'Не удалось переместить отчет в архив' and the row stays", async () => {
    const { store, notify } = setup({
      'PUT achivements/1': () => {
        throw new ApiError(404, { message: 'Отчет не найден', code: 'NOT_FOUND' });
      },
    });
    await store.load();
    expect(await store.archive(store.items[0]!, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось переместить отчет в архив');
    expect(store.items).toHaveLength(2);
  });
});
