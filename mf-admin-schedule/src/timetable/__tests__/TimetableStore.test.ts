import { autorun, runInAction } from 'mobx';
import type { Lesson } from '@diary/common';
import { TimetableStore } from '../TimetableStore';
import {
  failing,
  makeCabinet,
  makeFilial,
  makeHttp,
  makeLesson,
  makeNotifier,
  makeViewer,
  makeWeek,
  yes,
  type Route,
} from '../../shared/__tests__/fakes';

function setup(lessons: Lesson[], routes: Record<string, Route> = {}) {
  const filial = makeFilial({ id: 1 });
  const cabinets = [makeCabinet({ id: 5, filial_id: 1 }), makeCabinet({ id: 6, filial_id: 1 })];
  const { http, calls } = makeHttp({
    'GET filials': () => [filial],
    'GET cabinets/filial/1': () => cabinets,
    'GET schedule/filial/1/week': () => makeWeek(lessons),
    'GET schedule/clashes': () => [],
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
    expect(store.status.error).toBe('Ошибка загрузки недельного расписания');
  });

  it('lays out each column (cabinet × day) once per loaded week', async () => {
    const { store } = setup([a, b, c], { 'POST schedule/1/move': () => a });
    await store.loadFilials();
    await store.selectFilial(1);
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(store.columns));
    expect(store.columns.size).toBe(2 * 7);
    expect(store.column(5, 1).cards.map((x) => x.lesson.id)).toEqual([1, 2]);
    // 09:00–18:00: 10:00 starts 150 px down
    expect(store.column(5, 1).cards[0]).toMatchObject({ top: 150, height: 150 });
    expect(store.column(5, 1).gaps.map((gap) => gap.at)).toEqual([9 * 60, 11 * 60, 13 * 60, 14 * 60, 15 * 60, 16 * 60, 17 * 60]);
    runInAction(() => (store.busy = true));
    runInAction(() => (store.busy = false));
    expect(seen).toHaveLength(1);
    await store.drop(1, { kind: 'gap', cabinetId: 6, day: 2, start: 9 * 60 });
    expect(seen).toHaveLength(2);
    stop();
  });

  it('moves a lesson onto a free gap with POST schedule/:id/move (the gap’s start), then reloads', async () => {
    const { store, calls } = setup([a, b, c], { 'POST schedule/1/move': () => a });
    await store.selectFilial(1);
    expect(await store.drop(1, { kind: 'gap', cabinetId: 6, day: 2, start: 9 * 60 + 35 })).toBe(true);
    expect(calls.find((x) => x.method === 'POST')).toEqual({
      method: 'POST',
      path: 'schedule/1/move',
      arg: { cabinet_id: 6, day_of_week: 2, time_start: '09:35' },
    });
    expect(calls.filter((x) => x.path === 'schedule/filial/1/week')).toHaveLength(2);
    expect(store.busy).toBe(false);
  });

  it("a move the server refuses: its message 'Время занято другим занятием!' is shown and the week reloads", async () => {
    const { store, notify, calls, log } = setup([a, b, c], {
      'POST schedule/1/move': failing(409, 'Время занято другим занятием!', 'CONFLICT'),
    });
    await store.selectFilial(1);
    expect(await store.drop(1, { kind: 'gap', cabinetId: 5, day: 1, start: 11 * 60 })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Время занято другим занятием!');
    expect(log).toHaveBeenCalled();
    expect(calls.filter((x) => x.path === 'schedule/filial/1/week')).toHaveLength(2);
    expect(store.lessonsOf(5, 1).map((l) => l.time_start)).toEqual(['10:00', '11:30']);
  });

  it('a lesson dropped on another swaps them via POST schedule/swap', async () => {
    const { store, calls } = setup([a, b, c], { 'POST schedule/swap': () => [a, c] });
    await store.selectFilial(1);
    expect(await store.drop(1, { kind: 'lesson', lessonId: 3 })).toBe(true);
    expect(calls.find((x) => x.method === 'POST')).toEqual({ method: 'POST', path: 'schedule/swap', arg: { firstId: 1, secondId: 3 } });
  });

  it("a swap the server refuses: 'Невозможно обменять местами - есть конфликты времени!'", async () => {
    const { store, notify } = setup([a, b, c], {
      'POST schedule/swap': failing(409, 'Невозможно обменять местами - есть конфликты времени!', 'CONFLICT'),
    });
    await store.selectFilial(1);
    expect(await store.drop(2, { kind: 'lesson', lessonId: 3 })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Невозможно обменять местами - есть конфликты времени!');
  });

  it("a swap with a lesson gone: 'Одно из занятий не найдено!'", async () => {
    const { store, notify } = setup([a, b, c], {
      'POST schedule/swap': failing(404, 'Одно из занятий не найдено!', 'NOT_FOUND'),
    });
    await store.selectFilial(1);
    expect(await store.drop(1, { kind: 'lesson', lessonId: 3 })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Одно из занятий не найдено!');
  });

  it('a drop on its own place or while busy sends nothing', async () => {
    const { store, calls } = setup([a, b, c]);
    await store.selectFilial(1);
    expect(await store.drop(1, { kind: 'lesson', lessonId: 1 })).toBe(false);
    expect(await store.drop(1, { kind: 'gap', cabinetId: 5, day: 1, start: 10 * 60 })).toBe(false);
    runInAction(() => (store.busy = true));
    expect(await store.drop(1, { kind: 'gap', cabinetId: 6, day: 2, start: 9 * 60 })).toBe(false);
    expect(calls.some((x) => x.method === 'POST')).toBe(false);
  });

  it('a drag: lifted only by one who manages and while no move is in flight; let go on a target it drops there, on nothing it sends nothing', async () => {
    const { store, calls } = setup([a, b, c], { 'POST schedule/1/move': () => a, 'GET schedule/1/busy': () => [] });
    await store.selectFilial(1);
    runInAction(() => (store.busy = true));
    expect(store.startDrag(1)).toBe(false);
    runInAction(() => (store.busy = false));
    expect(store.startDrag(99)).toBe(false);
    expect(store.startDrag(1)).toBe(true);
    expect(store.drag.inColumn('5:1')).toEqual({ over: null, dragged: 1 });
    expect(await store.dropDragged()).toBe(false);
    expect(store.drag.dragged).toBeNull();
    store.startDrag(1);
    store.drag.hover('gap:6:2:540', '6:2');
    expect(await store.dropDragged()).toBe(true);
    expect(calls.filter((x) => x.method === 'POST')).toEqual([
      { method: 'POST', path: 'schedule/1/move', arg: { cabinet_id: 6, day_of_week: 2, time_start: '09:00' } },
    ]);
    store.startDrag(1);
    store.cancelDrag();
    expect(store.drag.dragged).toBeNull();
    expect(calls.filter((x) => x.method === 'POST')).toHaveLength(1);
  });

  it('one who may not manage the timetable cannot drag', async () => {
    const { http } = makeHttp({
      'GET filials': () => [makeFilial({ id: 1 })],
      'GET cabinets/filial/1': () => [],
      'GET schedule/filial/1/week': () => makeWeek([a]),
    });
    const store = new TimetableStore({ http, viewer: makeViewer('TEACHER'), notify: makeNotifier() });
    await store.selectFilial(1);
    expect(store.startDrag(1)).toBe(false);
  });

  it('deletes (archives) a lesson after the confirmation', async () => {
    const { store, calls } = setup([a], { 'DELETE schedule/1/archive': () => ({}) });
    await store.selectFilial(1);
    expect(await store.deleteLesson(a, yes)).toBe(true);
    expect(calls.some((x) => x.method === 'DELETE' && x.path === 'schedule/1/archive')).toBe(true);
  });
});
