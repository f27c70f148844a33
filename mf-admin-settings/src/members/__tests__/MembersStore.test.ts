import { BAN_REASON, DEFAULT_SUBJECTS, type User } from '@diary/common';
import { deferred, settle } from '@diary/web-kit/testing';
import { ApiError } from 'mf_auth/session';
import { MEMBER_TEXTS, MembersStore } from '../MembersStore';
import { makeHttp, makeNotifier, makeUser, makeViewer, usersPage } from './factories';

/** A store over a fake API holding `users` (the fake filters, sorts and pages like the API). */
function setup({
  users = [] as User[],
  role = 'ADMIN' as const as Parameters<typeof makeViewer>[0],
  banned = false,
  routes = {} as Record<string, (body?: unknown) => unknown>,
} = {}) {
  const server = users.map((u) => ({ ...u }));
  const { http, calls } = makeHttp({ 'GET users': (query) => usersPage(server, query as Record<string, unknown>), ...routes });
  const notify = makeNotifier();
  const store = new MembersStore({ http, viewer: makeViewer(role, 1), notify }, banned);
  return { store, http, calls, notify, server };
}

const yes = () => Promise.resolve(true);

/** The queries of the list's requests, in order. */
const listQueries = (calls: { method: string; path: string; arg?: unknown }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === 'users').map((c) => c.arg);

/** Until the load a setter (or an action) started has answered. */
async function waitForLoad(store: MembersStore): Promise<void> {
  await settle();
  for (let i = 0; i < 20 && store.list.isLoading; i += 1) await settle();
}

const many = (count: number, overrides: Parameters<typeof makeUser>[0] = {}) =>
  Array.from({ length: count }, (_, i) => makeUser({ second_name: `Фамилия${i}`, ...overrides }));

describe('MembersStore.load', () => {
  it('when the active list loads, then it asks the API for the first page of 100 unbanned users, no filter, no sort', async () => {
    const users = [makeUser({ id: 5 }), makeUser({ id: 6 })];
    const { store, calls } = setup({ users });
    await store.load();
    expect(calls).toEqual([{ method: 'GET', path: 'users', arg: { page: 1, limit: 100, banned: 0 } }]);
    expect(store.list.items.map((u) => u.id)).toEqual([5, 6]);
    expect(store.list.total).toBe(2);
    expect(store.list.isLoading).toBe(false);
  });

  it('when the archive loads, then it asks for banned users', async () => {
    const { store, calls } = setup({ banned: true });
    await store.load();
    expect(calls[0]!.arg).toEqual({ page: 1, limit: 100, banned: 1 });
  });

  it("when there are more users than a page, then only the page is kept and the total is the API's", async () => {
    const { store } = setup({ users: many(250) });
    await store.load();
    expect(store.list.items).toHaveLength(100);
    expect(store.list.total).toBe(250);
  });

  it('when the API fails, then the server message becomes the error state', async () => {
    const { store } = setup({
      routes: {
        'GET users': () => {
          throw new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' });
        },
      },
    });
    await store.load();
    expect(store.list.error).toBe('Недостаточно прав');
    expect(store.list.isLoading).toBe(false);
  });

  it('when the server breaks, then a generic text is shown', async () => {
    const { store } = setup({
      routes: {
        'GET users': () => {
          throw new ApiError(500, { message: 'Internal', code: 'INTERNAL' });
        },
      },
    });
    await store.load();
    expect(store.list.error).toBe(MEMBER_TEXTS.loadFailed);
  });

  it('when an earlier request answers after a later one, then the later answer stays (and a late failure is ignored too)', async () => {
    const slow = deferred<{ items: User[]; total: number }>();
    const fast = deferred<{ items: User[]; total: number }>();
    const answers = [slow, fast];
    const { store, calls } = setup({ routes: { 'GET users': () => answers.shift()!.promise } });

    const first = store.load();
    store.setRole('TEACHER');
    expect(listQueries(calls)).toEqual([
      { page: 1, limit: 100, banned: 0 },
      { page: 1, limit: 100, banned: 0, role: 'TEACHER' },
    ]);
    const teacher = makeUser({ id: 2, roleValues: ['TEACHER'] });
    fast.resolve({ items: [teacher], total: 1 });
    await waitForLoad(store);
    expect(store.list.items.map((u) => u.id)).toEqual([2]);

    slow.resolve({ items: [makeUser({ id: 1 }), teacher], total: 2 });
    await first;
    expect(store.list.items.map((u) => u.id)).toEqual([2]);
    expect(store.list.total).toBe(1);
    expect(store.list.isLoading).toBe(false);

    const late = deferred<{ items: User[]; total: number }>();
    answers.push(late, deferred());
    const stale = store.load();
    void store.load();
    late.reject(new ApiError(500, {}));
    await stale;
    expect(store.list.error).toBeNull();
    expect(store.list.isLoading).toBe(true);
  });
});

