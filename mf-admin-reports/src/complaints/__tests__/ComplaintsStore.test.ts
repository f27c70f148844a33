import { ComplaintsStore } from '../ComplaintsStore';
import {
  failing,
  makeComplaint,
  makeNotifier,
  makeStaffHttp,
  makeViewer,
  pagedRecords,
  settle,
  yes,
} from '../../record-screens/__tests__/fakes';
import type { Role } from '@diary/common';

function setup(role: Role = 'ADMIN', routes = {}) {
  const a = makeComplaint({ id: 1, comment: 'Опоздал на урок' });
  const b = makeComplaint({ id: 2, comment: 'Не проверил домашнее задание', studentId: null, student: null, incidentDate: '2025-04-02' });
  const c = makeComplaint({ id: 3, comment: 'Старая', isArchived: true });
  const rows = [a, b, c];
  const fake = makeStaffHttp({ 'GET complaint': pagedRecords(() => rows), ...routes });
  const notify = makeNotifier();
  const saveFile = jest.fn();
  const store = new ComplaintsStore({ http: fake.http, viewer: makeViewer(role), notify, saveFile });
  return { store, fake, notify, saveFile, a, b, c, rows };
}

const shown = (store: ComplaintsStore) => store.list.items.map((c) => c.id);

const payload = { teacherId: 7, studentId: 21, incidentDate: '2025-03-14', comment: 'Опоздал' };

describe('ComplaintsStore', () => {
  it('loads a page of the active ones; the API filters by teacher, student, date and comment (typed: after a pause)', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(fake.calls[0]!.arg).toEqual({ page: 1, limit: 100, sort: 'createdAt', order: 'desc', archived: undefined });
    expect(shown(store)).toEqual([1, 2]);
    jest.useFakeTimers();
    try {
      store.setFilter('comment', 'домашнее');
      store.setFilter('comment', 'домашнее задание');
      expect(fake.calls).toHaveLength(1);
      jest.advanceTimersByTime(400);
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]!.arg).toMatchObject({ q: 'домашнее задание' });
    expect(shown(store)).toEqual([2]);
    store.clearFilters();
    store.setFilter('studentId', 21);
    await settle();
    expect(fake.calls.at(-1)!.arg).toMatchObject({ studentId: 21, q: undefined });
    expect(shown(store)).toEqual([1]);
    store.clearFilters();
    store.setFilter('date', '2025-04-02');
    await settle();
    expect(fake.calls.at(-1)!.arg).toMatchObject({ dateFrom: '2025-04-02', dateTo: '2025-04-02' });
    store.setView('archived');
    store.clearFilters();
    await settle();
    expect(shown(store)).toEqual([3]);
  });

  it('creates through complaint/admin and edits with PATCH, with the documented toasts', async () => {
    const { store, fake, notify } = setup('MODERATOR', {
      'POST complaint/admin': () => makeComplaint({ id: 10 }),
      'PATCH complaint/1': () => makeComplaint({ id: 1 }),
    });
    expect(await store.save(payload)).toEqual({ ok: true });
    expect(await store.save(payload, 1)).toEqual({ ok: true });
    expect(notify.success.mock.calls.map((c) => c[0])).toEqual(['Жалоба создана', 'Жалоба обновлена']);
    expect(fake.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST complaint/admin',
      'PATCH complaint/1',
    ]);
  });

  it('failures say the analogous texts', async () => {
    const { store, notify, a, c } = setup('ADMIN', {
      'POST complaint/admin': failing(500),
      'PATCH complaint/1': failing(500),
      'PATCH complaint/1/archive': failing(500),
      'PATCH complaint/3/unarchive': failing(500),
      'DELETE complaint/3': failing(500),
    });
    await store.save(payload);
    await store.save(payload, 1);
    await store.archive(a, yes);
    await store.restore(c);
    await store.remove(c, yes);
    expect(notify.error.mock.calls.map((x) => x[0])).toEqual([
      'Ошибка при создании жалобы',
      'Ошибка при обновлении жалобы',
      'Не удалось переместить жалобу в архив',
      'Не удалось восстановить жалобу из архива',
      'Не удалось удалить жалобу',
    ]);
  });

  it('archives and restores: the row leaves its view, which refills from the API', async () => {
    const { store, notify, a } = setup('MODERATOR', {
      'PATCH complaint/1/archive': () => {
        a.isArchived = true;
        return a;
      },
      'PATCH complaint/1/unarchive': () => ({}),
    });
    await store.load();
    expect(await store.archive(a, yes)).toBe(true);
    expect(shown(store)).toEqual([2]);
    store.setView('archived');
    await settle();
    expect(shown(store)).toEqual([1, 3]);
    expect(store.rights).toMatchObject({ restore: true, delete: false, export: false });
    expect(await store.restore(store.list.items[0]!)).toBe(true);
    expect(notify.success.mock.calls.map((c) => c[0])).toEqual(['Жалоба перемещена в архив', 'Жалоба восстановлена из архива']);
  });

  it('the ADMIN export sends the filters and saves Жалобы.xlsx', async () => {
    const blob = new Blob(['x']);
    const { store, fake, saveFile } = setup('ADMIN', { 'DOWNLOAD complaint/export.xlsx': () => blob });
    store.setFilter('comment', ' урок ');
    await store.exportExcel();
    expect(fake.calls.find((c) => c.method === 'DOWNLOAD')!.arg).toMatchObject({ q: 'урок' });
    expect(saveFile).toHaveBeenCalledWith(blob, 'Жалобы.xlsx');
  });
});
