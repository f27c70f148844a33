import type { Occurrence } from '@diary/common';
import { UnmarkedStore } from '../UnmarkedStore';
import { failing, makeHttp, makeOccurrence, settle, type Route } from '../../shared/__tests__/fakes';

function setup(items: Occurrence[], total = items.length, routes: Record<string, Route> = {}) {
  const { http, calls } = makeHttp({ 'GET journal/unmarked': () => ({ items, total }), ...routes });
  const store = new UnmarkedStore({ http }, '2026-11-26');
  return { store, calls };
}

describe('UnmarkedStore', () => {
  it('when the page opens, then the last 30 days are read whole (limit 0) and shown newest first', async () => {
    const old = makeOccurrence({ date: '2026-11-02' });
    const recent = makeOccurrence({ date: '2026-11-25' });
    const { store, calls } = setup([old, recent]);
    await store.load();
    expect(calls[0]).toEqual({
      method: 'GET',
      path: 'journal/unmarked',
      arg: { from: '2026-10-28', to: '2026-11-26', filialId: undefined, teacherId: undefined, limit: 0 },
    });
    expect(store.items).toEqual([recent, old]);
    expect(store.total).toBe(2);
    expect(store.truncated).toBe(false);
  });

  it('when a branch, a teacher or the range changes, then the list is read for them', async () => {
    const { store, calls } = setup([]);
    store.setFilial(4);
    store.setTeacher(7);
    store.setPeriod('from', '2026-11-01');
    await settle();
    expect(calls.at(-1)?.arg).toEqual({ from: '2026-11-01', to: '2026-11-26', filialId: 4, teacherId: 7, limit: 0 });
  });

  it('when the range is reversed, too long or half typed, then nothing is asked and the range says why', async () => {
    const { store, calls } = setup([]);
    store.setPeriod('from', '2026-12-01');
    expect(store.period.problem).toBe('Начало периода позже его конца');
    store.setPeriod('from', '2024-01-01');
    expect(store.period.problem).toBe('Период не длиннее 400 дней');
    store.setPeriod('from', '');
    expect(store.period.problem).toBe('Укажите начало и конец периода');
    expect(await store.load()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('when the API holds more than one answer, then the list says it is cut', async () => {
    const { store } = setup([makeOccurrence()], 10_001);
    await store.load();
    expect(store.truncated).toBe(true);
  });

  it('when the read fails, then the error state holds the message; refresh reads again only once it was read', async () => {
    const { store, calls } = setup([], 0, { 'GET journal/unmarked': failing(500) });
    store.refresh();
    expect(calls).toEqual([]);
    await store.load();
    expect(store.status.error).toBe('Ошибка загрузки неотмеченных занятий');
  });
});
