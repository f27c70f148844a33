import { failing, makeHttp, makePersonLesson, makePersonWeek } from '@diary/web-kit/testing';
import { PersonWeekStore } from '../PersonWeekStore';

/** Wednesday 10 September 2025, noon. */
const WEDNESDAY = () => new Date(2025, 8, 10, 12);

function storeWith(answer: () => unknown, kind: 'teacher' | 'student' = 'teacher') {
  const { http, calls } = makeHttp({ [`GET schedule/${kind}/7/week`]: answer });
  return { store: new PersonWeekStore({ http, now: WEDNESDAY }, { kind, id: 7 }), calls };
}

describe('PersonWeekStore', () => {
  it('loads the person’s week from GET schedule/<kind>/<id>/week and opens on today', async () => {
    const monday = makePersonLesson({ day_of_week: 1 });
    const { store, calls } = storeWith(() => makePersonWeek([monday]), 'student');
    expect(store.today).toBe(3);
    expect(store.day).toBe(3);
    expect(await store.fetch()).toBe(true);
    expect(calls).toEqual([{ method: 'GET', path: 'schedule/student/7/week', arg: undefined }]);
    expect(store.status.loaded).toBe(true);
    expect(store.lessonsOf(1)).toEqual([monday]);
    expect(store.lessonsOf(2)).toEqual([]);
    expect(store.isEmpty).toBe(false);
  });

  it('says when the whole week has no lessons', async () => {
    const { store } = storeWith(() => makePersonWeek());
    expect(store.isEmpty).toBe(false);
    await store.fetch();
    expect(store.isEmpty).toBe(true);
  });

  it("shows the server's refusal, or 'Ошибка загрузки расписания' when the server says nothing useful", async () => {
    const refused = storeWith(failing(403, 'Недостаточно прав', 'FORBIDDEN')).store;
    expect(await refused.fetch()).toBe(false);
    expect(refused.status.error).toBe('Недостаточно прав');
    const broken = storeWith(() => {
      throw new Error('network');
    }).store;
    await broken.fetch();
    expect(broken.status.error).toBe('Ошибка загрузки расписания');
  });

  it('steps through the days one at a time, Monday after Sunday and Sunday before Monday', () => {
    const { store } = storeWith(() => makePersonWeek());
    store.showDay(7);
    store.nextDay();
    expect(store.day).toBe(1);
    store.previousDay();
    expect(store.day).toBe(7);
    store.previousDay();
    expect(store.day).toBe(6);
  });

  it('takes Sunday as day 7', () => {
    const { http } = makeHttp();
    const store = new PersonWeekStore({ http, now: () => new Date(2025, 8, 14, 9) }, { kind: 'teacher', id: 1 });
    expect(store.today).toBe(7);
  });
});
