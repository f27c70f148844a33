import { SUBJECT_TEXTS, SubjectsStore } from '../SubjectsStore';
import { failing, makeHttp, makeNotifier, makeSubject, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

function setup(routes: Record<string, Route> = {}, role: Parameters<typeof makeViewer>[0] = 'ADMIN') {
  const subjects = [makeSubject({ id: 1, name: 'Физика' }), makeSubject({ id: 2, name: 'Химия' })];
  const { http, calls } = makeHttp({ 'GET subjects': () => subjects, ...routes });
  const notify = makeNotifier();
  const store = new SubjectsStore({ http, viewer: makeViewer(role), notify });
  return { store, calls, notify, subjects };
}

describe('SubjectsStore.load', () => {
  it('when the list loads, then it holds the subjects and stops loading', async () => {
    const { store, subjects } = setup();
    await store.load();
    expect(store.list.items).toEqual(subjects);
    expect(store.list.isLoading).toBe(false);
    expect(store.list.error).toBeNull();
  });

  it("when the API breaks, then 'Ошибка загрузки предметов' is toasted and becomes the error state", async () => {
    const { store, notify } = setup({ 'GET subjects': failing(500, 'Internal') });
    await store.load();
    expect(store.list.error).toBe('Ошибка загрузки предметов');
    expect(notify.error).toHaveBeenCalledWith('Ошибка загрузки предметов');
  });

  it('searches the name ignoring case', async () => {
    const { store } = setup();
    await store.load();
    store.setSearch('ХИМ');
    expect(store.filtered.map((s) => s.name)).toEqual(['Химия']);
  });
});

describe('SubjectsStore.save', () => {
  it('when a subject is created, then it posts the name, toasts and reloads', async () => {
    const { store, calls, notify } = setup({ 'POST subjects': (body) => ({ id: 3, ...(body as object) }) });
    expect(await store.save({ name: 'Астрономия' })).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'POST', path: 'subjects', arg: { name: 'Астрономия' } });
    expect(notify.success).toHaveBeenCalledWith(SUBJECT_TEXTS.saved);
    expect(calls.some((c) => c.method === 'GET')).toBe(true);
  });

  it('when a subject is renamed, then it patches subjects/:id', async () => {
    const { store, calls } = setup({ 'PATCH subjects/1': (body) => body });
    expect(await store.save({ name: 'Физика 2' }, 1)).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'PATCH', path: 'subjects/1', arg: { name: 'Физика 2' } });
  });

  it('when the name is taken, then the 409 lands on the name and the documented failure is toasted', async () => {
    const { store, notify } = setup({
      'POST subjects': failing(409, 'Предмет с таким названием уже существует', 'CONFLICT'),
    });
    expect(await store.save({ name: 'Физика' })).toEqual({
      ok: false,
      fieldErrors: { name: 'Предмет с таким названием уже существует' },
      message: null,
    });
    expect(notify.error).toHaveBeenCalledWith('Ошибка при сохранении предмета');
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('SubjectsStore.remove', () => {
  it('when confirmed, then it deletes and drops the row', async () => {
    const { store, calls, notify } = setup({ 'DELETE subjects/1': () => ({}) });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.remove(store.list.items[0]!, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Вы действительно хотите удалить предмет "Физика"?');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: 'subjects/1' });
    expect(store.list.items.map((s) => s.id)).toEqual([2]);
    expect(notify.success).toHaveBeenCalledWith('Предмет удален');
  });

  it('when declined, then nothing is sent', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(await store.remove(store.list.items[0]!, no)).toBe(false);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("when the DELETE fails, then 'Ошибка удаления предмета' is toasted and the row stays", async () => {
    const { store, notify } = setup({ 'DELETE subjects/1': failing(500) });
    await store.load();
    expect(await store.remove(store.list.items[0]!, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка удаления предмета');
    expect(store.list.items).toHaveLength(2);
  });
});

describe('SubjectsStore rights', () => {
  it('gives the ADMIN add, edit and delete, and a MODERATOR none', () => {
    expect(setup({}, 'ADMIN').store.rights).toEqual({ create: true, update: true, delete: true });
    expect(setup({}, 'MODERATOR').store.rights).toEqual({ create: false, update: false, delete: false });
  });
});
