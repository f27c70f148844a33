import { DEFAULT_ERROR_TOAST, type Role } from '@diary/common';
import type { Achievement } from '@diary/web-kit';
import {
  failing,
  makeAchievement,
  makeHttp,
  makeNotifier,
  makeViewer,
  no,
  settle,
  TEACHERS,
  yes,
  type Route,
} from '../../shared/__tests__/fakes';
import { AdminAchievementsStore } from '../AdminAchievementsStore';

function setup(options: { role?: Role; archived?: boolean; rows?: Achievement[]; routes?: Record<string, Route> } = {}) {
  const rows = options.rows ?? [makeAchievement({ id: 1 }), makeAchievement({ id: 2, notes: 'Повторить формулы' })];
  const { http, calls } = makeHttp({
    'GET achivements': () => ({ achives: rows, total: 1234 }),
    'GET users/teachers': () => TEACHERS,
    'GET subjects': () => [{ id: 1, name: 'Физика', createdAt: '' }],
    ...options.routes,
  });
  const notify = makeNotifier();
  const clipboard = jest.fn(async (_text: string) => undefined);
  const saveFile = jest.fn();
  const store = new AdminAchievementsStore(
    { http, viewer: makeViewer(options.role ?? 'ADMIN'), notify, clipboard, saveFile, searchDelay: 300 },
    options.archived ?? false,
  );
  const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === 'achivements');
  return { store, http, calls, listCalls, notify, clipboard, saveFile, rows };
}

afterEach(() => jest.useRealTimers());

describe('AdminAchievementsStore: the list, paged on the server', () => {
  it('when the active list loads, then it asks for page 1 of 100 unarchived, newest sent first', async () => {
    const { store, listCalls } = setup();
    await store.load();
    expect(listCalls()).toEqual([
      { method: 'GET', path: 'achivements', arg: { page: 1, limit: 100, sort: 'createdAt', order: 'desc', is_archived: 0 } },
    ]);
    expect(store.list.items).toHaveLength(2);
    expect(store.list.total).toBe(1234);
  });

  it('when the archive loads, then it asks for archived rows by test date', async () => {
    const { store, listCalls } = setup({ archived: true });
    await store.load();
    expect(listCalls()[0]!.arg).toEqual({ page: 1, limit: 100, sort: 'lessonDate', order: 'desc', is_archived: 1 });
  });

  it('when teacher, student, subject and check type are chosen, then each reloads page 1 with the filters at once', async () => {
    const { store, listCalls } = setup();
    await store.load();
    store.list.setPagination({ page: 4, pageSize: 50 });
    store.setFilter('teacherId', 7);
    store.setFilter('studentId', 21);
    store.setFilter('subject', 'Физика');
    store.setFilter('checkType', 'Пробный экзамен');
    await settle();
    expect(listCalls().at(-1)!.arg).toEqual({
      page: 1,
      limit: 50,
      sort: 'createdAt',
      order: 'desc',
      is_archived: 0,
      teacherId: 7,
      studentId: 21,
      subject: 'Физика',
      checkType: 'Пробный экзамен',
    });
    expect(store.hasFilters).toBe(true);
  });

  it('when the topic is typed, then one request goes after the pause, not one per key', async () => {
    jest.useFakeTimers();
    const { store, listCalls } = setup();
    void store.load();
    for (const text of ['З', 'За', 'Зак', 'Закон']) store.setFilter('topic', text);
    expect(listCalls()).toHaveLength(1);
    jest.advanceTimersByTime(299);
    expect(listCalls()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1]!.arg).toEqual(expect.objectContaining({ topic: 'Закон', page: 1 }));
  });

  it('when the filters are cleared, then the list reloads without them', async () => {
    const { store, listCalls } = setup();
    store.setFilter('teacherId', 7);
    store.clearFilters();
    await settle();
    expect(listCalls().at(-1)!.arg).toEqual({ page: 1, limit: 100, sort: 'createdAt', order: 'desc', is_archived: 0 });
    expect(store.hasFilters).toBe(false);
  });

  it('when points are sorted, then the API sorts on points', async () => {
    const { store, listCalls } = setup();
    store.list.setSort([{ field: 'summaryPoints', sort: 'asc' }]);
    await settle();
    expect(listCalls().at(-1)!.arg).toEqual(expect.objectContaining({ sort: 'points', order: 'asc' }));
  });

  it('when the list fails, then the server message or the fallback is the error', async () => {
    const { store } = setup({ routes: { 'GET achivements': failing(500, 'boom') } });
    await store.load();
    expect(store.list.error).toBe('Не удалось загрузить отчеты');
  });

  it('loads teachers and subjects for the filters and the edit form, and no student list (the pickers search)', async () => {
    const { store, calls } = setup();
    await store.loadLookups();
    expect(calls.map((call) => call.path)).not.toContain('users/students');
    expect(store.teachers).toEqual([
      { id: 7, fullName: 'Учителева Анна' },
      { id: 8, fullName: 'Преподов Олег' },
    ]);
    expect(store.subjects).toEqual(['Физика']);
  });
});

