import { failing, makeHttp, TEACHERS } from '@diary/web-kit/testing';
import { ComplaintStore } from '../ComplaintStore';

function setup(routes: Parameters<typeof makeHttp>[0] = {}) {
  const { http, calls } = makeHttp({ 'GET users/teachers': () => TEACHERS, 'POST complaint': () => ({ id: 1 }), ...routes });
  const log = jest.fn();
  const store = new ComplaintStore({ http, currentUserId: () => 7, log });
  return { store, calls, log };
}

describe('ComplaintStore', () => {
  it('offers the teachers but the one signed in', async () => {
    const { store } = setup();
    expect(await store.loadTeachers()).toBe(true);
    expect(store.teachers).toEqual([{ id: 8, fullName: 'Преподов Олег' }]);
    expect(store.loading).toBe(false);
  });

  it('when the teachers do not load, then it logs and says so', async () => {
    const { store, log } = setup({ 'GET users/teachers': failing(500) });
    expect(await store.loadTeachers()).toBe(false);
    expect(store.teachers).toEqual([]);
    expect(store.loading).toBe(false);
    expect(log).toHaveBeenCalledWith('Ошибка при загрузке учителей', expect.anything());
  });

  it('sends POST complaint and hands back why it failed', async () => {
    const payload = { teacherId: 8, incidentDate: '2025-03-14', comment: 'Текст' };
    const { store, calls } = setup();
    expect(await store.send(payload)).toEqual({ ok: true });
    expect(calls).toContainEqual({ method: 'POST', path: 'complaint', arg: payload });
    const refused = setup({ 'POST complaint': failing(403, 'Недостаточно прав', 'FORBIDDEN') });
    const result = await refused.store.send(payload);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ status: 403, message: 'Недостаточно прав' });
  });
});
