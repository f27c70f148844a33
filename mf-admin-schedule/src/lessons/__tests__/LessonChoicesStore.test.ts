import { LessonChoicesStore } from '../LessonChoicesStore';
import { failing, makeCabinet, makeHttp, makeNotifier, makeViewer, type Route } from '../../shared/__tests__/fakes';

function setup(routes: Record<string, Route>) {
  const { http, calls } = makeHttp(routes);
  const notify = makeNotifier();
  return { store: new LessonChoicesStore({ http, viewer: makeViewer('ADMIN'), notify }), calls, notify };
}

describe('LessonChoicesStore', () => {
  it("offers the active cabinets of active branches only: an archived branch's rooms are left out", async () => {
    const open = makeCabinet({ name: '101', filial: { id: 1, name: 'Центр', isArchived: false } });
    const closed = makeCabinet({ name: '202', filial: { id: 2, name: 'Закрытый', isArchived: true } });
    const types = [{ id: 1, name: 'Групповое', total_places: 10, createdAt: '2024-09-01T10:00:00.000Z' }];
    const { store, calls } = setup({ 'GET group-types': () => types, 'GET cabinets': () => [open, closed] });
    await store.load();
    expect(calls).toContainEqual({ method: 'GET', path: 'cabinets', arg: { includeFilial: true } });
    expect(store.cabinets).toEqual([open]);
    expect(store.groupTypes).toEqual(types);
    expect(store.status.error).toBeNull();
  });

  it("a failed cabinets load: 'Ошибка загрузки кабинетов' in the form", async () => {
    const { store } = setup({ 'GET group-types': () => [], 'GET cabinets': failing(500) });
    await store.load();
    expect(store.status.error).toBe('Ошибка загрузки кабинетов');
    expect(store.status.isLoading).toBe(false);
  });
});
