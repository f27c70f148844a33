import { FilialPageStore } from '../FilialPageStore';
import { failing, makeCabinet, makeFilial, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

function setup(routes: Record<string, Route> = {}, role: Parameters<typeof makeViewer>[0] = 'ADMIN') {
  const filial = makeFilial({ id: 1, name: 'Центр' });
  const cabinets = [makeCabinet({ id: 11, name: 'Большой зал' }), makeCabinet({ id: 12, name: 'Кабинет 2' })];
  const archived = [makeCabinet({ id: 13, name: 'Подвал', isArchived: true })];
  const { http, calls } = makeHttp({
    'GET filials/1': () => filial,
    'GET cabinets/filial/1': () => cabinets,
    'GET cabinets': () => archived,
    ...routes,
  });
  const notify = makeNotifier();
  const log = jest.fn();
  const store = new FilialPageStore({ http, viewer: makeViewer(role), notify, log }, 1);
  return { store, calls, notify, log, filial, cabinets, archived };
}

describe('FilialPageStore', () => {
  it('loads the branch and its active cabinets; searches cabinets by name, case-insensitively', async () => {
    const { store, filial, cabinets } = setup();
    await store.load();
    expect(store.filial).toEqual(filial);
    expect(store.filteredCabinets).toEqual(cabinets);
    store.setSearch('ЗАЛ');
    expect(store.filteredCabinets).toEqual([cabinets[0]]);
  });

  it('a missing branch: the error state with the API message', async () => {
    const { store, calls } = setup({ 'GET filials/1': failing(404, 'Филиал не найден', 'NOT_FOUND') });
    await store.load();
    expect(store.record.notFound).toBe(true);
    expect(store.record.error).toBe('Филиал не найден');
    expect(calls.some((c) => c.path.startsWith('cabinets'))).toBe(false);
  });

  it("a failed cabinets load: 'Ошибка загрузки кабинетов'", async () => {
    const { store } = setup({ 'GET cabinets/filial/1': failing(500) });
    await store.load();
    expect(store.cabinets.error).toBe('Ошибка загрузки кабинетов');
  });

  it('creates a cabinet with POST cabinets and shows it', async () => {
    const created = makeCabinet({ name: '303' });
    const { store, calls } = setup({ 'POST cabinets': () => created });
    await store.load();
    const payload = { name: '303', filial_id: 1, quantity: 12, color: '#ff0000' };
    expect(await store.createCabinet(payload)).toEqual({ ok: true });
    expect(calls.at(-1)).toEqual({ method: 'POST', path: 'cabinets', arg: payload });
    expect(store.cabinets.items.at(-1)).toEqual(created);
  });

  it("a failed create: 'Ошибка создания кабинета', the form stays open", async () => {
    const { store, notify } = setup({ 'POST cabinets': failing(500) });
    await store.load();
    const result = await store.createCabinet({ name: '303', filial_id: 1, quantity: 1, color: '#007bff' });
    expect(result.ok).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка создания кабинета');
  });

  it("loads the branch's archived cabinets beside the active ones; the 'Архив' tab shows and searches them", async () => {
    const { store, calls, archived, cabinets } = setup();
    await store.load();
    expect(calls).toContainEqual({ method: 'GET', path: 'cabinets', arg: { isArchived: true, filialId: 1 } });
    expect(store.filteredCabinets).toEqual(cabinets);
    store.setCabinetsView('archived');
    expect(store.filteredCabinets).toEqual(archived);
    store.setSearch('зал');
    expect(store.filteredCabinets).toEqual([]);
    store.setSearch('подв');
    expect(store.filteredCabinets).toEqual(archived);
  });

  it("a failed archive load is the archive tab's error only; its retry reloads that list", async () => {
    let fail = true;
    const { store, archived } = setup({
      'GET cabinets': () => {
        if (fail) throw new Error('network');
        return archived;
      },
    });
    await store.load();
    expect(store.cabinets.error).toBeNull();
    store.setCabinetsView('archived');
    expect(store.currentCabinets.error).toBe('Ошибка загрузки кабинетов');
    fail = false;
    await store.reloadCurrentCabinets();
    expect(store.currentCabinets.error).toBeNull();
    expect(store.filteredCabinets).toEqual(archived);
  });

  it('the delete icon archives after the confirmation: the cabinet moves to the archive', async () => {
    const { store, calls, cabinets, notify } = setup({ 'DELETE cabinets/11/archive': () => ({}) });
    await store.load();
    const questions: string[] = [];
    expect(await store.archiveCabinet(cabinets[0]!, (text) => (questions.push(text), no()))).toBe(false);
    expect(questions).toEqual(['Вы действительно хотите архивировать кабинет "Большой зал"?']);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.archiveCabinet(cabinets[0]!, yes)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: 'cabinets/11/archive' });
    expect(store.cabinets.items).toEqual([cabinets[1]]);
    expect(store.archivedCabinets.items[0]).toMatchObject({ id: 11, isArchived: true });
    expect(notify.success).toHaveBeenCalledWith('Успешно!');
  });

  it("a failed archive: logged, 'Ошибка архивирования кабинета', the card stays", async () => {
    const { store, log, notify, cabinets } = setup({ 'DELETE cabinets/11/archive': failing(500) });
    await store.load();
    expect(await store.archiveCabinet(cabinets[0]!, yes)).toBe(false);
    expect(log).toHaveBeenCalledWith('Ошибка архивирования кабинета', expect.anything());
    expect(notify.error).toHaveBeenCalledWith('Ошибка архивирования кабинета');
    expect(store.cabinets.items).toHaveLength(2);
  });

  it('restores an archived cabinet among the active ones, in name order', async () => {
    const { store, calls, archived } = setup({ 'POST cabinets/13/restore': () => ({}) });
    await store.load();
    expect(await store.restoreCabinet(archived[0]!)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: 'cabinets/13/restore' });
    expect(store.archivedCabinets.items).toEqual([]);
    expect(store.cabinets.items.map((c) => c.name)).toEqual(['Большой зал', 'Кабинет 2', 'Подвал']);
    expect(store.cabinets.items[2]).toMatchObject({ id: 13, isArchived: false });
  });

  it("a failed restore: 'Ошибка восстановления кабинета', it stays in the archive", async () => {
    const { store, notify, archived } = setup({ 'POST cabinets/13/restore': failing(500) });
    await store.load();
    expect(await store.restoreCabinet(archived[0]!)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка восстановления кабинета');
    expect(store.archivedCabinets.items).toEqual(archived);
  });

  it('deletes an archived cabinet for good only after the confirmation', async () => {
    const { store, calls, archived } = setup({ 'DELETE cabinets/13/force': () => ({}) });
    await store.load();
    const questions: string[] = [];
    expect(await store.deleteCabinet(archived[0]!, (text) => (questions.push(text), no()))).toBe(false);
    expect(questions).toEqual(['Вы действительно хотите удалить кабинет "Подвал"? Это действие нельзя отменить.']);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.deleteCabinet(archived[0]!, yes)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: 'cabinets/13/force' });
    expect(store.archivedCabinets.items).toEqual([]);
  });

  it('a failed delete is logged, its reason shown, and the card stays', async () => {
    const { store, log, notify, archived } = setup({
      'DELETE cabinets/13/force': failing(409, 'Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)', 'CONFLICT'),
    });
    await store.load();
    expect(await store.deleteCabinet(archived[0]!, yes)).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)');
    expect(store.archivedCabinets.items).toHaveLength(1);
  });
});
