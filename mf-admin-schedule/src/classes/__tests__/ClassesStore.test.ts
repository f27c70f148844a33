import type { ClassItem } from '@diary/common';
import { ClassesStore } from '../ClassesStore';
import { failing, makeClass, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

function setup(items: ClassItem[] = [], routes: Record<string, Route> = {}, role: Parameters<typeof makeViewer>[0] = 'ADMIN') {
  const { http, calls } = makeHttp({ 'GET classes': () => items, ...routes });
  const notify = makeNotifier();
  return { store: new ClassesStore({ http, viewer: makeViewer(role), notify }), calls, notify };
}

const input = { name: 'Иванов | Физика', subject_ids: [20], teacher_ids: [10] };

describe('ClassesStore', () => {
  it('loads the classes with subjects; search by name, academic year and teacher', async () => {
    const a = makeClass({ name: 'Иванов | Физика', academic_year: '2024-2025' });
    const b = makeClass({
      name: 'Петрова | Химия',
      academic_year: '2023-2024',
      teachers: [{ id: 11, first_name: 'Анна', second_name: 'Петрова', last_name: null }],
    });
    const { store, calls } = setup([a, b]);
    await store.load();
    expect(calls[0]).toEqual({ method: 'GET', path: 'classes', arg: { includeSubjects: true } });
    store.setSearch('2023');
    expect(store.filtered).toEqual([b]);
    store.setSearch('анна');
    expect(store.filtered).toEqual([b]);
    store.setSearch('физ');
    expect(store.filtered).toEqual([a]);
  });

  it("a failed load: the server's message when present, else 'Ошибка загрузки классов'", async () => {
    const plain = setup([], { 'GET classes': failing(500) });
    await plain.store.load();
    expect(plain.store.list.error).toBe('Ошибка загрузки классов');
    const named = setup([], { 'GET classes': failing(403, 'Недостаточно прав', 'FORBIDDEN') });
    await named.store.load();
    expect(named.store.list.error).toBe('Недостаточно прав');
  });

  it('rights: create for ADMIN and TEACHER, delete for ADMIN only', () => {
    expect(setup([], {}, 'ADMIN').store.rights).toMatchObject({ create: true, delete: true });
    expect(setup([], {}, 'TEACHER').store.rights).toMatchObject({ create: true, delete: false });
    expect(setup([], {}, 'MODERATOR').store.rights).toMatchObject({ create: false, delete: false });
  });

  it('creates with POST classes, updates with PATCH; failure messages', async () => {
    const created = makeClass();
    const { store, calls } = setup([], { 'POST classes': () => created });
    expect(await store.save({ kind: 'create', input })).toEqual({ ok: true, item: created });
    expect(calls[0]).toEqual({ method: 'POST', path: 'classes', arg: input });

    const bad = setup([], { 'PATCH classes/3': failing(500) });
    expect(await bad.store.save({ kind: 'update', id: 3, input })).toEqual({ ok: false, message: 'Ошибка обновления класса' });
    expect(bad.notify.error).toHaveBeenCalledWith('Ошибка обновления класса');
  });

  it("deletes after 'Вы действительно хотите удалить этот класс?'; a 409 shows the server's reason", async () => {
    const item = makeClass();
    const { store, calls } = setup([item], { [`DELETE classes/${item.id}`]: () => ({}) });
    await store.load();
    const asked: string[] = [];
    expect(await store.remove(item, (text) => (asked.push(text), no()))).toBe(false);
    expect(asked).toEqual(['Вы действительно хотите удалить этот класс?']);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.remove(item, yes)).toBe(true);
    expect(store.filtered).toEqual([]);

    const refused = setup([item], {
      [`DELETE classes/${item.id}`]: failing(409, 'Нельзя удалить класс: у него есть занятия (в том числе в архиве)', 'CONFLICT'),
    });
    await refused.store.load();
    expect(await refused.store.remove(item, yes)).toBe(false);
    expect(refused.notify.error).toHaveBeenCalledWith('Нельзя удалить класс: у него есть занятия (в том числе в архиве)');
    expect(refused.store.filtered).toEqual([item]);
  });
});
