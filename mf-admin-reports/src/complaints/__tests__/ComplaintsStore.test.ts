import { ComplaintsStore } from '../ComplaintsStore';
import { failing, makeComplaint, makeNotifier, makeStaffHttp, makeViewer, yes } from '../../record-screens/__tests__/fakes';
import type { Role } from '@diary/common';

function setup(role: Role = 'ADMIN', routes = {}) {
  const a = makeComplaint({ id: 1, comment: 'Опоздал на урок' });
  const b = makeComplaint({ id: 2, comment: 'Не проверил домашнее задание', studentId: null, student: null, incidentDate: '2025-04-02' });
  const c = makeComplaint({ id: 3, comment: 'Старая', isArchived: true });
  const fake = makeStaffHttp({ 'GET complaint': () => [a, b, c], ...routes });
  const notify = makeNotifier();
  const saveFile = jest.fn();
  const store = new ComplaintsStore({ http: fake.http, viewer: makeViewer(role), notify, saveFile });
  return { store, fake, notify, saveFile, a, b, c };
}

const payload = { teacherId: 7, studentId: 21, incidentDate: '2025-03-14', comment: 'Опоздал' };

describe('ComplaintsStore', () => {
  it('loads active and archived in one call; filters by teacher, student, date and comment', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(fake.calls[0]!.arg).toEqual({ includeArchived: true });
    expect(store.rows.map((c) => c.id)).toEqual([1, 2]);
    store.setFilter('comment', 'домашнее');
    expect(store.rows.map((c) => c.id)).toEqual([2]);
    store.clearFilters();
    store.setFilter('studentId', 21);
    expect(store.rows.map((c) => c.id)).toEqual([1]);
    store.clearFilters();
    store.setFilter('date', '2025-04-02');
    expect(store.rows.map((c) => c.id)).toEqual([2]);
    store.setView('archived');
    store.clearFilters();
    expect(store.rows.map((c) => c.id)).toEqual([3]);
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

  it('archives and restores', async () => {
    const { store, notify, a } = setup('MODERATOR', {
      'PATCH complaint/1/archive': () => ({}),
      'PATCH complaint/1/unarchive': () => ({}),
    });
    await store.load();
    expect(await store.archive(a, yes)).toBe(true);
    store.setView('archived');
    expect(store.rows.map((c) => c.id)).toEqual([1, 3]);
    expect(store.rights).toMatchObject({ restore: true, delete: false, export: false });
    expect(await store.restore(store.rows[0]!)).toBe(true);
    expect(notify.success.mock.calls.map((c) => c[0])).toEqual(['Жалоба перемещена в архив', 'Жалоба восстановлена из архива']);
  });

  it('the ADMIN export sends the filters and saves Жалобы.xlsx', async () => {
    const blob = new Blob(['x']);
    const { store, fake, saveFile } = setup('ADMIN', { 'DOWNLOAD complaint/export.xlsx': () => blob });
    store.setFilter('comment', ' урок ');
    await store.exportExcel();
    expect(fake.calls[0]!.arg).toMatchObject({ q: 'урок' });
    expect(saveFile).toHaveBeenCalledWith(blob, 'Жалобы.xlsx');
  });
});
