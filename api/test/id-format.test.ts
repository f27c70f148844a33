/**
 * An id in a path or a query is a positive integer written in digits (/^[1-9][0-9]*$/): Number()
 * would read '1e3', '0x10', '+5', '5.0' or ' 5' as 1000, 16 and 5, and answer another record.
 * Such an id is a 400 (or a 404), never a record. JSON bodies may still carry ids as numbers.
 */
import { sql } from 'drizzle-orm';
import { idOf, positiveId } from '@diary/common';
import { bearer, useTestApp, type TestUser } from './harness';

const t = useTestApp();

/** People (teachers who study too) with the ids 5, 16 and 1000: what '+5', '0x10' and '1e3' would name if read as numbers. */
async function teachersAt(...ids: number[]): Promise<Map<number, TestUser>> {
  const made = new Map<number, TestUser>();
  for (const id of ids) {
    await t.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${id - 1}::bigint)`);
    const user = await t.createUser({ roles: ['TEACHER', 'STUDENT'] });
    expect(user.id).toBe(id);
    made.set(id, user);
  }
  return made;
}

/** Written as a number would read it: each names 5, 16 or 1000 to Number(). */
const NOT_IDS: [written: string, inPath: string][] = [
  ['1e3', '1e3'],
  ['0x10', '0x10'],
  ['+5', '%2B5'],
  ['5.0', '5.0'],
  [' 5', '%205'],
  ['05', '05'],
  ['5 ', '5%20'],
  ['0o20', '0o20'],
  ['1000.', '1000.'],
];

/** Representative routes: users (primitives' id), the timetable's, staff records', the journal's, and query filters. */
const ROUTES = [
  '/api/users/{id}',
  '/api/schedule/teacher/{id}/week',
  '/api/compensation/teacher/{id}',
  '/api/journal/student/{id}?from=2026-09-01&to=2026-09-30',
  '/api/achivements?teacherId={id}',
  '/api/compensation?teacherId={id}',
  '/api/audit?actorId={id}',
  '/api/schedule?filialId={id}',
];

describe('an id in a path or a query is written in digits', () => {
  let admin: TestUser;
  beforeEach(async () => {
    await teachersAt(5, 16, 1000);
    admin = await t.createUser({ roles: ['ADMIN'] });
  });

  it.each(ROUTES)('%s: the digits of an existing id answer 200', async (route) => {
    for (const id of ['5', '16', '1000']) {
      const response = await t.http().get(route.replace('{id}', id)).set(bearer(admin.token));
      expect([id, response.status]).toEqual([id, 200]);
    }
  });

  it.each(ROUTES)('%s: 1e3, 0x10, +5, 5.0, " 5", 05 … answer 400 VALIDATION in Russian, never a record', async (route) => {
    for (const [written, inPath] of NOT_IDS) {
      const response = await t.http().get(route.replace('{id}', inPath)).set(bearer(admin.token));
      expect([written, response.status]).toEqual([written, 400]);
      expect(response.body.code).toBe('VALIDATION');
      expect(response.body.message).toMatch(/[а-яё]/i);
    }
  });

  it('GET /users/1e3 is not user 1000, nor /users/0x10 user 16', async () => {
    const response = await t.http().get('/api/users/1e3').set(bearer(admin.token));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Ожидается идентификатор',
      code: 'VALIDATION',
      errors: [{ path: 'id', message: 'Ожидается идентификатор' }],
    });
    expect((await t.http().get('/api/users/1000').set(bearer(admin.token))).body.id).toBe(1000);
  });

  it('a JSON body may still carry an id as a number (or its digits); not as 1e3 written in a string', async () => {
    const ban = (userId: unknown) => t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId, reason: 'Нарушение' });
    expect((await ban('1e3')).status).toBe(400);
    expect((await ban('0x10')).status).toBe(400);
    expect((await ban(1000)).status).toBe(200);
    expect((await ban('16')).status).toBe(200);
  });
});

describe('the id schemas (common/src/schemas/primitives.ts)', () => {
  it.each([
    '1e3',
    '0x10',
    '+5',
    '5.0',
    ' 5',
    '5 ',
    '05',
    '0',
    '-5',
    '',
    '1_000',
    '٥',
    '99999999999',
    5.5,
    0,
    -1,
    2 ** 31,
    Number.NaN,
    null,
    true,
  ])('%j is no id', (value) => {
    expect(positiveId.safeParse(value).success).toBe(false);
    expect(idOf(value)).toBeNull();
  });

  it.each([
    ['5', 5],
    [5, 5],
    ['1000', 1000],
    ['2147483647', 2147483647],
  ] as const)('%j is the id %d', (value, id) => {
    expect(positiveId.parse(value)).toBe(id);
    expect(idOf(value)).toBe(id);
  });
});
