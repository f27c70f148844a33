import { CompensationsStore, COMPENSATION_TEXTS } from '../CompensationsStore';
import {
  failing,
  makeCompensation,
  makeNotifier,
  makeStaffHttp,
  makeViewer,
  no,
  pagedRecords,
  settle,
  SUBJECTS,
  TEACHERS,
  yes,
} from '../../record-screens/__tests__/fakes';
import type { Role } from '@diary/common';

function setup(role: Role = 'ADMIN', routes = {}, currentUserId: number | null = 1) {
  const active = makeCompensation({ id: 1, comment: 'Первая' });
  const other = makeCompensation({ id: 2, comment: 'Вторая', studentId: 22, subjectId: 2, eventDate: '2025-04-01' });
  const archived = makeCompensation({ id: 3, comment: 'Старая', isArchived: true });
  const fake = makeStaffHttp({
    'GET compensation': pagedRecords(() => [active, other, archived]),
    'GET users/teachers': () => TEACHERS,
    'GET subjects': () => SUBJECTS,
    ...routes,
  });
  const notify = makeNotifier();
  const saveFile = jest.fn();
  const store = new CompensationsStore({ http: fake.http, viewer: makeViewer(role), notify, saveFile, currentUserId: () => currentUserId });
  return { store, fake, notify, saveFile, active, other, archived };
}

const shown = (store: CompensationsStore) => store.list.items.map((c) => c.id);

