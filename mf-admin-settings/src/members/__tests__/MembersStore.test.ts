import { BAN_REASON, DEFAULT_SUBJECTS, type User } from '@diary/common';
import { ApiError } from 'mf_auth/session';
import { MEMBER_TEXTS, MembersStore } from '../MembersStore';
import { makeHttp, makeNotifier, makeUser, makeViewer } from './factories';

const paged = (items: User[]) => () => ({ items, total: items.length });

function setup({
  users = [] as User[],
  role = 'ADMIN' as const as Parameters<typeof makeViewer>[0],
  banned = false,
  routes = {} as Record<string, (body?: unknown) => unknown>,
} = {}) {
  const { http, calls } = makeHttp({ 'GET users': paged(users), ...routes });
  const notify = makeNotifier();
  const store = new MembersStore({ http, viewer: makeViewer(role, 1), notify }, banned);
  return { store, http, calls, notify };
}

const yes = () => Promise.resolve(true);

describe('MembersStore.load', () => {
  it('when the active list loads, then it asks for all unbanned users', async () => {
    const users = [makeUser({ id: 5 })];
    const { store, calls } = setup({ users });
    await store.load();
    expect(calls).toEqual([{ method: 'GET', path: 'users', arg: { page: 1, limit: -1, banned: 0 } }]);
    expect(store.users).toEqual(users);
    expect(store.isLoading).toBe(false);
  });

  it('when the archive loads, then it asks for banned users', async () => {
    const { store, calls } = setup({ banned: true });
    await store.load();
    expect(calls[0]!.arg).toEqual({ page: 1, limit: -1, banned: 1 });
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
    expect(store.loadError).toBe('Недостаточно прав');
    expect(store.isLoading).toBe(false);
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
    expect(store.loadError).toBe(MEMBER_TEXTS.loadFailed);
  });
});

describe('MembersStore filters', () => {
  const users = [
    makeUser({ second_name: 'Петров', roleValues: ['TEACHER'] }),
    makeUser({ second_name: 'Петрова', roleValues: ['STUDENT'] }),
    makeUser({ second_name: 'Сидоров', roleValues: ['STUDENT', 'TEACHER'] }),
    makeUser({ second_name: 'Ёлкин', roleValues: ['MODERATOR'] }),
  ];

  it('searches the last name, ignoring case and ё', async () => {
    const { store } = setup({ users });
    await store.load();
    store.setSearch('петр');
    expect(store.filtered.map((u) => u.second_name)).toEqual(['Петров', 'Петрова']);
    store.setSearch('ел');
    expect(store.filtered.map((u) => u.second_name)).toEqual(['Ёлкин']);
  });

  it('filters on any of the roles, and the export follows the filter', async () => {
    const { store } = setup({ users });
    await store.load();
    store.setRole('TEACHER');
    expect(store.filtered.map((u) => u.second_name)).toEqual(['Петров', 'Сидоров']);
    expect(store.exportRows.map((r) => r.Фамилия)).toEqual(['Петров', 'Сидоров']);
    store.setRole('all');
    expect(store.filtered).toHaveLength(4);
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
    password: 'secret1',
    roles: ['TEACHER' as const],
  };

  it('when a user is created, then it posts the registration with roles, toasts and reloads', async () => {
    const { store, calls, notify } = setup({ routes: { 'POST auth/registration': (body) => body } });
    const result = await store.save({ kind: 'create', input });
    expect(result).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'POST', path: 'auth/registration', arg: input });
    expect(notify.success).toHaveBeenCalledWith('Пользователь создан');
    expect(calls.some((c) => c.method === 'GET' && c.path === 'users')).toBe(true);
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
  it('when confirmed, then it bans with the fixed reason and removes the row locally', async () => {
    const target = makeUser({ id: 8, username: 'bad' });
    const { store, calls, notify } = setup({ users: [target, makeUser()], routes: { 'POST users/ban': () => ({}) } });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.ban(target, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Вы уверены, что хотите заблокировать пользователя bad ?');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: 'users/ban', arg: { userId: 8, reason: BAN_REASON } });
    expect(store.users.map((u) => u.id)).not.toContain(8);
    expect(store.users).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith('Пользователь забанен');
  });

  it('when declined, then nothing is sent', async () => {
    const target = makeUser();
    const { store, calls } = setup({ users: [target] });
    await store.load();
    expect(await store.ban(target, () => Promise.resolve(false))).toBe(false);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(store.users).toHaveLength(1);
  });

  it('when the ban fails, then SPEC\'s delete failure text is toasted and the row stays', async () => {
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
    expect(store.users).toHaveLength(1);
  });
});

describe('MembersStore.remove', () => {
  it('when the user is a Суперадмин, then two confirmations come before the DELETE', async () => {
    const admin = makeUser({ id: 9, username: 'boss', roleValues: ['TEACHER', 'ADMIN'] });
    const { store, calls, notify } = setup({ users: [admin], routes: { 'DELETE users/9': () => ({}) } });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.remove(admin, confirm)).toBe(true);
    expect(confirm.mock.calls).toEqual([
      ['Вы уверены, что хотите удалить пользователя boss ?'],
      ['Этот пользователь является суперадмином, вы точно уверены в удалении?'],
    ]);
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: 'users/9', arg: undefined });
    expect(store.users).toHaveLength(0);
    expect(notify.success).toHaveBeenCalledWith('Пользователь удален');
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
    const { store } = setup({ users: [teacher], routes: { 'DELETE users/11': () => ({}) } });
    await store.load();
    const confirm = jest.fn(yes);
    await store.remove(teacher, confirm);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(store.users).toHaveLength(0);
  });

  it('when the DELETE fails, then the failure is toasted and the row stays', async () => {
    const teacher = makeUser({ id: 12 });
    const { store, notify } = setup({
      users: [teacher],
      routes: {
        'DELETE users/12': () => {
          throw new ApiError(409, { message: 'Есть связанные записи', code: 'CONFLICT' });
        },
      },
    });
    await store.load();
    expect(await store.remove(teacher, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось удалить пользователя');
    expect(store.users).toHaveLength(1);
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

  it('gives a MODERATOR no delete, no export and no ADMIN role', () => {
    const { store } = setup({ role: 'MODERATOR' });
    expect(store.rights).toEqual({ create: true, export: false, grantAdmin: false });
    expect(store.actionsFor(other)).toEqual({ edit: true, ban: true, delete: false });
  });

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
