import { failing, makeHttp, makeNotifier, settle } from '@diary/web-kit/testing';
import { TeacherJournalStore } from '../TeacherJournalStore';
import { makeOccurrence } from './occurrence-factory';

/** Tuesday 10 November 2026, noon. */
const TODAY = () => new Date(2026, 10, 10, 12);

function setup(day: (query?: unknown) => unknown) {
  const { http, calls, routes } = makeHttp({ 'GET journal/day': day });
  const store = new TeacherJournalStore({ http, notify: makeNotifier(), now: TODAY });
  return { store, calls, routes };
}

describe('TeacherJournalStore', () => {
  it("opens on today's lessons (GET journal/day?date=today)", async () => {
    const { store, calls } = setup(() => ({ date: '2026-11-10', lessons: [makeOccurrence()] }));
    expect(store.date).toBe('2026-11-10');
    expect(store.isToday).toBe(true);
    expect(await store.fetch()).toBe(true);
    expect(calls).toEqual([{ method: 'GET', path: 'journal/day', arg: { date: '2026-11-10' } }]);
    expect(store.registers.map((r) => r.key)).toEqual(['5/2026-11-10']);
    expect(store.registers[0]!.canMark).toBe(true);
    expect(store.isEmpty).toBe(false);
  });

  it('shows another day: the days before can be marked, the days after only shown', async () => {
    const { store, calls } = setup((query) => {
      const { date } = query as { date: string };
      return { date, lessons: [makeOccurrence({ date })] };
    });
    store.previousDay();
    await settle();
    expect(store.date).toBe('2026-11-09');
    expect(store.isFuture).toBe(false);
    expect(store.registers[0]!.canMark).toBe(true);
    store.showDate('2026-11-11');
    await settle();
    expect(store.isFuture).toBe(true);
    expect(store.registers[0]!.canMark).toBe(false);
    store.showDate(''); // a date still being typed
    store.showToday();
    await settle();
    expect(calls.map((call) => (call.arg as { date: string }).date)).toEqual(['2026-11-09', '2026-11-11', '2026-11-10']);
  });

  it('says when the day has no lessons', async () => {
    const { store } = setup(() => ({ date: '2026-11-10', lessons: [] }));
    expect(store.isEmpty).toBe(false);
    await store.fetch();
    expect(store.isEmpty).toBe(true);
  });

  it("shows the server's refusal, or 'Не удалось загрузить журнал'", async () => {
    const refused = setup(failing(403, 'Недостаточно прав', 'FORBIDDEN')).store;
    expect(await refused.fetch()).toBe(false);
    expect(refused.status.error).toBe('Недостаточно прав');
    const broken = setup(failing(500)).store;
    await broken.fetch();
    expect(broken.status.error).toBe('Не удалось загрузить журнал');
  });

  it('reading the day again keeps the registers shown, with the marks they are saving', async () => {
    const { store, routes } = setup(() => ({ date: '2026-11-10', lessons: [makeOccurrence()] }));
    await store.fetch();
    const register = store.registers[0]!;
    routes['PUT journal/5/2026-11-10'] = () => new Promise(() => {});
    register.tap(21);
    routes['GET journal/day'] = () => ({ date: '2026-11-10', lessons: [makeOccurrence({ name: 'Группа Б' })] });
    await store.fetch();
    expect(store.registers[0]).toBe(register);
    expect(register.occurrence.name).toBe('Группа Б');
    expect(register.markOf(21).mark).toBe('present');
  });
});
