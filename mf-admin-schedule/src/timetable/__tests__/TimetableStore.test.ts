import type { Lesson, WeekSchedule } from '@diary/common';
import { TimetableStore } from '../TimetableStore';
import { failing, makeCabinet, makeFilial, makeHttp, makeLesson, makeNotifier, makeViewer, yes, type Route } from '../../shared/__tests__/fakes';

const toWeek = (lessons: Lesson[]): WeekSchedule => {
  const days = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] } as unknown as WeekSchedule;
  for (const lesson of lessons) days[String(lesson.day_of_week) as keyof WeekSchedule].push(lesson);
  return days;
};

function setup(lessons: Lesson[], routes: Record<string, Route> = {}) {
  const filial = makeFilial({ id: 1 });
  const cabinets = [makeCabinet({ id: 5, filial_id: 1 }), makeCabinet({ id: 6, filial_id: 1 })];
  const { http, calls } = makeHttp({
    'GET filials': () => [filial],
    'GET cabinets/filial/1': () => cabinets,
    'GET schedule/filial/1/week': () => toWeek(lessons),
    ...routes,
  });
  const notify = makeNotifier();
  const log = jest.fn();
  const store = new TimetableStore({ http, viewer: makeViewer('MODERATOR'), notify, log });
  return { store, calls, notify, log };
}

const a = makeLesson({ id: 1, cabinet_id: 5, day_of_week: 1, time_start: '10:00', time_end: '11:00', duration_minutes: 60 });
const b = makeLesson({ id: 2, cabinet_id: 5, day_of_week: 1, time_start: '11:30', time_end: '13:00', duration_minutes: 90 });
const c = makeLesson({ id: 3, cabinet_id: 6, day_of_week: 1, time_start: '10:00', time_end: '11:00', duration_minutes: 60 });

describe('TimetableStore', () => {
  it('loads the active branches, then the chosen branch’s cabinets and week', async () => {
    const { store, calls } = setup([a, b, c]);
    await store.loadFilials();
    expect(calls[0]).toEqual({ method: 'GET', path: 'filials', arg: { isArchived: false, includeInfo: true } });
    await store.selectFilial(1);
    expect(store.cabinets.map((x) => x.id)).toEqual([5, 6]);
    expect(store.lessonCount).toBe(3);
    expect(store.dayCount(1)).toBe(3);
    expect(store.lessonsOf(5, 1).map((l) => l.id)).toEqual([1, 2]);
    expect(store.slots[0]).toBe(9 * 60);
  });

  it("a failed week: 'Ошибка загрузки недельного расписания'", async () => {
    const { store } = setup([], { 'GET schedule/filial/1/week': failing(500) });
    await store.selectFilial(1);
    expect(store.error).toBe('Ошибка загрузки недельного расписания');
  });

  it('moves a lesson onto a free slot with POST schedule/:id/move, then reloads', async () => {
    const { store, calls } = setup([a, b, c], { 'POST schedule/1/move': () => a });
    await store.selectFilial(1);
    expect(await store.drop(1, { cabinetId: 6, day: 2, start: 9 * 60 })).toBe(true);
    expect(calls.find((x) => x.method === 'POST')).toEqual({
      method: 'POST',
      path: 'schedule/1/move',
      arg: { cabinet_id: 6, day_of_week: 2, time_start: '09:00' },
    });
    expect(calls.filter((x) => x.path === 'schedule/filial/1/week')).toHaveLength(2);
  });

  it("refuses a move whose length runs into another lesson: 'Время занято другим занятием!'", async () => {
    const long = makeLesson({ id: 9, cabinet_id: 6, day_of_week: 1, time_start: '08:00', duration_minutes: 180 });
    const { store, notify, calls } = setup([long, c], {});
    await store.selectFilial(1);
    // the 09:00 slot of cabinet 6 is free, but lesson 9 (3 h) starting there runs into lesson 3 at 10:00
    expect(await store.drop(9, { cabinetId: 6, day: 1, start: 9 * 60 })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Время занято другим занятием!');
    expect(calls.some((x) => x.method === 'POST')).toBe(false);
  });

  it('swaps with the lesson on the target slot via POST schedule/swap', async () => {
    const { store, calls } = setup([a, b, c], { 'POST schedule/swap': () => [a, c] });
    await store.selectFilial(1);
    expect(await store.drop(1, { cabinetId: 6, day: 1, start: 10 * 60 })).toBe(true);
    expect(calls.find((x) => x.method === 'POST')).toEqual({ method: 'POST', path: 'schedule/swap', arg: { firstId: 1, secondId: 3 } });
  });

  it("refuses a swap that would clash: 'Невозможно обменять местами - есть конфликты времени!'", async () => {
    // b (90 min) would take c's place at 10:00 on cabinet 6: fine; c would take b's 11:30 on cabinet 5: fine.
    // Put a lesson on cabinet 6 at 11:00 so that b (10:00–11:30) clashes.
    const d = makeLesson({ id: 4, cabinet_id: 6, day_of_week: 1, time_start: '11:00', duration_minutes: 30 });
    const { store, notify, calls } = setup([a, b, c, d]);
    await store.selectFilial(1);
    expect(await store.drop(2, { cabinetId: 6, day: 1, start: 10 * 60 })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Невозможно обменять местами - есть конфликты времени!');
    expect(calls.some((x) => x.method === 'POST')).toBe(false);
  });

  it('a server refusal is logged and its message shown; the week reloads', async () => {
    const { store, notify, log } = setup([a, b, c], {
      'POST schedule/swap': failing(404, 'Одно из занятий не найдено!', 'NOT_FOUND'),
    });
    await store.selectFilial(1);
    expect(await store.drop(1, { cabinetId: 6, day: 1, start: 10 * 60 })).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('Одно из занятий не найдено!');
  });

  it('deletes (archives) a lesson after the confirmation', async () => {
    const { store, calls } = setup([a], { 'DELETE schedule/1/archive': () => ({}) });
    await store.selectFilial(1);
    expect(await store.deleteLesson(a, yes)).toBe(true);
    expect(calls.some((x) => x.method === 'DELETE' && x.path === 'schedule/1/archive')).toBe(true);
  });
});
