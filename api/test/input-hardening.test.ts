import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { ALL_ROWS_MAX } from '@diary/common';
import { createApp } from '../src/app';
import { errorHandler } from '../src/http/error-handler';
import { hasNul } from '../src/http/input-guard';
import { setAllRowsCap } from '../src/http/pagination';
import { bearer, silentLogger, testConfig, useTestApp, type TestUser } from './harness';
import { insertAchievement, insertDifficulty } from './factory';

const dataDir = mkdtempSync(path.join(tmpdir(), 'diary-hardening-'));
const t = useTestApp({ config: { dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const NUL_MESSAGE = 'Недопустимый символ в запросе';
const ENCODING_MESSAGE = 'Некорректная кодировка адреса';
const refusedNul = { message: NUL_MESSAGE, code: 'VALIDATION' };
const refusedEncoding = { message: ENCODING_MESSAGE, code: 'VALIDATION' };

/**
 * Every SQL text the database is sent while work runs (both drivers: drizzle calls the client's
 * query method each time, so replacing it on the instance sees them all).
 */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const client = t.database.handle.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = client.query;
  const seen: string[] = [];
  client.query = function recording(this: unknown, ...args: unknown[]) {
    const [first] = args;
    seen.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text ?? ''));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

describe('a NUL character (U+0000) in any input → 400, never a database error', () => {
  let admin: TestUser;
  let student: TestUser;
  beforeEach(async () => {
    admin = await t.createUser({ roles: ['ADMIN'] });
    student = await t.createUser({ roles: ['STUDENT'] });
  });

  it('when it is in a JSON body value, then 400 and nothing is written', async () => {
    const response = await t.http().post('/api/subjects').set(bearer(admin.token)).send({ name: 'Физ\u0000ика' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedNul);
    expect((await t.http().get('/api/subjects').set(bearer(admin.token))).body).toEqual([]);
  });

  it('when it is deep in a JSON body (an array item, an object key), then 400', async () => {
    const inArray = await t
      .http()
      .post('/api/auth/registration')
      .set(bearer(admin.token))
      .send({ username: 'nul1', password: 'secret1', first_name: 'А', second_name: 'Б', roles: ['STUDENT\u0000'] });
    expect(inArray.status).toBe(400);
    expect(inArray.body).toEqual(refusedNul);

    const inKey = await t
      .http()
      .post('/api/subjects')
      .set(bearer(admin.token))
      .send({ name: 'Химия', extra: { 'a\u0000b': 1 } });
    expect(inKey.status).toBe(400);
    expect(inKey.body).toEqual(refusedNul);
  });

  it('when it is in a query value (q=%00), then 400', async () => {
    const response = await t.http().get('/api/difficulty?q=%00').set(bearer(admin.token));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedNul);
    const achievements = await t.http().get('/api/achivements?subject=a%00b').set(bearer(admin.token));
    expect(achievements.status).toBe(400);
    expect(achievements.body).toEqual(refusedNul);
  });

  it('when it is in a path value (/filials/city/%00), then 400, with or without a token', async () => {
    const withToken = await t.http().get('/api/filials/city/%00').set(bearer(admin.token));
    expect(withToken.status).toBe(400);
    expect(withToken.body).toEqual(refusedNul);
    const withoutToken = await t.http().get('/api/filials/city/ab%00c');
    expect(withoutToken.status).toBe(400);
    expect(withoutToken.body).toEqual(refusedNul);
  });

  it('when it is in a multipart field or the file name, then 400 and no file is kept', async () => {
    const form = (note: string) =>
      t
        .http()
        .post('/api/feedback')
        .set(bearer(student.token))
        .field('surname', 'Сидорова')
        .field('studentId', String(student.id))
        .field('note', note);

    const inField = await form('Спасибо\u0000');
    expect(inField.status).toBe(400);
    expect(inField.body).toEqual(refusedNul);

    // A raw NUL in a part header is a malformed form for busboy; the RFC 5987 form (filename*) decodes to one.
    const boundary = 'hardening-boundary';
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    const raw =
      part('Content-Disposition: form-data; name="surname"', 'Сидорова') +
      part('Content-Disposition: form-data; name="studentId"', String(student.id)) +
      part('Content-Disposition: form-data; name="note"', 'Спасибо') +
      part(`Content-Disposition: form-data; name="file"; filename*=UTF-8''a%00.txt\r\nContent-Type: text/plain`, 'Спасибо!') +
      `--${boundary}--\r\n`;
    const inFileName = await t
      .http()
      .post('/api/feedback')
      .set(bearer(student.token))
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(Buffer.from(raw, 'utf8'));
    expect(inFileName.status).toBe(400);
    expect(inFileName.body).toEqual(refusedNul);

    // A raw NUL in a field's name: busboy refuses the form itself (still a 400 in Russian).
    const inFieldName = await t.http().post('/api/feedback').set(bearer(student.token)).field('no\u0000te', 'x');
    expect(inFieldName.status).toBe(400);
    expect(inFieldName.body.code).toBe('VALIDATION');

    const list = await t.http().get('/api/feedback').set(bearer(admin.token));
    expect(list.body).toEqual([]);
  });

  it('hasNul walks deep values without recursion (a body nested 100,000 levels)', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(hasNul(deep)).toBe(true);
    expect(hasNul({ a: [{ b: 'ok' }], c: 1, d: null })).toBe(false);
  });
});

describe('a malformed percent-encoding (%zz) → 400 in the path, taken literally elsewhere', () => {
  it('when a path parameter does not decode, then 400 with or without a token', async () => {
    const admin = await t.loginAs('ADMIN');
    for (const url of ['/api/schedule/class/%zz/day/1', '/api/users/%E0%A4%A', '/api/filials/city/%', '/api/no-such/%zz']) {
      const withoutToken = await t.http().get(url);
      expect({ url, status: withoutToken.status, body: withoutToken.body }).toEqual({ url, status: 400, body: refusedEncoding });
      const withToken = await t.http().get(url).set(bearer(admin));
      expect({ url, status: withToken.status, body: withToken.body }).toEqual({ url, status: 400, body: refusedEncoding });
    }
  });

  it('when Express itself fails to decode a parameter (its URIError), then the error handler answers 400', async () => {
    const app = express();
    app.get('/x/:id', (_req, res) => {
      res.json({});
    });
    app.use(errorHandler(silentLogger));
    const response = await supertest(app).get('/x/%zz');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedEncoding);
  });

  it('when a path outside /api does not decode (the portal pages), then 400, not 500', async () => {
    const app = createApp({ db: t.db, config: testConfig({ staticRoot: dataDir }), logger: silentLogger });
    const response = await supertest(app).get('/teacher/%zz');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedEncoding);
  });

  it('when it is in a query value, a JSON body or a multipart field, then it is plain text', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const student = await t.createUser({ roles: ['STUDENT'] });
    const query = await t.http().get('/api/difficulty?q=%zz&studentId=').set(bearer(admin.token));
    expect(query.status).toBe(200);
    expect(query.body).toEqual({ items: [], total: 0 });

    const body = await t.http().post('/api/subjects').set(bearer(admin.token)).send({ name: '%zz' });
    expect(body.status).toBe(201);
    expect(body.body.name).toBe('%zz');

    const multipart = await t
      .http()
      .post('/api/feedback')
      .set(bearer(student.token))
      .field('surname', '%zz')
      .field('studentId', String(student.id))
      .field('note', '100%');
    expect(multipart.status).toBe(201);
    expect(multipart.body).toMatchObject({ surname: '%zz', note: '100%' });
  });
});

