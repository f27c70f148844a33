import { PUBLIC } from '../src/http/route';
import { bearer, routeDefinitions, useTestApp, type TestApp } from './harness';
import { aSubject, aTeacher, EVERYONE, roleTable, STAFF, type Call } from './factory';

const existingSubject = async (t: TestApp) => aSubject(t, await t.loginAs('ADMIN'), 'Физика');

const CALLS: Call[] = [
  { name: 'GET /users', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/users' }) },
  { name: 'GET /users/teachers', allowed: EVERYONE, prepare: async () => ({ method: 'get', path: '/api/users/teachers' }) },
  {
    name: 'GET /users/students',
    allowed: ['ADMIN', 'MODERATOR', 'TEACHER'],
    prepare: async () => ({ method: 'get', path: '/api/users/students' }),
  },
  {
    name: 'GET /users/:id',
    allowed: STAFF,
    prepare: async (t) => ({ method: 'get', path: `/api/users/${(await aTeacher(t)).id}` }),
  },
  {
    name: 'PUT /users/:id',
    allowed: STAFF,
    prepare: async (t) => ({ method: 'put', path: `/api/users/${(await aTeacher(t)).id}`, body: { first_name: 'Пётр' } }),
  },
  {
    name: 'PUT /users/subject',
    allowed: EVERYONE,
    prepare: async () => ({ method: 'put', path: '/api/users/subject', body: { subject: 'Физика' } }),
  },
  {
    name: 'POST /users/role',
    allowed: STAFF,
    prepare: async (t) => ({ method: 'post', path: '/api/users/role', body: { userId: (await aTeacher(t)).id, roles: ['STUDENT'] } }),
  },
  {
    name: 'POST /users/ban',
    allowed: STAFF,
    prepare: async (t) => ({ method: 'post', path: '/api/users/ban', body: { userId: (await aTeacher(t)).id } }),
  },
  {
    name: 'DELETE /users/:id',
    allowed: ['ADMIN'],
    prepare: async (t) => ({ method: 'delete', path: `/api/users/${(await aTeacher(t)).id}` }),
  },
  {
    name: 'POST /auth/registration',
    allowed: STAFF,
    prepare: async () => ({
      method: 'post',
      path: '/api/auth/registration',
      body: { username: 'new', password: 'secret-123', first_name: 'Иван', second_name: 'Иванов' },
    }),
  },
  { name: 'GET /subjects', allowed: EVERYONE, prepare: async () => ({ method: 'get', path: '/api/subjects' }) },
  {
    name: 'GET /subjects/:id',
    allowed: EVERYONE,
    prepare: async (t) => ({ method: 'get', path: `/api/subjects/${(await existingSubject(t)).id}` }),
  },
  {
    name: 'POST /subjects',
    allowed: ['ADMIN'],
    prepare: async () => ({ method: 'post', path: '/api/subjects', body: { name: 'Химия' } }),
  },
  {
    name: 'PATCH /subjects/:id',
    allowed: ['ADMIN'],
    prepare: async (t) => ({ method: 'patch', path: `/api/subjects/${(await existingSubject(t)).id}`, body: { name: 'Химия' } }),
  },
  {
    name: 'DELETE /subjects/:id',
    allowed: ['ADMIN'],
    prepare: async (t) => ({ method: 'delete', path: `/api/subjects/${(await existingSubject(t)).id}` }),
  },
];

const t = useTestApp();

roleTable('permissions: every call × every role', t, CALLS);

describe('permissions: the first role', () => {
  it('when a user’s primary role lacks a permission that a later role has, then 403 (only the first role counts)', async () => {
    const user = await t.createUser({ roles: ['TEACHER', 'ADMIN'] });
    const response = await t.http().get('/api/users').set(bearer(user.token));
    expect(response.status).toBe(403);
  });
});

describe('permissions: writes are guarded by write permissions', () => {
  /** Actions of the PERMISSIONS table that only let a caller look. */
  const LOOKING = /^(read|view|viewArchive|list\w*|export)$/;
  /** Calls that ask a question through POST and change nothing. */
  const QUESTIONS = ['POST /schedule/check-conflicts', 'POST /statistics'];

  it('when the registry is walked, then no call but GET (and the two questions asked by POST) is guarded by a read, view, list or export permission', () => {
    const registry = routeDefinitions();
    const offenders = registry
      .filter((definition) => definition.method !== 'get' && definition.access !== PUBLIC)
      .map((definition) => ({ call: `${definition.method.toUpperCase()} ${definition.path}`, access: definition.access }))
      .filter(({ call, access }) => LOOKING.test(access.split('.')[1] ?? '') && !QUESTIONS.includes(call));
    expect(offenders).toEqual([]);
    expect(registry.filter((definition) => definition.method !== 'get').length).toBeGreaterThan(50);
  });
});