describe('MembersStore paging and sorting (by the API)', () => {
  it('when the page changes, then that page is asked for with the filters', async () => {
    const { store, calls } = setup({ users: many(250) });
    await store.load();
    store.list.setPagination({ page: 2, pageSize: 50 });
    await waitForLoad(store);
    expect(listQueries(calls).at(-1)).toEqual({ page: 3, limit: 50, banned: 0 });
    expect(store.list.items).toHaveLength(50);
    expect(store.list.items[0]!.second_name).toBe('Фамилия100');
  });

  it.each([
    ['second_name', 'asc', { sort: 'second_name', order: 'asc' }],
    ['first_name', 'desc', { sort: 'first_name', order: 'desc' }],
    ['username', 'asc', { sort: 'username', order: 'asc' }],
    ['createdAt', 'desc', { sort: 'createdAt', order: 'desc' }],
    ['last_name', 'asc', {}],
    ['roles', 'asc', {}],
  ] as const)('when the %s column is sorted %s, then the API is asked for %j from page 1', async (field, sort, apiSort) => {
    const { store, calls } = setup({ users: many(250) });
    store.list.setPagination({ page: 1, pageSize: 200 });
    await waitForLoad(store);
    store.list.setSort([{ field, sort }]);
    await waitForLoad(store);
    expect(listQueries(calls).at(-1)).toEqual({ page: 1, limit: 200, banned: 0, ...apiSort });
    expect(store.list.pagination).toEqual({ page: 0, pageSize: 200 });
  });

  it('when the page it shows has emptied, then the last page is loaded', async () => {
    const { store, calls, server } = setup({ users: many(120) });
    store.list.setPagination({ page: 1, pageSize: 100 });
    await waitForLoad(store);
    expect(store.list.items).toHaveLength(20);
    server.splice(90);
    await store.load();
    expect(listQueries(calls).map((q) => (q as { page: number }).page)).toEqual([2, 2, 1]);
    expect(store.list.pagination.page).toBe(0);
    expect(store.list.items).toHaveLength(90);
    expect(store.list.total).toBe(90);
  });
});

describe('MembersStore filters (by the API)', () => {
  const users = [
    makeUser({ second_name: 'Петров', roleValues: ['TEACHER'] }),
    makeUser({ second_name: 'Петрова', roleValues: ['STUDENT'] }),
    makeUser({ second_name: 'Сидоров', roleValues: ['STUDENT', 'TEACHER'] }),
    makeUser({ second_name: 'Ёлкин', roleValues: ['MODERATOR'] }),
  ];

  afterEach(() => jest.useRealTimers());

  it('when the role changes, then the first page of that role is asked for at once', async () => {
    const { store, calls } = setup({ users });
    store.list.setPagination({ page: 3, pageSize: 50 });
    await waitForLoad(store);
    store.setRole('TEACHER');
    expect(listQueries(calls).at(-1)).toEqual({ page: 1, limit: 50, banned: 0, role: 'TEACHER' });
    await waitForLoad(store);
    expect(store.list.items.map((u) => u.second_name)).toEqual(['Петров', 'Сидоров']);
    store.setRole('all');
    expect(listQueries(calls).at(-1)).toEqual({ page: 1, limit: 50, banned: 0 });
  });

  it('when a surname is typed, then one request goes after a 300 ms pause, from page 1, with q', async () => {
    jest.useFakeTimers();
    const { store, calls } = setup({ users: [...users, ...many(250)] });
    store.list.setPagination({ page: 2, pageSize: 100 });
    await jest.advanceTimersByTimeAsync(0);
    expect(listQueries(calls)).toHaveLength(1);

    store.setSearch('п');
    await jest.advanceTimersByTimeAsync(200);
    store.setSearch('пе');
    await jest.advanceTimersByTimeAsync(200);
    store.setSearch('пет');
    expect(store.list.pagination.page).toBe(0);
    await jest.advanceTimersByTimeAsync(299);
    expect(listQueries(calls)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(listQueries(calls)).toEqual([
      { page: 3, limit: 100, banned: 0 },
      { page: 1, limit: 100, banned: 0, q: 'пет' },
    ]);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.list.items.map((u) => u.second_name)).toEqual(['Петров', 'Петрова']);
  });

  it('when the search is cleared or only spaces, then no q is sent; the role and the search go together', async () => {
    jest.useFakeTimers();
    const { store, calls } = setup({ users, banned: true });
    store.setSearch('  Сид ');
    store.setRole('STUDENT');
    // the role loads at once with the search typed so far; the search's own request is dropped
    await jest.advanceTimersByTimeAsync(1000);
    expect(listQueries(calls)).toEqual([{ page: 1, limit: 100, banned: 1, role: 'STUDENT', q: 'Сид' }]);
    store.setSearch('   ');
    await jest.advanceTimersByTimeAsync(300);
    expect(listQueries(calls).at(-1)).toEqual({ page: 1, limit: 100, banned: 1, role: 'STUDENT' });
  });

  it('when the store is disposed, then a pending search sends nothing', async () => {
    jest.useFakeTimers();
    const { store, calls } = setup({ users });
    store.setSearch('пет');
    store.dispose();
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });
});