describe('the database safety net: data exceptions a value can cause → 400', () => {
  it.each(['22021', '22P02', '22003', '22008', '22007'])('when PostgreSQL answers %s, then 400 VALIDATION in Russian', async (code) => {
    const app = express();
    app.get('/write', () => {
      throw Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('bad value'), { code }) });
    });
    app.use(errorHandler(silentLogger));
    const response = await supertest(app).get('/write');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Некорректное значение в запросе', code: 'VALIDATION' });
  });
});

describe('page, limit and ids out of range → 400, not a database error', () => {
  it.each([
    ['/api/achivements?page=1000001&limit=10', 'page не больше 1000000'],
    ['/api/achivements?page=99999999999999999999999&limit=100', 'page должен быть целым числом'],
    ['/api/users?limit=10001', 'limit не больше 10000'],
    ['/api/difficulty?page=2.5', 'page должен быть целым числом'],
    ['/api/teacher-lateness?limit=1e300', 'limit должен быть целым числом'],
    ['/api/teacher-lateness?limit=20000', 'limit не больше 10000'],
    ['/api/achivements/monthly-reports?page=1e7', 'page не больше 1000000'],
  ])('when %s, then 400 "%s"', async (url, message) => {
    const admin = await t.loginAs('ADMIN');
    const response = await t.http().get(url).set(bearer(admin));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message });
  });

  it('when a number compared with an integer column is beyond int32 (services by duration), then 400 from validation', async () => {
    const admin = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/services?max_duration=8535980710688524').set(bearer(admin));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message: 'max_duration слишком большой' });
    const tiny = await t.http().get('/api/services?max_price=9.4e-323&min_duration=0').set(bearer(admin));
    expect(tiny.status).toBe(200);
  });

  it('when the last allowed page and limit are asked, then 200 (empty)', async () => {
    const admin = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/achivements?page=1000000&limit=10000').set(bearer(admin));
    expect(response.status).toBe(200);
    expect(response.body.achives).toEqual([]);
  });

  it.each(['/api/users/2147483648', '/api/schedule/99999999999999999999', '/api/achivements?teacherId=1e20&limit=1'])(
    'when an id is beyond int32 (%s), then 400',
    async (url) => {
      const admin = await t.loginAs('ADMIN');
      const response = await t.http().get(url).set(bearer(admin));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    },
  );
});