describe('AdminAchievementsStore: row actions', () => {
  it('when the admin saves an edit, then PUT achivements/update with the id, a toast and the page reloads', async () => {
    const { store, calls, notify, listCalls } = setup({ routes: { 'PUT achivements/update': (body) => body } });
    await store.load();
    const payload = {
      studentId: 21,
      lessonDate: '2025-03-14',
      lessonTheme: 'Законы Ньютона',
      checkType: 'Контрольная' as const,
      subject: 'Физика',
      points: 8,
      maxPoints: 10,
      notes: null,
    };
    expect(await store.update(1, payload)).toEqual({ ok: true });
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: 'achivements/update', arg: { ...payload, id: 1 } });
    expect(notify.success).toHaveBeenCalledWith('Запись обновлена');
    await settle();
    expect(listCalls()).toHaveLength(2);
  });

  it('when an edit is refused, then the field errors go back to the form and the failure toast shows', async () => {
    const { store, notify } = setup({
      routes: {
        'PUT achivements/update': failing(400, 'Ошибка проверки', 'VALIDATION', [
          { path: 'points', message: 'Количество баллов не может привышать максимальный балл' },
        ]),
      },
    });
    const result = await store.update(1, {
      studentId: 21,
      lessonDate: '2025-03-14',
      lessonTheme: 'Т',
      checkType: 'Контрольная',
      subject: 'Физика',
      points: 12,
      maxPoints: 10,
      notes: null,
    });
    expect(result).toEqual({
      ok: false,
      message: 'Ошибка проверки',
      fieldErrors: { points: 'Количество баллов не может привышать максимальный балл' },
    });
    expect(notify.error).toHaveBeenCalledWith('Не удалось обновить запись');
  });

  it('when the admin declines the archive question, then nothing is sent', async () => {
    const { store, calls, rows } = setup();
    await store.load();
    expect(await store.archive(rows[0]!, no)).toBe(false);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('when the admin archives a row, then PUT achivements/:id, the row leaves and the page refills', async () => {
    const { store, calls, notify, rows, listCalls } = setup({ routes: { 'PUT achivements/1': () => ({}) } });
    await store.load();
    expect(await store.archive(rows[0]!, yes)).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')!.path).toBe('achivements/1');
    expect(notify.success).toHaveBeenCalledWith('Запись перемещена в архив');
    expect(listCalls()).toHaveLength(2);
  });

  it('when archiving fails, then the failure toast shows and the row stays', async () => {
    const { store, notify, rows } = setup({ routes: { 'PUT achivements/1': failing(500) } });
    await store.load();
    expect(await store.archive(rows[0]!, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось переместить запись в архив');
    expect(store.list.items.map((a) => a.id)).toEqual([1, 2]);
  });

  it('when the admin deletes in the archive, then DELETE achivements/:id and the report is gone', async () => {
    const { store, notify, rows, calls } = setup({ archived: true, routes: { 'DELETE achivements/2': () => ({}) } });
    await store.load();
    expect(await store.remove(rows[1]!, yes)).toBe(true);
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('achivements/2');
    expect(notify.success).toHaveBeenCalledWith('Отчет успешно удален');
  });

  it('when the delete fails, then the failure toast shows', async () => {
    const { store, notify, rows } = setup({ archived: true, routes: { 'DELETE achivements/2': failing(403, 'Недостаточно прав') } });
    await store.load();
    expect(await store.remove(rows[1]!, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось удалить отчет');
    expect(store.list.items).toHaveLength(2);
  });

  it('when the comment is copied, then it is on the clipboard with a toast', async () => {
    const { store, notify, clipboard, rows } = setup();
    expect(await store.copyComment(rows[1]!)).toBe(true);
    expect(clipboard).toHaveBeenCalledWith('Повторить формулы');
    expect(notify.success).toHaveBeenCalledWith('Комментарий успешно скопирован');
  });

  it('when the browser refuses the clipboard, then the default error toast shows', async () => {
    const { store, notify, clipboard, rows } = setup();
    clipboard.mockRejectedValueOnce(new Error('denied'));
    expect(await store.copyComment(rows[0]!)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(DEFAULT_ERROR_TOAST);
  });
});

describe('AdminAchievementsStore: Excel and rights', () => {
  it('when the admin downloads Excel, then the API builds it from the current filters', async () => {
    const blob = new Blob(['xlsx']);
    const { store, calls, saveFile } = setup({ routes: { 'DOWNLOAD achivements/export.xlsx': () => blob } });
    store.setFilter('teacherId', 7);
    store.setFilter('topic', ' Закон ');
    expect(await store.exportExcel()).toBe(true);
    expect(calls.find((c) => c.method === 'DOWNLOAD')!.arg).toEqual({
      is_archived: 0,
      teacherId: 7,
      studentId: undefined,
      subject: undefined,
      topic: 'Закон',
      checkType: undefined,
    });
    expect(saveFile).toHaveBeenCalledWith(blob, 'Достижения.xlsx');
    expect(store.exporting).toBe(false);
    store.dispose();
  });

  it('when the archive is downloaded, then it is the archived set under its own name', async () => {
    const blob = new Blob(['xlsx']);
    const { store, calls, saveFile } = setup({ archived: true, routes: { 'DOWNLOAD achivements/export.xlsx': () => blob } });
    await store.exportExcel();
    expect(calls.find((c) => c.method === 'DOWNLOAD')!.arg).toEqual(expect.objectContaining({ is_archived: 1 }));
    expect(saveFile).toHaveBeenCalledWith(blob, 'Архив достижений.xlsx');
  });

  it('when the export fails, then a toast says so and nothing is saved', async () => {
    const { store, notify, saveFile } = setup({ routes: { 'DOWNLOAD achivements/export.xlsx': failing(500) } });
    expect(await store.exportExcel()).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось скачать файл');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('gives the ADMIN export and the archive delete, a MODERATOR edit and archive only', () => {
    expect(setup({ role: 'ADMIN' }).store.rights).toEqual({ edit: true, archive: true, delete: false, export: true });
    expect(setup({ role: 'ADMIN', archived: true }).store.rights).toEqual({ edit: false, archive: false, delete: true, export: true });
    expect(setup({ role: 'MODERATOR' }).store.rights).toEqual({ edit: true, archive: true, delete: false, export: false });
  });
});
