import { eq } from 'drizzle-orm';
import type { Role } from '@diary/common';
import { achievements } from '../src/db/schema';
import { bearer, useTestApp, type TestApp, type TestUser } from './harness';
import { achievementBody, ADMIN_ONLY, aStudent, EVERYONE, insertAchievement, insertDifficulty, roleTable, type Call } from './factory';

// Who may make each call of the achievements issue (see roleTable).
const STAFF_AND_TEACHERS: Role[] = ['ADMIN', 'MODERATOR', 'TEACHER'];

const isTeacher = (caller: TestUser | null) => caller?.roles[0]?.value === 'TEACHER';
/** The author of a prepared record: the caller when a TEACHER, another teacher otherwise. */
const authorFor = async (t: TestApp, caller: TestUser | null) =>
  caller && isTeacher(caller) ? caller : t.createUser({ roles: ['TEACHER'] });

async function anAchievement(t: TestApp, caller: TestUser | null): Promise<{ id: number; student: TestUser }> {
  const student = await aStudent(t);
  return { id: await insertAchievement(t, await authorFor(t, caller), student), student };
}

const CALLS: Call[] = [
  {
    name: 'GET /achivements',
    allowed: EVERYONE,
    prepare: async () => ({ method: 'get', path: '/api/achivements/?page=1&limit=-1&is_archived=0' }),
  },
  {
    name: 'GET /achivements?is_archived=1',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'get', path: '/api/achivements?is_archived=1' }),
  },
  {
    name: 'POST /achivements/create',
    allowed: STAFF_AND_TEACHERS,
    prepare: async (t) => ({ method: 'post', path: '/api/achivements/create', body: achievementBody(await aStudent(t)) }),
  },
  {
    name: 'PUT /achivements/update',
    allowed: STAFF_AND_TEACHERS,
    prepare: async (t, caller) => {
      const { id, student } = await anAchievement(t, caller);
      return { method: 'put', path: '/api/achivements/update', body: achievementBody(student, { id }) };
    },
  },
  {
    name: 'PUT /achivements/:id (archive)',
    allowed: STAFF_AND_TEACHERS,
    prepare: async (t, caller) => ({ method: 'put', path: `/api/achivements/${(await anAchievement(t, caller)).id}` }),
  },
  {
    name: 'DELETE /achivements/:id',
    allowed: ADMIN_ONLY,
    prepare: async (t, caller) => ({ method: 'delete', path: `/api/achivements/${(await anAchievement(t, caller)).id}` }),
  },
  {
    name: 'GET /achivements/monthly-reports',
    allowed: STAFF_AND_TEACHERS,
    prepare: async () => ({ method: 'get', path: '/api/achivements/monthly-reports?year=2024' }),
  },
  {
    name: 'GET /achivements/export.xlsx',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'get', path: '/api/achivements/export.xlsx' }),
  },
  {
    name: 'GET /difficulty',
    allowed: STAFF_AND_TEACHERS,
    prepare: async () => ({ method: 'get', path: '/api/difficulty/?page=1&limit=-1&archived=0' }),
  },
  { name: 'GET /difficulty?archived=1', allowed: ADMIN_ONLY, prepare: async () => ({ method: 'get', path: '/api/difficulty?archived=1' }) },
  {
    name: 'POST /difficulty/create',
    allowed: STAFF_AND_TEACHERS,
    prepare: async (t, caller) => ({
      method: 'post',
      path: '/api/difficulty/create',
      body: { userId: caller?.id ?? 0, studentId: (await aStudent(t)).id, notes: 'Не понимает дроби', isArchived: false },
    }),
  },
  {
    name: 'PUT /difficulty/:id (archive)',
    allowed: STAFF_AND_TEACHERS,
    prepare: async (t, caller) => ({
      method: 'put',
      path: `/api/difficulty/${await insertDifficulty(t, await authorFor(t, caller), await aStudent(t))}`,
    }),
  },
  {
    name: 'DELETE /difficulty/:id',
    allowed: ADMIN_ONLY,
    prepare: async (t, caller) => ({
      method: 'delete',
      path: `/api/difficulty/${await insertDifficulty(t, await authorFor(t, caller), await aStudent(t))}`,
    }),
  },
  {
    name: 'GET /difficulty/export.xlsx',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'get', path: '/api/difficulty/export.xlsx' }),
  },
  { name: 'GET /statistics', allowed: ['ADMIN', 'TEACHER'], prepare: async () => ({ method: 'get', path: '/api/statistics' }) },
  {
    name: 'POST /statistics',
    allowed: ['ADMIN', 'TEACHER'],
    prepare: async () => ({
      method: 'post',
      path: '/api/statistics',
      body: { startDate: '2024-09-01', endDate: '2024-09-30', grouping: 'week', metric: 'app' },
    }),
  },
];

const t = useTestApp();

roleTable('achievements, difficulties, statistics: every call × every role', t, CALLS);

describe('the archive state changes only through archive (PUT /achivements/:id), for every role', () => {
  it.each(STAFF_AND_TEACHERS)(
    'when a %s sends isArchived with PUT /achivements/update, then it is ignored: an archived record stays archived, an active one active',
    async (role) => {
      const caller = await t.createUser({ roles: [role] });
      const archived = await anAchievement(t, caller);
      const active = await anAchievement(t, caller);
      await t.db.update(achievements).set({ isArchived: true }).where(eq(achievements.id, archived.id));

      for (const [record, sent, kept] of [
        [archived, false, true],
        [archived, 'false', true],
        [active, true, false],
      ] as const) {
        for (const field of ['isArchived', 'is_archived']) {
          const response = await t
            .http()
            .put('/api/achivements/update')
            .set(bearer(caller.token))
            .send(achievementBody(record.student, { id: record.id, lessonTheme: 'Правка', [field]: sent }));
          expect([field, sent, response.status, response.body.isArchived]).toEqual([field, sent, 200, kept]);
        }
      }
      // the archive action still works
      expect((await t.http().put(`/api/achivements/${active.id}`).set(bearer(caller.token))).body.isArchived).toBe(true);
    },
  );
});