describe('MembersStore export', () => {
  it("when exporting, then every user matching the filters is read in pages of 1000, in the table's order", async () => {
    const teachers = many(2345, { roleValues: ['TEACHER'] });
    const others = many(30, { roleValues: ['STUDENT'] });
    const { store, calls } = setup({ users: [...teachers, ...others, makeUser({ second_name: 'Другой', roleValues: ['TEACHER'] })] });
    store.setRole('TEACHER');
    store.setSearch('фамилия');
    store.list.setSort([{ field: 'username', sort: 'desc' }]);
    await waitForLoad(store);
    expect(store.list.items).toHaveLength(100);

    const rows = await store.fetchExportRows();

    const exportQueries = listQueries(calls).filter((q) => (q as { limit: number }).limit === 1000);
    expect(exportQueries).toEqual(
      [1, 2, 3].map((page) => ({ page, limit: 1000, banned: 0, q: 'фамилия', role: 'TEACHER', sort: 'username', order: 'desc' })),
    );
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((r) => r.Логин)).size).toBe(2345);
    expect(rows.every((r) => r.Роль === 'Преподаватель')).toBe(true);
    expect(rows[0]!.Логин > rows[1]!.Логин).toBe(true);
    expect(Object.keys(rows[0]!)).toEqual(['Имя', 'Отчество', 'Фамилия', 'Логин', 'Роль', 'Дата создания']);
  });

  it('when the filtered users fit in one page, then one request; none found gives no rows', async () => {
    const { store, calls } = setup({ users: many(3), banned: true });
    expect(await store.fetchExportRows()).toEqual([]);
    expect(listQueries(calls)).toEqual([{ page: 1, limit: 1000, banned: 1 }]);
  });
});

describe('MembersStore.save', () => {
  const input = {
    username: 'petrov',
    first_name: 'Пётр',
    second_name: 'Петров',
    last_name: null,
    subject: 'Физика',
    male: 'M' as const,
    password: 'secret-123',
    roles: ['TEACHER' as const],
  };

  it('when a user is created, then it posts the registration with roles, toasts and reloads the current page', async () => {
    const { store, calls, notify } = setup({ users: many(250), routes: { 'POST auth/registration': (body) => body } });
    store.setRole('STUDENT');
    store.list.setPagination({ page: 1, pageSize: 100 });
    await waitForLoad(store);
    calls.length = 0;
    const result = await store.save({ kind: 'create', input });
    expect(result).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'POST', path: 'auth/registration', arg: input });
    expect(notify.success).toHaveBeenCalledWith('Пользователь создан');
    expect(listQueries(calls)).toEqual([{ page: 2, limit: 100, banned: 0, role: 'STUDENT' }]);
  });

  it('when the login is taken, then the message lands on Логин and the failure is toasted', async () => {
    const { store, notify } = setup({
      routes: {
        'POST auth/registration': () => {
          throw new ApiError(409, {
            message: 'Пользователь с таким логином уже существует',
            code: 'CONFLICT',
            errors: [{ path: 'username', message: 'Пользователь с таким логином уже существует' }],
          });
        },
      },
    });
    const result = await store.save({ kind: 'create', input });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { username: 'Пользователь с таким логином уже существует' },
      message: null,
    });
    expect(notify.error).toHaveBeenCalledWith('Не удалось создать пользователя');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('when a 409 names no field, then it is still shown on Логин', async () => {
    const { store } = setup({
      routes: {
        'POST auth/registration': () => {
          throw new ApiError(409, { message: 'Пользователь с таким логином уже существует', code: 'CONFLICT' });
        },
      },
    });
    const result = await store.save({ kind: 'create', input });
    expect(result.ok === false && result.fieldErrors.username).toBe('Пользователь с таким логином уже существует');
  });

  it('when a user is updated, then it puts fields and roles to users/:id and toasts', async () => {
    const { store, calls, notify } = setup({ routes: { 'PUT users/7': (body) => body } });
    const update = { first_name: 'Пётр', roles: ['MODERATOR' as const], password: undefined };
    expect(await store.save({ kind: 'update', id: 7, input: update })).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'PUT', path: 'users/7', arg: update });
    expect(notify.success).toHaveBeenCalledWith('Пользователь обновлен');
  });

  it('when the update fails, then the failure is toasted and the server message returned', async () => {
    const { store, notify } = setup({
      routes: {
        'PUT users/7': () => {
          throw new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' });
        },
      },
    });
    const result = await store.save({ kind: 'update', id: 7, input: { password: undefined } });
    expect(result).toEqual({ ok: false, fieldErrors: {}, message: 'Недостаточно прав' });
    expect(notify.error).toHaveBeenCalledWith('Не удалось обновить пользователя');
  });
});

