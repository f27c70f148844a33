import { GroupTypesStore } from '../GroupTypesStore';
import { failing, makeGroupType, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

const IN_USE = 'Тип занятия используется в услугах или занятиях';

function setup(routes: Record<string, Route> = {}, role: Parameters<typeof makeViewer>[0] = 'ADMIN') {
  const types = [makeGroupType({ id: 1, name: 'Групповое' }), makeGroupType({ id: 2, name: 'Индивидуальное', total_places: 1 })];
  const { http, calls } = makeHttp({ 'GET group-types': () => types, ...routes });
  const notify = makeNotifier();
  const store = new GroupTypesStore({ http, viewer: makeViewer(role), notify });
  return { store, calls, notify, types };
}

describe('GroupTypesStore.load', () => {
  it('when the list loads, then it holds the group types', async () => {
    const { store, types } = setup();
    await store.load();
    expect(store.list.items).toEqual(types);
    store.setSearch('индив');
    expect(store.filtered.map((t) => t.id)).toEqual([2]);
  });

  it("when the server breaks, then 'Ошибка загрузки типов занятий' is toasted and shown", async () => {
    const { store, notify } = setup({ 'GET group-types': failing(500) });
    await store.load();
    expect(store.list.error).toBe('Ошибка загрузки типов занятий');
    expect(notify.error).toHaveBeenCalledWith('Ошибка загрузки типов занятий');
  });

  it('when the server says why, then its message is preferred', async () => {
    const { store, notify } = setup({ 'GET group-types': failing(403, 'Недостаточно прав', 'FORBIDDEN') });
    await store.load();
    expect(store.list.error).toBe('Недостаточно прав');
    expect(notify.error).toHaveBeenCalledWith('Недостаточно прав');
  });
});

describe('GroupTypesStore.save', () => {
  it('when a type is created, then it posts name and places and reloads', async () => {
    const { store, calls, notify } = setup({ 'POST group-types': (body) => body });
    expect(await store.save({ name: 'Мини-группа', total_places: 0 })).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'POST', path: 'group-types', arg: { name: 'Мини-группа', total_places: 0 } });
    expect(notify.success).toHaveBeenCalledWith('Тип занятия создан');
    expect(calls.some((c) => c.method === 'GET')).toBe(true);
  });

  it('when a type is edited, then it patches group-types/:id', async () => {
    const { store, calls, notify } = setup({ 'PATCH group-types/2': (body) => body });
    expect(await store.save({ name: 'Индивидуальное', total_places: 2 }, 2)).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: 'group-types/2' });
    expect(notify.success).toHaveBeenCalledWith('Тип занятия обновлен');
  });

  it("when creating fails on the server, then 'Ошибка создания типа занятия' is toasted", async () => {
    const { store, notify } = setup({ 'POST group-types': failing(500) });
    const result = await store.save({ name: 'X', total_places: 10 });
    expect(result.ok).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка создания типа занятия');
  });

  it('when updating fails with field errors, then they land on the fields', async () => {
    const { store, notify } = setup({
      'PATCH group-types/1': failing(400, 'Ошибка проверки данных', 'VALIDATION', [
        { path: 'total_places', message: 'Введите корректное количество мест (минимум 1)' },
      ]),
    });
    expect(await store.save({ name: 'X', total_places: -1 }, 1)).toEqual({
      ok: false,
      fieldErrors: { total_places: 'Введите корректное количество мест (минимум 1)' },
      message: null,
    });
    expect(notify.error).toHaveBeenCalledWith('Ошибка проверки данных');
  });

  it("when updating fails without a reason, then 'Ошибка обновления типа занятия' is toasted", async () => {
    const { store, notify } = setup({ 'PATCH group-types/1': failing(500) });
    await store.save({ name: 'X', total_places: 3 }, 1);
    expect(notify.error).toHaveBeenCalledWith('Ошибка обновления типа занятия');
  });
});

describe('GroupTypesStore.remove', () => {
  it('when confirmed, then it deletes and drops the row', async () => {
    const { store, notify } = setup({ 'DELETE group-types/1': () => ({}) });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.remove(store.list.items[0]!, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Вы действительно хотите удалить тип занятия "Групповое"?');
    expect(store.list.items.map((t) => t.id)).toEqual([2]);
    expect(notify.success).toHaveBeenCalledWith('Тип занятия удален');
  });

  it('when declined, then nothing is sent', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(await store.remove(store.list.items[0]!, no)).toBe(false);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('when the type is in use, then the 409 message is toasted and the row stays', async () => {
    const { store, notify } = setup({ 'DELETE group-types/1': failing(409, IN_USE, 'CONFLICT') });
    await store.load();
    expect(await store.remove(store.list.items[0]!, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(IN_USE);
    expect(store.list.items).toHaveLength(2);
  });

  it("when the DELETE breaks without a reason, then 'Ошибка удаления типа занятия' is toasted", async () => {
    const { store, notify } = setup({ 'DELETE group-types/1': failing(500) });
    await store.load();
    await store.remove(store.list.items[0]!, yes);
    expect(notify.error).toHaveBeenCalledWith('Ошибка удаления типа занятия');
  });
});

describe('GroupTypesStore rights', () => {
  it('lets the ADMIN manage, not a MODERATOR', () => {
    expect(setup({}, 'ADMIN').store.canManage).toBe(true);
    expect(setup({}, 'MODERATOR').store.canManage).toBe(false);
  });
});
