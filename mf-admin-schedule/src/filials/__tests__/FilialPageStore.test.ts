import { FilialPageStore } from '../FilialPageStore';
import { failing, makeCabinet, makeFilial, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

function setup(routes: Record<string, Route> = {}, role: Parameters<typeof makeViewer>[0] = 'ADMIN') {
  const filial = makeFilial({ id: 1, name: 'Центр' });
  const cabinets = [makeCabinet({ id: 11, name: 'Большой зал' }), makeCabinet({ id: 12, name: 'Кабинет 2' })];
  const { http, calls } = makeHttp({
    'GET filials/1': () => filial,
    'GET cabinets/filial/1': () => cabinets,
    ...routes,
  });
  const notify = makeNotifier();
  const log = jest.fn();
  const store = new FilialPageStore({ http, viewer: makeViewer(role), notify, log }, 1);
  return { store, calls, notify, log, filial, cabinets };
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
    expect(store.notFound).toBe(true);
    expect(store.error).toBe('Филиал не найден');
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

  it('deletes a cabinet only after the confirmation', async () => {
    const { store, calls, cabinets } = setup({ 'DELETE cabinets/11/force': () => ({}) });
    await store.load();
    const questions: string[] = [];
    expect(await store.deleteCabinet(cabinets[0]!, (text) => (questions.push(text), no()))).toBe(false);
    expect(questions).toEqual(['Вы действительно хотите удалить кабинет "Большой зал"? Это действие нельзя отменить.']);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.deleteCabinet(cabinets[0]!, yes)).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: 'cabinets/11/force' });
    expect(store.cabinets.items).toEqual([cabinets[1]]);
  });

  it('a failed delete is logged, its reason shown, and the card stays', async () => {
    const { store, log, notify, cabinets } = setup({
      'DELETE cabinets/11/force': failing(409, 'Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)', 'CONFLICT'),
    });
    await store.load();
    expect(await store.deleteCabinet(cabinets[0]!, yes)).toBe(false);
    expect(log).toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)');
    expect(store.cabinets.items).toHaveLength(2);
  });
});
