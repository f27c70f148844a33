import { LatenessStore } from '../LatenessStore';
import { failing, makeLateness, makeNotifier, makeStaffHttp, makeViewer, settle, yes } from '../../record-screens/__tests__/fakes';
import type { Role } from '@diary/common';

function setup(role: Role = 'ADMIN', routes = {}) {
  const rows = [makeLateness({ id: 1 }), makeLateness({ id: 2, delay: 5 })];
  const fake = makeStaffHttp({
    'GET teacher-lateness': () => ({ teacherLateness: rows, total: 2, page: 1, limit: 100, totalPages: 1 }),
    ...routes,
  });
  const notify = makeNotifier();
  const saveFile = jest.fn();
  const store = new LatenessStore({ http: fake.http, viewer: makeViewer(role), notify, saveFile });
  return { store, fake, notify, saveFile, rows };
}

const payload = { userId: 7, incidentDate: '2025-03-14', plannedTime: '09:00', actualTime: '09:15' };

describe('LatenessStore', () => {
  it('when it loads, then it asks the API for a page with the filters and reads teacherLateness', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(fake.calls[0]!.arg).toEqual({
      page: 1,
      limit: 100,
      isArchive: false,
      userId: undefined,
      dateFrom: undefined,
      dateTo: undefined,
    });
    expect(store.list.items.map((l) => l.id)).toEqual([1, 2]);
    expect(store.list.total).toBe(2);
    store.setFilter('userId', 7);
    store.setFilter('date', '2025-03-14');
    store.setView('archived');
    await settle();
    expect(fake.calls.at(-1)!.arg).toEqual({
      page: 1,
      limit: 100,
      isArchive: true,
      userId: 7,
      dateFrom: '2025-03-14',
      dateTo: '2025-03-14',
    });
    expect(store.emptyText).toBe('Ничего не найдено');
  });

  it('creates with POST, updates with PUT, with the documented toasts', async () => {
    const { store, fake, notify } = setup('MODERATOR', {
      'POST teacher-lateness': () => makeLateness(),
      'PUT teacher-lateness/1': () => makeLateness({ id: 1 }),
    });
    expect(await store.save(payload)).toEqual({ ok: true });
    expect(notify.success).toHaveBeenCalledWith('Запись об опоздании создана');
    expect(await store.save(payload, 1)).toEqual({ ok: true });
    expect(notify.success).toHaveBeenCalledWith('Запись об опоздании обновлена');
    expect(fake.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.arg])).toEqual([
      ['POST', 'teacher-lateness', payload],
      ['PUT', 'teacher-lateness/1', payload],
    ]);
  });

  it("when the server refuses the times (400), then 'Произошла ошибка при сохранении' and the message on the field", async () => {
    const { store, notify } = setup('ADMIN', {
      'POST teacher-lateness': failing(400, 'Фактическое время должно быть больше планового', 'VALIDATION', [
        { path: 'actualTime', message: 'Фактическое время должно быть больше планового' },
      ]),
    });
    expect(await store.save(payload)).toEqual({
      ok: false,
      fieldErrors: { actualTime: 'Фактическое время должно быть больше планового' },
      message: null,
    });
    expect(notify.error).toHaveBeenCalledWith('Произошла ошибка при сохранении');
  });

  it('archive is offered to anyone on the page; real delete to ADMIN in the archive', async () => {
    const { store, notify, fake, rows } = setup('MODERATOR', { 'POST teacher-lateness/1/archive': () => ({}) });
    expect(store.rights).toMatchObject({ archive: true, delete: false, export: false });
    await store.load();
    expect(await store.archive(rows[0]!, yes)).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Запись об опоздании перемещена в архив');
    expect(fake.calls.some((c) => c.method === 'POST' && c.path === 'teacher-lateness/1/archive')).toBe(true);
    const admin = setup('ADMIN', { 'DELETE teacher-lateness/2': () => ({}) });
    admin.store.setView('archived');
    expect(admin.store.rights).toMatchObject({ archive: false, delete: true, export: true });
    expect(await admin.store.remove(admin.rows[1]!, yes)).toBe(true);
    expect(admin.notify.success).toHaveBeenCalledWith('Запись об опоздании удалена');
  });

  it('exports the filtered set from the API', async () => {
    const blob = new Blob(['x']);
    const { store, saveFile, fake } = setup('ADMIN', { 'DOWNLOAD teacher-lateness/export.xlsx': () => blob });
    expect(await store.exportExcel()).toBe(true);
    expect(fake.calls[0]!.path).toBe('teacher-lateness/export.xlsx');
    expect(saveFile).toHaveBeenCalledWith(blob, 'Опоздания.xlsx');
  });
});
