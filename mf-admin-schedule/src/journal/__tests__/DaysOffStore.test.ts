import type { DayOff } from '@diary/common';
import { DaysOffStore } from '../DaysOffStore';
import { failing, makeDayOff, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

function setup(daysOff: DayOff[], routes: Record<string, Route> = {}) {
  const { http, calls } = makeHttp({ 'GET days-off': () => daysOff, ...routes });
  const notify = makeNotifier();
  const onChange = jest.fn();
  const store = new DaysOffStore({ http, notify, viewer: makeViewer('MODERATOR') }, '2026-11-26', onChange);
  return { store, calls, notify, onChange };
}

describe('DaysOffStore', () => {
  it('when the page opens, then this month and the next two are read, by date, the day of every branch first', async () => {
    const branch = makeDayOff({ date: '2026-12-31' });
    const every = makeDayOff({ date: '2026-12-31', filial_id: null, filial: null });
    const earlier = makeDayOff({ date: '2026-11-30' });
    const { store, calls } = setup([branch, every, earlier]);
    await store.load();
    expect(calls[0]).toEqual({ method: 'GET', path: 'days-off', arg: { from: '2026-11-01', to: '2027-01-31' } });
    expect(store.items).toEqual([earlier, every, branch]);
  });

  it('staff manage days off', () => {
    expect(setup([]).store.canManage).toBe(true);
  });

  it('when a day off is added, then it is listed, a toast says so and the journal reads again what it changes', async () => {
    const created = makeDayOff({ date: '2026-12-08', reason: 'Ремонт' });
    const { store, calls, notify, onChange } = setup([], { 'POST days-off': () => created });
    await store.load();
    const input = { date: '2026-12-08', filial_id: 1, reason: 'Ремонт' };
    expect(await store.add(input)).toEqual({ ok: true });
    expect(calls[1]).toEqual({ method: 'POST', path: 'days-off', arg: input });
    expect(store.items).toEqual([created]);
    expect(notify.success).toHaveBeenCalledWith('Выходной добавлен');
    expect(onChange).toHaveBeenCalled();
  });

  it('when the added day lies outside the range on screen, then it is saved but not listed', async () => {
    const { store } = setup([], { 'POST days-off': () => makeDayOff({ date: '2027-05-01' }) });
    await store.load();
    expect(await store.add({ date: '2027-05-01', filial_id: null, reason: 'Праздник' })).toEqual({ ok: true });
    expect(store.items).toEqual([]);
  });

  it("when the day is already off (409), then 'Этот день уже выходной' is on the date field and the toast", async () => {
    const { store, notify } = setup([], { 'POST days-off': failing(409, 'Этот день уже выходной', 'CONFLICT') });
    const result = await store.add({ date: '2026-12-08', filial_id: null, reason: 'Праздник' });
    expect(result).toEqual({ ok: false, fieldErrors: { date: 'Этот день уже выходной' }, message: null });
    expect(notify.error).toHaveBeenCalledWith('Этот день уже выходной');
  });

  it('deletes only after the question, naming the date and the branch', async () => {
    const dayOff = makeDayOff({ date: '2026-12-31', filial_id: null, filial: null });
    const { store, calls, onChange } = setup([dayOff], { [`DELETE days-off/${dayOff.id}`]: () => undefined });
    await store.load();
    const questions: string[] = [];
    expect(await store.remove(dayOff, (text) => (questions.push(text), no()))).toBe(false);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(await store.remove(dayOff, yes)).toBe(true);
    expect(questions).toEqual(['Удалить выходной 31.12.2026 (Все филиалы)?']);
    expect(store.items).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('when the read fails or the range is wrong, then the list says why and nothing is asked for a wrong range', async () => {
    const { store, calls } = setup([], { 'GET days-off': failing(500) });
    await store.load();
    expect(store.list.error).toBe('Ошибка загрузки выходных');
    store.setPeriod('to', '2026-10-01');
    expect(store.period.problem).toBe('Начало периода позже его конца');
    expect(calls).toHaveLength(1);
  });
});
