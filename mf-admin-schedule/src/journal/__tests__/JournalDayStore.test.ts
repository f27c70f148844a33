import type { Occurrence } from '@diary/common';
import { JournalDayStore } from '../JournalDayStore';
import { failing, makeHttp, makeNotifier, makeOccurrence, makeViewer, type Route } from '../../shared/__tests__/fakes';

function setup(lessons: Occurrence[], routes: Record<string, Route> = {}) {
  const { http, calls } = makeHttp({ 'GET journal/day': (query) => ({ date: (query as { date: string }).date, lessons }), ...routes });
  const notify = makeNotifier();
  const onChange = jest.fn();
  const store = new JournalDayStore(
    { http, notify, viewer: makeViewer('ADMIN'), now: () => new Date(2026, 10, 16, 12, 0) },
    '2026-11-16',
    onChange,
  );
  return { store, calls, notify, onChange };
}

describe('JournalDayStore', () => {
  it("when the page opens, then today's occurrences of every branch are read; a branch and a date narrow it", async () => {
    const occurrence = makeOccurrence();
    const { store, calls } = setup([occurrence]);
    await store.load();
    expect(calls[0]).toEqual({ method: 'GET', path: 'journal/day', arg: { date: '2026-11-16', filialId: undefined } });
    expect(store.lessons).toEqual([occurrence]);
    store.setFilial(3);
    store.setDate('2026-11-17');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.arg)).toEqual([
      { date: '2026-11-16', filialId: undefined },
      { date: '2026-11-16', filialId: 3 },
      { date: '2026-11-17', filialId: 3 },
    ]);
  });

  it('when the date field is half typed, then nothing is read', () => {
    const { store, calls } = setup([]);
    store.setDate('');
    expect(store.date).toBe('2026-11-16');
    expect(calls).toEqual([]);
  });

  it('when the read fails, then the error state holds the message', async () => {
    const { store } = setup([], { 'GET journal/day': failing(500) });
    await store.load();
    expect(store.status.error).toBe('Ошибка загрузки занятий дня');
  });

  it("knows an occurrence that ended unmarked from one still to come (the clock's today)", () => {
    const { store } = setup([]);
    expect(store.stateOf(makeOccurrence({ time_end: '11:30' }))).toBe('unmarked');
    expect(store.stateOf(makeOccurrence({ time_start: '15:00', time_end: '16:00' }))).toBe('upcoming');
  });

  it("when an occurrence is cancelled with a reason, then its row is 'cancelled', a toast says so and the registers are read again", async () => {
    const occurrence = makeOccurrence();
    const cancelled = { ...occurrence, status: 'cancelled' as const, cancelReason: 'Болезнь преподавателя' };
    const path = `journal/${occurrence.lessonId}/${occurrence.date}/cancel`;
    const { store, calls, notify, onChange } = setup([occurrence], { [`POST ${path}`]: () => cancelled });
    await store.load();
    expect(await store.cancel(occurrence, 'Болезнь преподавателя')).toEqual({ ok: true });
    expect(calls[1]).toEqual({ method: 'POST', path, arg: { reason: 'Болезнь преподавателя' } });
    expect(store.lessons).toEqual([cancelled]);
    expect(notify.success).toHaveBeenCalledWith('Занятие отменено');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("when the API refuses the cancel, then the toast is the server's message and the day is read again", async () => {
    const occurrence = makeOccurrence();
    const { store, calls, notify, onChange } = setup([occurrence], {
      [`POST journal/${occurrence.lessonId}/${occurrence.date}/cancel`]: failing(404, 'Занятие не найдено', 'NOT_FOUND'),
    });
    await store.load();
    const result = await store.cancel(occurrence, 'Праздник');
    expect(result).toEqual({ ok: false, fieldErrors: { reason: undefined }, message: null });
    expect(notify.error).toHaveBeenCalledWith('Занятие не найдено');
    expect(calls.filter((call) => call.path === 'journal/day')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when the server names the reason, then the message lands on the reason field', async () => {
    const occurrence = makeOccurrence();
    const { store } = setup([occurrence], {
      [`POST journal/${occurrence.lessonId}/${occurrence.date}/cancel`]: failing(400, 'Ошибка валидации', 'VALIDATION', [
        { path: 'reason', message: 'Укажите причину' },
      ]),
    });
    expect(await store.cancel(occurrence, ' ')).toEqual({ ok: false, fieldErrors: { reason: 'Укажите причину' }, message: null });
  });

  it("when a cancelled occurrence is restored, then it is planned again and a toast says 'Занятие возвращено'", async () => {
    const occurrence = makeOccurrence({ status: 'cancelled', cancelReason: 'Болезнь' });
    const restored = { ...occurrence, status: 'planned' as const, cancelReason: null };
    const path = `journal/${occurrence.lessonId}/${occurrence.date}/cancel`;
    const { store, calls, notify, onChange } = setup([occurrence], { [`DELETE ${path}`]: () => restored });
    await store.load();
    expect(await store.restore(occurrence)).toBe(true);
    expect(calls[1]).toMatchObject({ method: 'DELETE', path });
    expect(store.lessons).toEqual([restored]);
    expect(notify.success).toHaveBeenCalledWith('Занятие возвращено');
    expect(onChange).toHaveBeenCalled();
  });

  it("when the restore is refused, then the server's message is the toast and the row stays cancelled", async () => {
    const occurrence = makeOccurrence({ status: 'cancelled', cancelReason: 'Болезнь' });
    const { store, notify } = setup([occurrence], {
      [`DELETE journal/${occurrence.lessonId}/${occurrence.date}/cancel`]: failing(403, 'Недостаточно прав', 'FORBIDDEN'),
    });
    await store.load();
    expect(await store.restore(occurrence)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Недостаточно прав');
    expect(store.lessons).toEqual([occurrence]);
  });
});