describe('MembersStore.ban', () => {
  it('when confirmed, then it bans with the fixed reason, the row leaves at once and the page reloads', async () => {
    const target = makeUser({ id: 8, username: 'bad' });
    const { store, calls, notify, server } = setup({
      users: [target, makeUser()],
      routes: {
        'POST users/ban': () => {
          server.find((u) => u.id === 8)!.banned = true;
          return {};
        },
      },
    });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.ban(target, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Вы уверены, что хотите заблокировать пользователя bad ?');
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: 'users/ban', arg: { userId: 8, reason: BAN_REASON } });
    expect(store.list.items.map((u) => u.id)).not.toContain(8);
    expect(store.list.total).toBe(1);
    expect(notify.success).toHaveBeenCalledWith('Пользователь забанен');
    await waitForLoad(store);
    expect(listQueries(calls)).toHaveLength(2);
    expect(store.list.items).toHaveLength(1);
  });

  it('when the last row of the last page is banned, then the page before it is shown', async () => {
    const users = many(101);
    const last = users[100]!;
    const { store, server } = setup({
      users,
      routes: {
        'POST users/ban': () => {
          server.find((u) => u.id === last.id)!.banned = true;
          return {};
        },
      },
    });
    store.list.setPagination({ page: 1, pageSize: 100 });
    await waitForLoad(store);
    expect(store.list.items.map((u) => u.id)).toEqual([last.id]);
    await store.ban(last, yes);
    await waitForLoad(store);
    expect(store.list.pagination.page).toBe(0);
    expect(store.list.items).toHaveLength(100);
    expect(store.list.total).toBe(100);
  });

  it('when declined, then nothing is sent', async () => {
    const target = makeUser();
    const { store, calls } = setup({ users: [target] });
    await store.load();
    expect(await store.ban(target, () => Promise.resolve(false))).toBe(false);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(store.list.items).toHaveLength(1);
  });

  it("when the ban fails, then docs/product's delete failure text is toasted and the row stays", async () => {
    const target = makeUser();
    const { store, notify } = setup({
      users: [target],
      routes: {
        'POST users/ban': () => {
          throw new ApiError(500, {});
        },
      },
    });
    await store.load();
    expect(await store.ban(target, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось удалить пользователя');
    expect(store.list.items).toHaveLength(1);
  });
});

describe('MembersStore.remove', () => {
  it('when the user is a Суперадмин, then two confirmations come before the DELETE', async () => {
    const admin = makeUser({ id: 9, username: 'boss', roleValues: ['TEACHER', 'ADMIN'] });
    const { store, calls, notify, server } = setup({ users: [admin], routes: { 'DELETE users/9': () => server.splice(0) } });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.remove(admin, confirm)).toBe(true);
    expect(confirm.mock.calls).toEqual([
      ['Вы уверены, что хотите удалить пользователя boss ?'],
      ['Этот пользователь является суперадмином, вы точно уверены в удалении?'],
    ]);
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: 'users/9', arg: undefined });
    expect(store.list.items).toHaveLength(0);
    expect(store.list.total).toBe(0);
    expect(notify.success).toHaveBeenCalledWith('Пользователь удален');
    await waitForLoad(store);
    expect(listQueries(calls)).toHaveLength(2);
    expect(store.list.items).toHaveLength(0);
  });

  it('when the second confirmation is declined, then nothing is deleted', async () => {
    const admin = makeUser({ roleValues: ['ADMIN'] });
    const { store, calls } = setup({ users: [admin] });
    await store.load();
    const answers = [true, false];
    const confirm = jest.fn(() => Promise.resolve(answers.shift()!));
    expect(await store.remove(admin, confirm)).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('when the user is not an ADMIN, then one confirmation is enough', async () => {
    const teacher = makeUser({ id: 11, roleValues: ['TEACHER'] });
    const { store, server } = setup({ users: [teacher], routes: { 'DELETE users/11': () => server.splice(0) } });
    await store.load();
    const confirm = jest.fn(yes);
    await store.remove(teacher, confirm);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(store.list.items).toHaveLength(0);
  });

  it('when the DELETE fails, then the failure is toasted and the row stays', async () => {
    const teacher = makeUser({ id: 12 });
    const { store, notify } = setup({
      users: [teacher],
      routes: {
        'DELETE users/12': () => {
          throw new ApiError(500, {});
        },
      },
    });
    await store.load();
    expect(await store.remove(teacher, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось удалить пользователя');
    expect(store.list.items).toHaveLength(1);
  });

  it('when the API refuses the DELETE with 409 (a user with history), then its message is toasted: ban them instead', async () => {
    const teacher = makeUser({ id: 13 });
    const message = 'Нельзя удалить пользователя с историей (занятия, достижения, отметки). Заблокируйте его вместо удаления';
    const { store, notify } = setup({
      users: [teacher],
      routes: {
        'DELETE users/13': () => {
          throw new ApiError(409, { message, code: 'CONFLICT' });
        },
      },
    });
    await store.load();
    expect(await store.remove(teacher, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(message);
    expect(store.list.items).toHaveLength(1);
  });
});

describe('MembersStore rights', () => {
  const me = makeUser({ id: 1 });
  const other = makeUser({ id: 2 });

  it('gives an ADMIN everything but banning or deleting themselves', () => {
    const { store } = setup({ role: 'ADMIN' });
    expect(store.rights).toEqual({ create: true, export: true, grantAdmin: true });
    expect(store.actionsFor(other)).toEqual({ edit: true, ban: true, delete: true });
    expect(store.actionsFor(me)).toEqual({ edit: true, ban: false, delete: false });
  });

  it('gives a MODERATOR no delete, no export and no staff roles', () => {
    const { store } = setup({ role: 'MODERATOR' });
    expect(store.rights).toEqual({ create: true, export: false, grantAdmin: false });
    expect(store.actionsFor(other)).toEqual({ edit: true, ban: true, delete: false });
  });

  it.each([[['MODERATOR']], [['ADMIN']], [['TEACHER', 'MODERATOR']]] as const)(
    'offers a MODERATOR no edit or ban of an account with roles %j (their own included); an ADMIN has them',
    (roleValues) => {
      const staff = makeUser({ id: 3, roleValues: [...roleValues] });
      const self = makeUser({ id: 1, roleValues: ['MODERATOR'] });
      const moderator = setup({ role: 'MODERATOR' }).store;
      expect(moderator.actionsFor(staff)).toEqual({ edit: false, ban: false, delete: false });
      expect(moderator.actionsFor(self)).toEqual({ edit: false, ban: false, delete: false });
      expect(setup({ role: 'ADMIN' }).store.actionsFor(staff)).toEqual({ edit: true, ban: true, delete: true });
    },
  );

  it('offers no adding, editing or banning in the archive', () => {
    const { store } = setup({ role: 'ADMIN', banned: true });
    expect(store.rights.create).toBe(false);
    expect(store.actionsFor(other)).toEqual({ edit: false, ban: false, delete: true });
  });
});

describe('MembersStore.loadSubjects', () => {
  it('suggests the subjects from the API', async () => {
    const { store } = setup({ routes: { 'GET subjects': () => [{ id: 1, name: 'Астрономия', createdAt: '' }] } });
    await store.loadSubjects();
    expect(store.subjects).toEqual(['Астрономия']);
  });

  it('falls back to the fixed list when the call fails', async () => {
    const { store } = setup({
      routes: {
        'GET subjects': () => {
          throw new ApiError(500, {});
        },
      },
    });
    store.subjects = [];
    await store.loadSubjects();
    expect(store.subjects).toEqual([...DEFAULT_SUBJECTS]);
  });
});
