import type { Filial } from '@diary/common';
import { FilialsStore } from '../FilialsStore';
import { failing, makeFilial, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

function setup({
  active = [] as Filial[],
  archived = [] as Filial[],
  routes = {} as Record<string, Route>,
  role = 'ADMIN' as Parameters<typeof makeViewer>[0],
} = {}) {
  const { http, calls } = makeHttp({
    'GET filials': () => active,
    'GET filials/archived': () => archived,
    ...routes,
  });
  const notify = makeNotifier();
  const store = new FilialsStore({ http, viewer: makeViewer(role), notify });
  return { store, calls, notify };
}

const input = { name: 'Север', city: '', address: '', time_start: '', time_end: '', work_schedule: '' };

describe('FilialsStore', () => {
  it('loads the active branches with their info; search by name, city and address', async () => {
    const a = makeFilial({ name: 'Центр' });
    const b = makeFilial({ name: 'Север', info: { ...makeFilial().info!, city: 'Казань', street: 'Баумана' } });
    const { store, calls } = setup({ active: [a, b] });
    await store.load();
    expect(calls[0]).toEqual({ method: 'GET', path: 'filials', arg: { isArchived: false, includeInfo: true } });
    expect(store.filtered).toEqual([a, b]);
    store.setSearch('казань');
    expect(store.filtered).toEqual([b]);
    store.setSearch('баум');
    expect(store.filtered).toEqual([b]);
    store.setSearch('центр');
    expect(store.filtered).toEqual([a]);
  });

  it("when the load fails, 'Ошибка загрузки филиалов' is the error state and a toast", async () => {
    const { store, notify } = setup({ routes: { 'GET filials': failing(500) } });
    await store.load();
    expect(store.active.error).toBe('Ошибка загрузки филиалов');
    expect(notify.error).toHaveBeenCalledWith('Ошибка загрузки филиалов');
  });

  it('only ADMIN manages and exports branches', () => {
    expect(setup({ role: 'ADMIN' }).store.rights).toEqual({ manage: true, export: true });
    expect(setup({ role: 'MODERATOR' }).store.rights).toEqual({ manage: false, export: false });
  });

  it("the export holds active and archived branches with 'Активен' / 'Архивирован'", async () => {
    const { store } = setup({
      active: [makeFilial({ name: 'A' })],
      archived: [makeFilial({ name: 'B', isArchived: true, active: false })],
    });
    await store.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.exportRows.map((row) => [row.Название, row.Статус])).toEqual([
      ['A', 'Активен'],
      ['B', 'Архивирован'],
    ]);
    expect(store.exportRows[0]).toMatchObject({ Город: 'Москва', 'Время работы': '09:00 – 18:00', 'Дата создания': '01.09.2024' });
  });

  it('archives only after the confirmation, then removes the row', async () => {
    const filial = makeFilial({ name: 'Старый' });
    const { store, calls } = setup({ active: [filial], routes: { [`DELETE filials/${filial.id}/archive`]: () => ({}) } });
    await store.load();
    const questions: string[] = [];
    expect(await store.archive(filial, (text) => (questions.push(text), no()))).toBe(false);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.archive(filial, yes)).toBe(true);
    expect(questions).toEqual(['Вы действительно хотите архивировать филиал "Старый"?']);
    expect(store.filtered).toEqual([]);
  });

  it("a failed archive: 'Ошибка архивирования филиала', the row stays", async () => {
    const filial = makeFilial();
    const { store, notify } = setup({ active: [filial], routes: { [`DELETE filials/${filial.id}/archive`]: failing(500) } });
    await store.load();
    expect(await store.archive(filial, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка архивирования филиала');
    expect(store.filtered).toEqual([filial]);
  });

  it("the 'Архив' tab lists archived branches, searched alike", async () => {
    const a = makeFilial({ name: 'Центр' });
    const old = makeFilial({ name: 'Старый', isArchived: true, active: false });
    const { store, calls } = setup({ active: [a], archived: [old] });
    await store.load();
    expect(calls.map((c) => c.path)).toEqual(['filials', 'filials/archived']);
    expect(store.filtered).toEqual([a]);
    store.setView('archived');
    expect(store.current).toBe(store.archived);
    expect(store.filtered).toEqual([old]);
    store.setSearch('центр');
    expect(store.filtered).toEqual([]);
  });

  it('a MODERATOR reads the archive too', async () => {
    const old = makeFilial({ name: 'Старый', isArchived: true });
    const { store } = setup({ archived: [old], role: 'MODERATOR' });
    await store.load();
    store.setView('archived');
    expect(store.filtered).toEqual([old]);
  });

  it('a failed archive load is the error of that tab only, and its retry reloads it', async () => {
    let fail = true;
    const old = makeFilial({ name: 'Старый', isArchived: true });
    const { store, notify } = setup({
      routes: {
        'GET filials/archived': () => {
          if (fail) throw new Error('network');
          return [old];
        },
      },
    });
    await store.load();
    expect(notify.error).toHaveBeenCalledWith('Ошибка загрузки филиалов');
    expect(store.active.error).toBeNull();
    store.setView('archived');
    expect(store.current.error).toBe('Ошибка загрузки филиалов');
    fail = false;
    await store.reloadCurrent();
    expect(store.current.error).toBeNull();
    expect(store.filtered).toEqual([old]);
  });

  it('an archived branch moves to the archive tab; restore brings it back', async () => {
    const filial = makeFilial({ name: 'Старый' });
    const { store, calls, notify } = setup({
      active: [filial],
      routes: { [`DELETE filials/${filial.id}/archive`]: () => ({}), [`POST filials/${filial.id}/restore`]: () => ({}) },
    });
    await store.load();
    await store.archive(filial, yes);
    expect(store.archived.items).toEqual([{ ...filial, isArchived: true, active: false }]);
    expect(await store.restore(store.archived.items[0]!)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `filials/${filial.id}/restore` });
    expect(store.archived.items).toEqual([]);
    expect(store.active.items).toEqual([{ ...filial, isArchived: false, active: true }]);
    expect(notify.success).toHaveBeenLastCalledWith('Успешно!');
  });

  it("a failed restore: 'Ошибка восстановления филиала', the row stays in the archive", async () => {
    const old = makeFilial({ name: 'Старый', isArchived: true });
    const { store, notify } = setup({ archived: [old], routes: { [`POST filials/${old.id}/restore`]: failing(500) } });
    await store.load();
    expect(await store.restore(old)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка восстановления филиала');
    expect(store.archived.items).toEqual([old]);
  });

  it('deletes an archived branch for good only after the confirmation', async () => {
    const old = makeFilial({ name: 'Старый', isArchived: true });
    const { store, calls } = setup({ archived: [old], routes: { [`DELETE filials/${old.id}/force`]: () => ({}) } });
    await store.load();
    const questions: string[] = [];
    expect(await store.forceDelete(old, (text) => (questions.push(text), no()))).toBe(false);
    expect(questions).toEqual(['Вы действительно хотите удалить филиал "Старый"? Это действие нельзя отменить.']);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.forceDelete(old, yes)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `filials/${old.id}/force` });
    expect(store.archived.items).toEqual([]);
  });

  it("a refused delete shows the API's reason (lessons still use its cabinets); the row stays", async () => {
    const old = makeFilial({ name: 'Старый', isArchived: true });
    const reason = 'Нельзя удалить филиал: в его кабинетах есть занятия';
    const { store, notify } = setup({ archived: [old], routes: { [`DELETE filials/${old.id}/force`]: failing(409, reason, 'CONFLICT') } });
    await store.load();
    expect(await store.forceDelete(old, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(reason);
    expect(store.archived.items).toEqual([old]);

    const broken = setup({ archived: [old], routes: { [`DELETE filials/${old.id}/force`]: failing(500) } });
    await broken.store.load();
    await broken.store.forceDelete(old, yes);
    expect(broken.notify.error).toHaveBeenCalledWith('Ошибка удаления филиала');
  });

  it('creates with POST filials and reloads; a failure names the field the API names', async () => {
    const { store, calls } = setup({ routes: { 'POST filials': () => makeFilial({ name: 'Север' }) } });
    expect(await store.save({ kind: 'create', input })).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'POST', path: 'filials', arg: input });

    const bad = setup({
      routes: { 'PUT filials/5': failing(400, 'Ошибка', 'VALIDATION', [{ path: 'name', message: 'Название филиала обязательно' }]) },
    });
    const result = await bad.store.save({ kind: 'update', id: 5, input });
    expect(result).toEqual({ ok: false, fieldErrors: { name: 'Название филиала обязательно' }, message: null });
    expect(bad.notify.error).toHaveBeenCalledWith('Ошибка обновления филиала');
  });
});
