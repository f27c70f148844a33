import { can, roleRef, type Permission, type Role, type User } from '@diary/common';
import type { MembersHttp, Notifier, Viewer } from '../MembersStore';

let nextId = 100;

export function makeUser(overrides: Partial<User> & { roleValues?: Role[] } = {}): User {
  const { roleValues = ['STUDENT'], ...rest } = overrides;
  const id = rest.id ?? nextId++;
  return {
    id,
    username: `user${id}`,
    first_name: 'Иван',
    second_name: 'Иванов',
    last_name: 'Иванович',
    roles: roleValues.map(roleRef),
    male: 'M',
    subject: null,
    banned: false,
    banReason: null,
    createdAt: '2024-09-01T10:00:00.000Z',
    ...rest,
  };
}

export function makeViewer(role: Role, id = 1): Viewer {
  return { user: { id }, can: (permission: Permission) => can(role, permission) };
}

/** An API double: answers from `routes` by "METHOD path", records every call. */
export function makeHttp(routes: Record<string, (body?: unknown) => unknown> = {}) {
  const calls: { method: string; path: string; arg?: unknown }[] = [];
  const respond = (method: string) =>
    jest.fn(async (path: string, arg?: unknown) => {
      calls.push({ method, path, arg });
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new Error(`no fake for ${method} ${path}`);
      return handler(arg);
    });
  const http = {
    get: respond('GET'),
    post: respond('POST'),
    put: respond('PUT'),
    delete: respond('DELETE'),
  } as unknown as MembersHttp;
  return { http, calls };
}

export function makeNotifier() {
  return { success: jest.fn(), error: jest.fn() } satisfies Notifier;
}