describe('"all rows" (limit 0 or -1) is bounded', () => {
  const CAP = 5;
  beforeEach(() => setAllRowsCap(CAP));
  afterEach(() => setAllRowsCap());

  it('the cap is 10,000 rows unless lowered', () => {
    expect(ALL_ROWS_MAX).toBe(10_000);
  });

  it('when all achievements are asked and there are more than the cap, then 400, counted from the counters without reading a row', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const student = await t.createUser({ roles: ['STUDENT'] });
    for (let i = 0; i < CAP + 2; i += 1) await insertAchievement(t, teacher, student, { lessonTheme: `Тема ${i}` });

    for (const limit of [0, -1]) {
      let response: supertest.Response | undefined;
      const statements = await statementsOf(async () => {
        response = await t.http().get(`/api/achivements?limit=${limit}`).set(bearer(admin.token));
      });
      expect(response?.status).toBe(400);
      expect(response?.body).toEqual({
        message: `Слишком много записей (${CAP + 2}). Уточните фильтр или запрашивайте по страницам`,
        code: 'VALIDATION',
      });
      // The total came from the counters; no statement read the achievements table itself.
      const readsRows = statements.filter((text) => /from\s+"?achievements"?\b/i.test(text));
      expect(readsRows).toEqual([]);
      expect(statements.some((text) => /achievement_counts/.test(text))).toBe(true);
    }

    // A page, or all rows of a filter that fits, still answers.
    const page = await t.http().get('/api/achivements?limit=3&page=3').set(bearer(admin.token));
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(CAP + 2);
    expect(page.body.achives).toHaveLength(1);
    const filtered = await t.http().get('/api/achivements?limit=0&q=Тема 1').set(bearer(admin.token));
    expect(filtered.status).toBe(200);
    expect(filtered.body.achives).toHaveLength(1);
  });

  it('when the caller sees few enough (a student their own), then all rows are answered', async () => {
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const student = await t.createUser({ roles: ['STUDENT'] });
    const other = await t.createUser({ roles: ['STUDENT'] });
    for (let i = 0; i < CAP; i += 1) await insertAchievement(t, teacher, student);
    for (let i = 0; i < CAP; i += 1) await insertAchievement(t, teacher, other);
    const response = await t.http().get('/api/achivements?limit=-1').set(bearer(student.token));
    expect(response.status).toBe(200);
    expect(response.body.achives).toHaveLength(CAP);
  });

  it('when all difficulties, users, monthly-report students or latenesses are asked beyond the cap, then 400 each', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const students: TestUser[] = [];
    for (let i = 0; i < CAP + 1; i += 1) students.push(await t.createUser({ roles: ['STUDENT'] }));
    for (const student of students) {
      await insertDifficulty(t, teacher, student);
      await insertAchievement(t, teacher, student, { lessonDate: '2024-10-01' });
    }
    for (let i = 0; i < CAP + 1; i += 1) {
      const created = await t
        .http()
        .post('/api/teacher-lateness')
        .set(bearer(admin.token))
        .send({ userId: teacher.id, incidentDate: '2024-10-01', plannedTime: '09:00', actualTime: '09:10' });
      expect(created.status).toBe(201);
    }

    const cases: [string, number][] = [
      ['/api/difficulty?limit=0', CAP + 1],
      ['/api/users?limit=-1', CAP + 3],
      ['/api/achivements/monthly-reports?year=2024&limit=0', CAP + 1],
      ['/api/teacher-lateness?limit=0', CAP + 1],
      [`/api/teacher-lateness/user/${teacher.id}?limit=-1`, CAP + 1],
    ];
    for (const [url, total] of cases) {
      const response = await t.http().get(url).set(bearer(admin.token));
      expect({ url, status: response.status, body: response.body }).toEqual({
        url,
        status: 400,
        body: { message: `Слишком много записей (${total}). Уточните фильтр или запрашивайте по страницам`, code: 'VALIDATION' },
      });
    }
    // Under the cap with a filter: the rows.
    const one = await t.http().get(`/api/difficulty?limit=0&studentId=${students[0]!.id}`).set(bearer(admin.token));
    expect(one.status).toBe(200);
    expect(one.body.total).toBe(1);
  });
});
