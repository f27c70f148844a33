import type { Difficulty, Role } from '@diary/common';
import { failing, makeDifficulty, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';
import { DifficultiesStore } from '../DifficultiesStore';

function setup(options: { role?: Role; archived?: boolean; rows?: Difficulty[]; routes?: Record<string, Route> } = {}) {
  const rows = options.rows ?? [makeDifficulty({ id: 1 }), makeDifficulty({ id: 2 })];
  const { http, calls } = makeHttp({ 'GET difficulty': () => ({ items: rows, total: 2 }), ...options.routes });
  const notify = makeNotifier();
  const saveFile = jest.fn();
  const store = new DifficultiesStore(
    { http, viewer: makeViewer(options.role ?? 'ADMIN'), notify, saveFile, searchDelay: 300 },
    options.archived ?? false,
  );
  const listCalls = () => calls.filter((c) => c.method === 'GET');
  return { store, calls, listCalls, notify, saveFile, rows };
}

afterEach(() => jest.useRealTimers());

describe('DifficultiesStore', () => {
  it('when the active list loads, then it asks the API for page 1 of the unarchived, newest first', async () => {
    const { store, listCalls } = setup();
    await store.load();
    expect(listCalls()[0]!.arg).toEqual({ page: 1, limit: 100, sort: 'createdAt', order: 'desc', archived: 0 });
    expect(store.list.items).toHaveLength(2);
  });

  it('when the archive loads, then it asks for the archived ones', async () => {
    const { store, listCalls } = setup({ archived: true });
    await store.load();
    expect(listCalls()[0]!.arg).toEqual(expect.objectContaining({ archived: 1 }));
  });

  it('when a search is typed, then one request goes after the pause', () => {
    jest.useFakeTimers();
    const { store, listCalls } = setup();
    store.setSearch('Уч');
    store.setSearch('Учен');
    jest.advanceTimersByTime(300);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]!.arg).toEqual(expect.objectContaining({ q: 'Учен', page: 1 }));
  });

  it('when staff archive a difficulty, then PUT difficulty/:id and the row leaves', async () => {
    const { store, calls, notify, rows } = setup({ role: 'MODERATOR', routes: { 'PUT difficulty/1': () => ({}) } });
    await store.load();
    expect(await store.archive(rows[0]!, yes)).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')!.path).toBe('difficulty/1');
    expect(notify.success).toHaveBeenCalledWith('Запись перемещена в архив');
  });

  it('when archiving fails, then the failure toast shows', async () => {
    const { store, notify, rows } = setup({ routes: { 'PUT difficulty/1': failing(500) } });
    await store.load();
    expect(await store.archive(rows[0]!, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось переместить запись в архив');
  });

  it('when the ADMIN deletes after confirming, then DELETE difficulty/:id; declining sends nothing', async () => {
    const rows = [makeDifficulty({ id: 1 }), makeDifficulty({ id: 2 })];
    // the fake API forgets the row, as the real one does
    const { store, calls, notify } = setup({ rows, routes: { 'DELETE difficulty/2': () => rows.splice(1, 1)[0] } });
    await store.load();
    const second = rows[1]!;
    expect(await store.remove(second, no)).toBe(false);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await store.remove(second, yes)).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Запись удалена');
    expect(store.list.items.map((d) => d.id)).toEqual([1]);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(store.list.items.map((d) => d.id)).toEqual([1]);
  });

  it('when the delete fails, then the failure toast shows', async () => {
    const { store, notify, rows } = setup({ routes: { 'DELETE difficulty/2': failing(500) } });
    await store.load();
    await store.remove(rows[1]!, yes);
    expect(notify.error).toHaveBeenCalledWith('Не удалось удалить запись');
  });

  it('when Excel is downloaded, then the API export gets the filters', async () => {
    const blob = new Blob(['x']);
    const { store, calls, saveFile } = setup({ archived: true, routes: { 'DOWNLOAD difficulty/export.xlsx': () => blob } });
    await store.exportExcel();
    expect(calls.find((c) => c.method === 'DOWNLOAD')!.arg).toEqual({ archived: 1, q: undefined });
    expect(saveFile).toHaveBeenCalledWith(blob, 'Архив трудностей.xlsx');
  });

  it('gives the ADMIN export and delete, a MODERATOR the archive action only, the archive no row actions', () => {
    expect(setup({ role: 'ADMIN' }).store.rights).toEqual({ archive: true, delete: true, export: true });
    expect(setup({ role: 'MODERATOR' }).store.rights).toEqual({ archive: true, delete: false, export: false });
    expect(setup({ role: 'ADMIN', archived: true }).store.rights).toEqual({ archive: false, delete: false, export: true });
  });
});
