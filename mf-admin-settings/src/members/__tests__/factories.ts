import { roleRef, type Role, type User } from '@diary/common';
import { makeViewer as makeCommonViewer } from '@diary/common/testing';
import type { Viewer } from '../MembersStore';

export { makeHttp, makeNotifier } from '@diary/common/testing';

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
export function makeViewer(role: Role, id = 1): Viewer {
  return { user: { id }, ...makeCommonViewer(role) };
}