describe('CompensationsStore', () => {
  it('when it loads, then a page of one view, newest first by entry, comes from the API; the other view is asked for anew', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(fake.calls[0]).toEqual({
      method: 'GET',
      path: 'compensation',
      arg: { page: 1, limit: 100, sort: 'createdAt', order: 'desc', archived: undefined },
    });
    expect(shown(store)).toEqual([1, 2]);
    expect(store.list.total).toBe(2);
    store.setView('archived');
    await settle();
    expect(fake.calls.at(-1)!.arg).toMatchObject({ page: 1, archived: true });
    expect(shown(store)).toEqual([3]);
  });

  it('when filters are set, then the API is asked with them from the first page, and the empty text says so', async () => {
    const { store, fake } = setup();
    await store.load();
    store.list.setPagination({ page: 1, pageSize: 50 });
    await settle();
    store.setFilter('studentId', 22);
    await settle();
    expect(fake.calls.at(-1)!.arg).toMatchObject({ page: 1, limit: 50, studentId: 22 });
    expect(shown(store)).toEqual([2]);
    store.setFilter('date', '2025-03-14');
    await settle();
    expect(fake.calls.at(-1)!.arg).toMatchObject({ studentId: 22, dateFrom: '2025-03-14', dateTo: '2025-03-14' });
    expect(store.emptyText).toBe('Ничего не найдено');
    store.clearFilters();
    store.setFilter('subjectId', 1);
    store.setFilter('teacherId', 7);
    await settle();
    expect(fake.calls.at(-1)!.arg).toMatchObject({ subjectId: 1, teacherId: 7, studentId: undefined, dateFrom: undefined });
    expect(shown(store)).toEqual([1]);
  });

  it('the view, the filters and the page are what the address keeps', async () => {
    const { store } = setup();
    const { url } = store;
    url.apply({ ...url.read(), view: 'archived', studentId: 21, page: 2, pageSize: 50 });
    expect(url.read()).toMatchObject({ view: 'archived', studentId: 21, page: 2, pageSize: 50 });
    expect(Object.values(url.params).map((param) => param.key)).toEqual([
      'teacher',
      'student',
      'subject',
      'date',
      'view',
      'page',
      'size',
      'sort',
    ]);
  });

  it('when the load fails, then the error is the server message or the screen text', async () => {
    const { store } = setup('ADMIN', { 'GET compensation': failing(500) });
    expect(await store.load()).toBe(false);
    expect(store.list.error).toBe(COMPENSATION_TEXTS.loadFailed);
  });

  it('the default teacher is the current user only when they are a teacher (docs/product/permissions.md)', async () => {
    const { store } = setup('ADMIN', {}, 7);
    expect(store.defaultTeacherId).toBeNull();
    await store.loadLookups();
    expect(store.defaultTeacherId).toBe(7);
    expect(store.newForm().teacherId).toBe(7);
    const { store: admin } = setup('ADMIN', {}, 1);
    await admin.loadLookups();
    expect(admin.newForm().teacherId).toBeNull();
  });

  it('creates with POST and updates with PATCH, with the documented toasts', async () => {
    const created = makeCompensation({ id: 50, comment: 'Новая' });
    const { store, fake, notify } = setup('MODERATOR', {
      'POST compensation': () => created,
      'PATCH compensation/1': (body: unknown) => ({ ...makeCompensation({ id: 1 }), ...(body as object) }),
    });
    await store.load();
    const payload = { teacherId: 7, studentId: 21, subjectId: 1, eventDate: '2025-03-14', comment: null };
    expect(await store.save(payload)).toEqual({ ok: true });
    expect(fake.calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: 'compensation', arg: payload });
    expect(notify.success).toHaveBeenCalledWith('Компенсация создана');
    expect(await store.save(payload, 1)).toEqual({ ok: true });
    expect(notify.success).toHaveBeenCalledWith('Компенсация обновлена');
  });

  it('when a save fails, then the documented failure toast and the server field messages', async () => {
    const { store, notify } = setup('ADMIN', {
      'POST compensation': failing(400, 'Ошибка', 'VALIDATION', [{ path: 'studentId', message: 'Выберите ученика!' }]),
      'PATCH compensation/1': failing(404, 'Компенсация не найдена', 'NOT_FOUND'),
    });
    const payload = { teacherId: 7, studentId: 21, subjectId: 1, eventDate: '2025-03-14', comment: null };
    expect(await store.save(payload)).toEqual({ ok: false, fieldErrors: { studentId: 'Выберите ученика!' }, message: null });
    expect(notify.error).toHaveBeenCalledWith('Ошибка при создании компенсации');
    expect(await store.save(payload, 1)).toEqual({ ok: false, fieldErrors: {}, message: 'Компенсация не найдена' });
    expect(notify.error).toHaveBeenCalledWith('Ошибка при обновлении компенсации');
  });

  it('the delete button archives; the archive restores; ADMIN deletes there for real', async () => {
    const { store, fake, notify, active, archived } = setup('ADMIN', {
      'PATCH compensation/1/archive': () => ({}),
      'PATCH compensation/3/unarchive': () => ({}),
      'DELETE compensation/1': () => ({}),
    });
    await store.load();
    expect(store.rights).toMatchObject({ archive: true, delete: false, restore: false });
    expect(await store.archive(active, no)).toBe(false);
    expect(await store.archive(active, yes)).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Компенсация перемещена в архив');
    // the row leaves the page at once, and the page refills from the API
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: 'compensation' });
    store.setView('archived');
    expect(store.rights).toMatchObject({ archive: false, delete: true, restore: true });
    expect(await store.restore(archived)).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Компенсация восстановлена из архива');
    expect(await store.remove(active, yes)).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Компенсация удалена');
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['PATCH compensation/1/archive', 'PATCH compensation/3/unarchive', 'DELETE compensation/1']),
    );
  });

  it('when archive, restore or delete fail, then the documented failure toasts', async () => {
    const { store, notify, active, archived } = setup('ADMIN', {
      'PATCH compensation/1/archive': failing(500),
      'PATCH compensation/3/unarchive': failing(500),
      'DELETE compensation/3': failing(500),
    });
    await store.load();
    await store.archive(active, yes);
    await store.restore(archived);
    await store.remove(archived, yes);
    expect(notify.error.mock.calls.map((c) => c[0])).toEqual([
      'Не удалось переместить компенсацию в архив',
      'Не удалось восстановить компенсацию из архива',
      'Не удалось удалить компенсацию',
    ]);
  });

  it('a MODERATOR gets no export and no real delete', () => {
    const { store } = setup('MODERATOR');
    store.setView('archived');
    expect(store.rights).toMatchObject({ export: false, delete: false, restore: true });
  });

  it('the export asks the API with the view and the filters and saves Компенсации.xlsx', async () => {
    const blob = new Blob(['x']);
    const { store, fake, saveFile } = setup('ADMIN', { 'DOWNLOAD compensation/export.xlsx': () => blob });
    store.setFilter('teacherId', 7);
    store.setFilter('date', '2025-03-14');
    expect(await store.exportExcel()).toBe(true);
    expect(fake.calls.find((c) => c.method === 'DOWNLOAD')!.arg).toEqual({
      archived: undefined,
      teacherId: 7,
      studentId: undefined,
      subjectId: undefined,
      dateFrom: '2025-03-14',
      dateTo: '2025-03-14',
    });
    expect(saveFile).toHaveBeenCalledWith(blob, 'Компенсации.xlsx');
  });
});
