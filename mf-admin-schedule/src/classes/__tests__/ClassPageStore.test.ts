import { ClassPageStore } from '../ClassPageStore';
import { failing, makeClass, makeHttp, makeLesson, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

function setup(routes: Record<string, Route> = {}) {
  const item = makeClass({ id: 1 });
  const lessons = [
    makeLesson({ id: 51, name: 'Пн 16:00-17:30 Физика', subject: 'Физика' }),
    makeLesson({ id: 52, name: 'Ср 10:00-11:00', subject: 'Химия', students: [] }),
  ];
  const { http, calls } = makeHttp({ 'GET classes/1': () => item, 'GET schedule': () => lessons, ...routes });
  const notify = makeNotifier();
  return { store: new ClassPageStore({ http, viewer: makeViewer('ADMIN'), notify }, 1), calls, notify, item, lessons };
}

const lessonInput = {
  name: 'x',
  subject: 'Физика',
  class_id: 1,
  cabinet_id: 5,
  day_of_week: 1,
  time_start: '16:00',
  duration_minutes: 90,
  group_type_id: 1,
  teacher_id: 10,
  status: null,
};

describe('ClassPageStore', () => {
  it("loads the class and its lessons with students; 'поиск занятия' by name or subject", async () => {
    const { store, calls, lessons } = setup();
    await store.load();
    expect(calls[1]).toEqual({ method: 'GET', path: 'schedule', arg: { class_id: 1, includeStudents: true } });
    store.setSearch('хим');
    expect(store.filteredLessons).toEqual([lessons[1]]);
    store.setSearch('пн');
    expect(store.filteredLessons).toEqual([lessons[0]]);
  });

  it('a missing class: the error state', async () => {
    const { store } = setup({ 'GET classes/1': failing(404, 'Класс не найден', 'NOT_FOUND') });
    await store.load();
    expect(store.record.error).toBe('Класс не найден');
    expect(store.item).toBeNull();
  });

  it("a time conflict on create stays in the form on the start time; 'Ошибка создания занятия' is toasted", async () => {
    const { store, notify } = setup({ 'POST schedule': failing(409, 'Конфликт времени с существующими занятиями', 'CONFLICT') });
    await store.load();
    const result = await store.saveLesson({ kind: 'create', input: lessonInput });
    expect(result).toEqual({ ok: false, fieldErrors: { time_start: 'Конфликт времени с существующими занятиями' }, message: null });
    expect(notify.error).toHaveBeenCalledWith('Ошибка создания занятия');
  });

  it('deletes a lesson (archive) after the confirmation', async () => {
    const { store, calls, lessons } = setup({ 'DELETE schedule/51/archive': () => ({}) });
    await store.load();
    expect(await store.deleteLesson(lessons[0]!, no)).toBe(false);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.deleteLesson(lessons[0]!, yes)).toBe(true);
    expect(store.lessons.items.map((l) => l.id)).toEqual([52]);
  });

  it('adds several students, removes one', async () => {
    const { store, calls, lessons } = setup({
      'POST schedule/52/students/multiple': () => ({}),
      'DELETE schedule/51/students/30': () => ({}),
    });
    await store.load();
    expect(await store.addStudents(lessons[1]!, [31, 32])).toBe(true);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: 'schedule/52/students/multiple',
      arg: { studentIds: [31, 32] },
    });
    expect(await store.removeStudent(lessons[0]!, 30)).toBe(true);
    expect(store.lessons.items.find((l) => l.id === 51)?.students).toEqual([]);
  });

  it('a refused enrolment shows the server reason', async () => {
    const { store, notify, lessons } = setup({
      'POST schedule/52/students/multiple': failing(409, 'Нет свободных мест на занятии', 'CONFLICT'),
    });
    await store.load();
    expect(await store.addStudents(lessons[1]!, [31])).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Нет свободных мест на занятии');
  });
});
