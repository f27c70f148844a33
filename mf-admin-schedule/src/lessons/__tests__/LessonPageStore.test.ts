import { LessonPageStore } from '../LessonPageStore';
import { failing, makeHttp, makeLesson, makeNotifier, makeViewer, type Route } from '../../shared/__tests__/fakes';

function setup(routes: Record<string, Route> = {}) {
  const lesson = makeLesson({ id: 7 });
  const { http, calls } = makeHttp({ 'GET schedule/7': () => lesson, ...routes });
  const notify = makeNotifier();
  return { store: new LessonPageStore({ http, viewer: makeViewer('MODERATOR'), notify }, 7), calls, notify, lesson };
}

describe('LessonPageStore', () => {
  it('loads the lesson with its relations', async () => {
    const { store, calls, lesson } = setup();
    await store.load();
    expect(calls[0]).toEqual({ method: 'GET', path: 'schedule/7', arg: { includeRelations: true } });
    expect(store.lesson).toEqual(lesson);
    expect(store.canManage).toBe(true);
  });

  it("a failed load: 'Ошибка загрузки занятия'", async () => {
    const { store } = setup({ 'GET schedule/7': failing(500) });
    await store.load();
    expect(store.record.error).toBe('Ошибка загрузки занятия');
  });

  it('adds students then reloads; removes one', async () => {
    const { store, calls } = setup({
      'POST schedule/7/students/multiple': () => ({}),
      'DELETE schedule/7/students/30': () => ({}),
    });
    await store.load();
    expect(await store.addStudents([31])).toBe(true);
    expect(await store.removeStudent(30)).toBe(true);
    expect(calls.filter((c) => c.path === 'schedule/7')).toHaveLength(3);
  });

  it("a failed update: 'Ошибка обновления занятия'", async () => {
    const { store, notify, lesson } = setup({ 'PUT schedule/7': failing(500) });
    await store.load();
    const result = await store.save({
      kind: 'update',
      id: 7,
      input: {
        name: lesson.name,
        subject: 'Физика',
        class_id: 1,
        cabinet_id: 5,
        day_of_week: 1,
        time_start: '16:00',
        duration_minutes: 90,
        group_type_id: 1,
        teacher_id: 10,
        status: null,
      },
    });
    expect(result.ok).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка обновления занятия');
  });
});
