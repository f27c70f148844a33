import type { Role } from '@diary/common';
import { JournalStore } from '../JournalStore';
import { TEACHERS } from '@diary/web-kit/testing';
import { makeDayOff, makeFilial, makeHttp, makeNotifier, makeViewer, settle, type Route } from '../../shared/__tests__/fakes';

/** The page's reads, keyed as the fake API keys them. */
function get(routes: Record<string, Route>): Record<string, Route> {
  return Object.fromEntries(Object.entries(routes).map(([path, route]) => [`GET ${path}`, route]));
}

function setup(role: Role = 'ADMIN', routes: Record<string, Route> = {}) {
  const { http, calls } = makeHttp({
    ...get({
      filials: () => [makeFilial({ id: 1, name: 'Центральный' }), makeFilial({ id: 2, name: 'Северный' })],
      'users/teachers': () => TEACHERS,
      'journal/day': () => ({ date: '2026-11-26', lessons: [] }),
      'journal/unmarked': () => ({ items: [], total: 3 }),
      'days-off': () => [],
    }),
    ...routes,
  });
  const notify = makeNotifier();
  const store = new JournalStore({ http, notify, viewer: makeViewer(role), now: () => new Date(2026, 10, 26, 9, 0) });
  return { store, calls, notify };
}

describe('JournalStore', () => {
  it('when the page opens, then the branches, the teachers, the day, the registers not taken and the days off are read', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(calls.map((call) => call.path).sort()).toEqual(['days-off', 'filials', 'journal/day', 'journal/unmarked', 'users/teachers']);
    expect(store.filialOptions.map((option) => option.label)).toEqual(['Все филиалы', 'Центральный', 'Северный']);
    expect(store.teacherOptions.map((option) => option.label)).toEqual(['Все преподаватели', 'Учителева Анна', 'Преподов Олег']);
    expect(store.unmarked.total).toBe(3);
  });

  it('ADMIN exports and reads the history; MODERATOR cancels and manages days off but does neither', () => {
    expect(setup('ADMIN').store.rights).toEqual({ cancel: true, export: true, manageDaysOff: true, history: true });
    expect(setup('MODERATOR').store.rights).toEqual({ cancel: true, export: false, manageDaysOff: true, history: false });
  });

  it("exports the month of the day on screen, of the day's branch", async () => {
    const { store, calls } = setup('ADMIN', { 'DOWNLOAD journal/export.xlsx': () => new Blob(['x']) });
    store.day.apply('2026-02-14', 2);
    await store.exportFile();
    expect(calls.at(-1)).toEqual({
      method: 'DOWNLOAD',
      path: 'journal/export.xlsx',
      arg: { from: '2026-02-01', to: '2026-02-28', filialId: 2 },
    });
    expect(store.exportFileName).toBe('Журнал посещаемости 01.02.2026–28.02.2026');
  });

  it('when a day off is added, then the day and the registers not taken are read again', async () => {
    const { store, calls } = setup('ADMIN', { 'POST days-off': () => makeDayOff({ date: '2026-11-26' }) });
    await store.load();
    const before = calls.length;
    await store.daysOff.add({ date: '2026-11-26', filial_id: 1, reason: 'Ремонт' });
    await settle();
    expect(
      calls
        .slice(before)
        .map((call) => call.path)
        .sort(),
    ).toEqual(['days-off', 'journal/day', 'journal/unmarked']);
  });

  it('keeps the tab, the date and the branch of the address; today and all branches are the defaults left out', () => {
    const { store } = setup();
    const { url } = store;
    expect(url.read()).toEqual({ tab: 'day', date: '2026-11-26', filial: null });
    expect(url.params.date.fallback).toBe('2026-11-26');
    store.applyState({ tab: 'unmarked', date: '2026-11-20', filial: 2 });
    expect(store.url.read()).toEqual({ tab: 'unmarked', date: '2026-11-20', filial: 2 });
  });

  it('when the branches or the teachers cannot be read, then a toast says so', async () => {
    const { store, notify } = setup('ADMIN', {
      'GET filials': () => Promise.reject(new Error('down')),
      'GET users/teachers': () => Promise.reject(new Error('down')),
    });
    await store.load();
    expect(notify.error).toHaveBeenCalledWith('Ошибка загрузки филиалов');
    expect(notify.error).toHaveBeenCalledWith('Ошибка загрузки преподавателей');
  });
});
