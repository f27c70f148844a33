import { autorun } from 'mobx';
import type { BusySlot, PersonClash, Role } from '@diary/common';
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
  settle,
  type Route,
} from '../../shared/__tests__/fakes';

const TEACHER = { id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' };
const PETR = { id: 30, first_name: 'Пётр', second_name: 'Сидоров', last_name: null };
const TEACHER_BUSY = 'Преподаватель Иванов И. И. в это время ведёт другое занятие';

const a = makeLesson({
  id: 1,
  cabinet_id: 5,
  day_of_week: 1,
  time_start: '10:00',
  time_end: '11:00',
  duration_minutes: 60,
  students: [PETR],
});
const b = makeLesson({
  id: 2,
  cabinet_id: 6,
  day_of_week: 1,
  time_start: '10:30',
  time_end: '11:30',
  duration_minutes: 60,
  teacher_id: 11,
  teacher: { id: 11, first_name: 'Мария', second_name: 'Смирнова', last_name: null },
  students: [PETR],
});
/** Иванов teaches in another branch on Monday 14:00–15:00. */
const elsewhere: BusySlot = {
  kind: 'teacher',
  personId: TEACHER.id,
  lessonId: 77,
  day_of_week: 1,
  time_start: '14:00',
  time_end: '15:00',
  message: TEACHER_BUSY,
};

function setup({ clashes = [] as PersonClash[] | Route, role = 'MODERATOR' as Role, busy = (() => [elsewhere]) as Route } = {}) {
  const { http, calls } = makeHttp({
    'GET filials': () => [makeFilial({ id: 1 })],
    'GET cabinets/filial/1': () => [makeCabinet({ id: 5, filial_id: 1 }), makeCabinet({ id: 6, filial_id: 1 })],
    'GET schedule/filial/1/week': () => makeWeek([a, b]),
    'GET schedule/clashes': typeof clashes === 'function' ? clashes : () => clashes,
    'GET schedule/1/busy': busy,
    'POST schedule/1/move': () => a,
  });
  const log = jest.fn();
  const store = new TimetableStore({ http, viewer: makeViewer(role), notify: makeNotifier(), log });
  const busyCalls = () => calls.filter((call) => call.path === 'schedule/1/busy').length;
  return { store, calls, log, busyCalls };
}

describe('the board’s clashes', () => {
  it('loads the branch’s clashes with its week and marks both lessons of each, with the person and the other’s time', async () => {
    const { store, calls } = setup({ clashes: [{ kind: 'student', personId: PETR.id, lessonIds: [1, 2] }] });
    await store.selectFilial(1);
    expect(calls).toContainEqual({ method: 'GET', path: 'schedule/clashes', arg: { filialId: 1 } });
    expect([...store.clashes.clashingIds]).toEqual([1, 2]);
    expect(store.clashes.marksOf(a)).toEqual(['Ученик Сидоров П. в это время на другом занятии (10:30–11:30, 101)']);
  });

  it('a clash with a lesson of another branch tells its time once the lesson’s busy times have come', async () => {
    const { store } = setup({ clashes: [{ kind: 'teacher', personId: TEACHER.id, lessonIds: [1, 77] }] });
    await store.selectFilial(1);
    expect(store.clashes.marksOf(a)).toEqual([TEACHER_BUSY]);
    await store.clashes.loadBusy(1);
    expect(store.clashes.marksOf(a)).toEqual([`${TEACHER_BUSY} (14:00–15:00, другой филиал)`]);
  });

  it('a failed clashes load is logged and the board shows the week unmarked', async () => {
    const { store, log } = setup({ clashes: failing(500) });
    await store.selectFilial(1);
    expect(store.status.error).toBeNull();
    expect(store.lessonCount).toBe(2);
    expect(store.clashes.clashingIds.size).toBe(0);
    expect(log).toHaveBeenCalledWith('Ошибка загрузки пересечений расписания', expect.anything());
  });

  it('one who may not read the timetable is not asked about clashes', async () => {
    const { store, calls } = setup({ role: 'TEACHER' });
    await store.selectFilial(1);
    expect(calls.some((call) => call.path === 'schedule/clashes')).toBe(false);
  });

  it('a drag: the lesson’s busy times are asked once and kept until the board reloads; its unavailable slots follow them', async () => {
    const { store, busyCalls } = setup();
    await store.selectFilial(1);
    store.startDrag(1);
    // before the busy times: cabinet 6 at 10:00 (10:00–11:00 would overlap 10:30–11:30)
    expect(store.clashes.blockedIn(6, 1)?.get('gap:6:1:600')).toEqual(['Время занято другим занятием!']);
    expect(store.clashes.blockedIn(5, 1)).toBeNull();
    await settle();
    expect(store.clashes.blockedIn(5, 1)?.get('gap:5:1:840')).toEqual([TEACHER_BUSY]);
    expect(store.clashes.blockedIn(6, 1)?.get('gap:6:1:840')).toEqual([TEACHER_BUSY]);
    store.cancelDrag();
    expect(store.clashes.blockedIn(5, 1)).toBeNull();

    await store.clashes.loadBusy(1);
    store.startDrag(1);
    expect(busyCalls()).toBe(1);
    store.cancelDrag();
    // a move reloads the week: the next drag asks again
    await store.drop(1, { kind: 'gap', cabinetId: 5, day: 2, start: 9 * 60 });
    store.startDrag(1);
    await settle();
    expect(busyCalls()).toBe(2);
  });

  it('a column is drawn again only when its own blocked slots change', async () => {
    const { store } = setup();
    await store.selectFilial(1);
    const tuesday: unknown[] = [];
    const monday: unknown[] = [];
    const stopTuesday = autorun(() => tuesday.push(store.clashes.blockedIn(5, 2)));
    const stopMonday = autorun(() => monday.push(store.clashes.blockedIn(5, 1)));
    store.startDrag(1);
    await settle();
    store.cancelDrag();
    // Tuesday never has anything blocked; Monday of cabinet 5 gets 14:00 when the busy times come, and loses it when the drag ends
    expect(tuesday).toEqual([null]);
    expect(monday).toHaveLength(3);
    stopTuesday();
    stopMonday();
  });

  it('a failed busy call is logged; the drag shows the cabinets only and the next one asks again', async () => {
    const { store, log, busyCalls } = setup({ busy: failing(500) });
    await store.selectFilial(1);
    store.startDrag(1);
    await settle();
    expect(log).toHaveBeenCalledWith('Ошибка загрузки занятости', expect.anything());
    expect(store.clashes.blockedIn(5, 1)).toBeNull();
    expect(store.clashes.blockedIn(6, 1)?.size).toBeGreaterThan(0);
    store.cancelDrag();
    store.startDrag(1);
    await settle();
    expect(busyCalls()).toBe(2);
  });
});
