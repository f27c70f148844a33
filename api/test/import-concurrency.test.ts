import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES, USER_IMPORT_COLUMNS } from '@diary/common';
import { users } from '../src/db/schema';
import { IMPORT_BUSY_MESSAGE } from '../src/modules/import/import.routes';
import { bearer, DEFAULT_PASSWORD, useTestApp } from './harness';
import { anXlsx, people, uploadImport } from './factory';
import { withSecurityLog } from './security-log-capture';

/*
 * An import and the rest of the portal: the file is read, checked and its passwords hashed
 * before the request's transaction opens, so the database (PGlite has one connection) is not held
 * meanwhile; what changed in between is refused as the check would; one import runs at a time.
 */

/** Hashing this password waits for the test's word: an import of it stops between its checks and its writes. */
const PAUSING = 'Pause-Import-Lilac-42';

interface Pause {
  reached: Promise<void>;
  release(): void;
}
let mockPause: (Pause & { arrive(): void; released: Promise<void> }) | null = null;

jest.mock('../src/auth/passwords', () => {
  const actual = jest.requireActual<typeof import('../src/auth/passwords')>('../src/auth/passwords');
  return {
    ...actual,
    hashPassword: async (password: string) => {
      const pause = mockPause;
      if (password === PAUSING && pause) {
        pause.arrive();
        await pause.released;
      }
      return actual.hashPassword(password);
    },
  };
});

function pauseHashing(): Pause {
  let arrive = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  mockPause = { reached, released, arrive, release };
  return mockPause;
}

afterEach(() => {
  mockPause?.release();
  mockPause = null;
});

/** The request's answer, or a failure when it has not come within `ms` (it waits for the import's transaction). */
async function soon<T>(request: PromiseLike<T>, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: the database is held`)), ms);
  });
  try {
    return await Promise.race([Promise.resolve(request), late]);
  } finally {
    clearTimeout(timer);
  }
}

const t = useTestApp();
const HEADER = [...USER_IMPORT_COLUMNS];

describe('an import while the portal works', () => {
  it('when an import is hashing, then other requests are answered at once, and a login taken meanwhile refuses the file, nothing created or logged', async () => {
    const { admin } = await people(t);
    const log = withSecurityLog(t);
    const file = await anXlsx([
      HEADER,
      ['Орлова', 'Вера', null, 'orlova', PAUSING, 'Ученик', null],
      ['Соколов', 'Олег', null, 'sokolov', PAUSING, 'Ученик', null],
    ]);
    const pause = pauseHashing();
    const importing = log
      .http()
      .post('/api/import/users?dryRun=0')
      .set(bearer(admin.token))
      .attach('file', file, { filename: 'люди.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
      .then((response) => response);
    await pause.reached;

    // With the import's transaction open, PGlite would answer neither before the import ends.
    expect((await soon(t.http().get('/api/health'))).status).toBe(200);
    const registration = t
      .http()
      .post('/api/auth/registration')
      .set(bearer(admin.token))
      .send({ username: 'sokolov', password: DEFAULT_PASSWORD, second_name: 'Соколов', first_name: 'Семён', roles: ['STUDENT'] });
    expect((await soon(registration)).status).toBe(201);
    pause.release();

    const response = await importing;
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: IMPORT_MESSAGES.hasErrors,
      code: 'VALIDATION',
      errors: [{ row: 3, column: 'Логин', message: IMPORT_MESSAGES.usernameTaken }],
    });
    expect(await t.db.select().from(users).where(eq(users.username, 'orlova'))).toEqual([]);
    expect(log.lines.filter((line) => line.event === 'user.created')).toEqual([]);
  });

  it('when a second import comes while one runs, then 429 with Retry-After; once the first is done, the next is taken', async () => {
    const { admin, moderator } = await people(t);
    const pause = pauseHashing();
    const first = uploadImport(
      t,
      admin.token,
      'users',
      await anXlsx([HEADER, ['Орлова', 'Вера', null, 'orlova', PAUSING, 'Ученик', null]]),
    ).then((response) => response);
    await pause.reached;

    const other = await anXlsx([HEADER, ['Соколов', 'Олег', null, 'sokolov', null, 'Ученик', null]]);
    for (const kind of ['users', 'schedule'] as const) {
      const busy = await uploadImport(t, moderator.token, kind, other, { dryRun: true });
      expect(busy.status).toBe(429);
      expect(busy.headers['retry-after']).toBe('60');
      expect(busy.body).toEqual({ message: IMPORT_BUSY_MESSAGE, code: 'RATE_LIMITED' });
    }
    pause.release();

    expect((await first).status).toBe(201);
    const next = await uploadImport(t, moderator.token, 'users', other, { dryRun: true });
    expect(next.status).toBe(200);
    expect(next.body).toEqual({ rows: 1, valid: 1, errors: [] });
  });
});
