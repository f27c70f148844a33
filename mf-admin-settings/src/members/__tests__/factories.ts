import { roleRef, type Role, type User } from '@diary/common';
import { makeViewer as makeCommonViewer } from '@diary/web-kit/testing';
import type { MembersViewer } from '../MembersStore';

export { makeHttp, makeNotifier } from '@diary/web-kit/testing';

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

/** The members screens also know who is looking: nobody bans or deletes themselves. */
export function makeViewer(role: Role, id = 1): MembersViewer {
  return { user: { id }, ...makeCommonViewer(role) };
}

const withoutYo = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/**
 * What `GET /api/users` answers for `query` over `users`: the filters (banned, q on the surname
 * with ё = е, role in any position), the sort (id by default) and the page.
 */
export function usersPage(users: readonly User[], query: Record<string, unknown> = {}): { items: User[]; total: number } {
  const q = withoutYo(String(query.q ?? '').trim());
  const role = query.role as Role | undefined;
  const sort = (query.sort as keyof User | undefined) ?? 'id';
  const direction = query.order === 'desc' ? -1 : 1;
  const matching = users
    .filter((u) => u.banned === Boolean(Number(query.banned ?? 0)))
    .filter((u) => !q || withoutYo(u.second_name).includes(q))
    .filter((u) => !role || u.roles.some((r) => r.value === role))
    .sort((a, b) => direction * (String(a[sort]).localeCompare(String(b[sort]), 'ru', { numeric: true }) || a.id - b.id));
  const limit = Number(query.limit ?? 0);
  const page = Number(query.page ?? 1);
  const items = limit > 0 ? matching.slice((page - 1) * limit, page * limit) : matching;
  return { items, total: matching.length };
}
