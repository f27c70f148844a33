import { bearer, useTestApp, type TestApp } from './harness';
import { ADMIN_ONLY, type Call, download, insertLateness, people, person, roleTable, sheetRows, STAFF, XLSX_TYPE } from './factory';

const t = useTestApp();

interface LatenessBody {
  id: number;
  userId: number;
  incidentDate: string;
  plannedTime: string;
  actualTime: string;
  delay: number;
  isArchived: boolean;
  createdAt: string;
}
interface LatenessPage {
  teacherLateness: LatenessBody[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

const create = (token: string, body: object) => t.http().post('/api/teacher-lateness').set(bearer(token)).send(body);
const page = async (token: string, path = '/api/teacher-lateness', query: Record<string, string | number> = {}) => {
  const response = await t.http().get(path).query(query).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body as LatenessPage;
};
const ids = (body: LatenessPage) => body.teacherLateness.map((item) => item.id);

describe('teacher lateness: create and read', () => {
  it('when staff record a lateness, then 201 with HH:MM times, the delay in minutes (actual − planned) and the user', async () => {
    const { moderator, teacher } = await people(t);
    const response = await create(moderator.token, {
      userId: teacher.id,
      incidentDate: '2024-10-07',
      plannedTime: '9:00',
      actualTime: '10:17',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: teacher.id,
      incidentDate: '2024-10-07',
      plannedTime: '09:00',
      actualTime: '10:17',
      delay: 77,
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
      user: person(teacher),
    });
    const read = await t.http().get(`/api/teacher-lateness/${response.body.id}`).set(bearer(moderator.token));
    expect(read.body).toEqual(response.body);
  });

  it.each([
    ['the teacher is missing', 'Выберите учителя', 'userId', { userId: undefined }],
    ['the user is a student', 'Выберите учителя', 'userId', { userId: 'student' }],
    ['the user does not exist', 'Выберите учителя', 'userId', { userId: 9999 }],
    ['the date is missing', 'Выберите дату инцидента', 'incidentDate', { incidentDate: undefined }],
    ['the planned time is missing', 'Выберите плановое время', 'plannedTime', { plannedTime: '' }],
    ['the planned time is not a time', 'Выберите плановое время', 'plannedTime', { plannedTime: '25:00' }],
    ['the actual time is missing', 'Выберите фактическое время', 'actualTime', { actualTime: undefined }],
    ['the actual time equals the planned one', 'Фактическое время должно быть больше планового', 'actualTime', { actualTime: '09:00' }],
    ['the actual time is earlier', 'Фактическое время должно быть больше планового', 'actualTime', { actualTime: '08:59' }],
  ])('when %s, then 400 "%s" on %s and nothing is stored', async (_case, message, path, change) => {
    const { admin, teacher, student } = await people(t);
    const body = Object.fromEntries(
      Object.entries({ userId: teacher.id, incidentDate: '2024-10-07', plannedTime: '09:00', actualTime: '09:10', ...change }).map(
        ([k, v]) => [k, v === 'student' ? student.id : v],
      ),
    );
    const response = await create(admin.token, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path, message }]));
    expect((await page(admin.token)).total).toBe(0);
  });

  it('when a missing record is read, changed, archived or deleted, then 404 "Запись об опоздании не найдена"', async () => {
    const { admin } = await people(t);
    for (const [method, path] of [
      ['get', '/api/teacher-lateness/999'],
      ['put', '/api/teacher-lateness/999'],
      ['post', '/api/teacher-lateness/999/archive'],
      ['delete', '/api/teacher-lateness/999'],
    ] as const) {
      const response = await t.http()[method](path).set(bearer(admin.token)).send({});
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Запись об опоздании не найдена', code: 'NOT_FOUND' });
    }
  });
});

describe('teacher lateness: the paged list', () => {
  async function seed(app: TestApp, count: number) {
    const cast = await people(app);
    const made: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const day = String(i + 1).padStart(2, '0');
      made.push(await insertLateness(app, i % 2 ? cast.otherTeacher : cast.teacher, { incidentDate: `2024-10-${day}` }));
    }
    return { ...cast, newestFirst: made.reverse() };
  }

  it('when listed without parameters, then {teacherLateness, total, page 1, limit 10, totalPages}, newest incident first', async () => {
    const { admin, newestFirst } = await seed(t, 12);
    const body = await page(admin.token);
    expect(Object.keys(body).sort()).toEqual(['limit', 'page', 'teacherLateness', 'total', 'totalPages']);
    expect(body).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
    expect(ids(body)).toEqual(newestFirst.slice(0, 10));
    expect(body.teacherLateness[0]).toMatchObject({ plannedTime: '09:00', actualTime: '09:15', delay: 15 });

    const second = await page(admin.token, '/api/teacher-lateness', { page: 2, limit: 10 });
    expect(ids(second)).toEqual(newestFirst.slice(10));
    const all = await page(admin.token, '/api/teacher-lateness', { limit: -1 });
    expect(all).toMatchObject({ total: 12, totalPages: 1, limit: -1 });
    expect(all.teacherLateness).toHaveLength(12);
  });

  it('when filtered by userId, isArchive or dates, then only those; by user works the same', async () => {
    const { admin, teacher, otherTeacher, newestFirst } = await seed(t, 4);
    const archived = await insertLateness(t, teacher, { incidentDate: '2024-11-01', isArchived: true });
    expect(ids(await page(admin.token, '/api/teacher-lateness', { userId: otherTeacher.id }))).toEqual([newestFirst[0], newestFirst[2]]);
    expect(ids(await page(admin.token, '/api/teacher-lateness', { isArchive: 1 }))).toEqual([archived]);
    expect(ids(await page(admin.token, '/api/teacher-lateness', { isArchive: 'false' }))).toEqual(newestFirst);
    expect(ids(await page(admin.token, '/api/teacher-lateness', { dateFrom: '2024-10-02', dateTo: '2024-10-03' }))).toEqual(
      newestFirst.slice(1, 3),
    );
    const byUser = await page(admin.token, `/api/teacher-lateness/user/${teacher.id}`, { page: 1, limit: 1 });
    expect(byUser).toMatchObject({ total: 2, page: 1, limit: 1, totalPages: 2 });
    expect(ids(byUser)).toEqual([newestFirst[1]]);
    expect(ids(await page(admin.token, `/api/teacher-lateness/user/${teacher.id}`, { isArchive: 1 }))).toEqual([archived]);
    const empty = await page(admin.token, '/api/teacher-lateness/user/9999');
    expect(empty).toEqual({ teacherLateness: [], total: 0, page: 1, limit: 10, totalPages: 0 });
  });

  it('when page or limit are not numbers, then 400', async () => {
    const { admin } = await people(t);
    expect((await t.http().get('/api/teacher-lateness?page=0').set(bearer(admin.token))).status).toBe(400);
    expect((await t.http().get('/api/teacher-lateness?limit=x').set(bearer(admin.token))).status).toBe(400);
  });
});

describe('teacher lateness: change, archive, delete', () => {
  it('when PUT changes times, then the delay follows; times out of order (also against the stored one) are refused', async () => {
    const { admin, teacher, otherTeacher, student } = await people(t);
    const id = await insertLateness(t, teacher, { plannedMin: 600, actualMin: 610 });
    const changed = await t
      .http()
      .put(`/api/teacher-lateness/${id}`)
      .set(bearer(admin.token))
      .send({ actualTime: '10:45', userId: otherTeacher.id });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      plannedTime: '10:00',
      actualTime: '10:45',
      delay: 45,
      userId: otherTeacher.id,
      user: person(otherTeacher),
    });

    const outOfOrder = await t.http().put(`/api/teacher-lateness/${id}`).set(bearer(admin.token)).send({ plannedTime: '11:00' });
    expect(outOfOrder.status).toBe(400);
    expect(outOfOrder.body.message).toBe('Фактическое время должно быть больше планового');
    const notTeacher = await t.http().put(`/api/teacher-lateness/${id}`).set(bearer(admin.token)).send({ userId: student.id });
    expect(notTeacher.body.message).toBe('Выберите учителя');
    const full = await t
      .http()
      .put(`/api/teacher-lateness/${id}`)
      .set(bearer(admin.token))
      .send({ userId: teacher.id, incidentDate: '2024-10-09', plannedTime: '08:00', actualTime: '08:05' });
    expect(full.body).toMatchObject({ userId: teacher.id, incidentDate: '2024-10-09', delay: 5 });
  });

  it('when archived (POST …/archive), then it leaves the active list and shows with isArchive=1; an ADMIN deletes for real', async () => {
    const { moderator, admin, teacher } = await people(t);
    const id = await insertLateness(t, teacher);
    const archived = await t.http().post(`/api/teacher-lateness/${id}/archive`).set(bearer(moderator.token));
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id, isArchived: true });
    expect((await page(moderator.token)).total).toBe(0);
    expect(ids(await page(moderator.token, '/api/teacher-lateness', { isArchive: 'true' }))).toEqual([id]);
    const deleted = await t.http().delete(`/api/teacher-lateness/${id}`).set(bearer(admin.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    expect((await t.http().get(`/api/teacher-lateness/${id}`).set(bearer(admin.token))).status).toBe(404);
  });

  it('when the database is written directly with actual not after planned, then it refuses (the rule holds below the API too)', async () => {
    const { teacher } = await people(t);
    await expect(insertLateness(t, teacher, { plannedMin: 600, actualMin: 600 })).rejects.toThrow();
  });
});

describe('GET /api/teacher-lateness/export.xlsx', () => {
  it('when an ADMIN downloads, then sheet "data" has the page’s headers, HH:MM times and the delay; filters apply', async () => {
    const { admin, teacher, otherTeacher } = await people(t);
    await insertLateness(t, teacher, { incidentDate: '2024-10-01', plannedMin: 540, actualMin: 560 });
    await insertLateness(t, otherTeacher, { incidentDate: '2024-10-02', plannedMin: 900, actualMin: 905 });
    await insertLateness(t, teacher, { incidentDate: '2024-10-03', isArchived: true });

    const response = await download(t, admin.token, '/api/teacher-lateness/export.xlsx');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="teacher-lateness\.xlsx"/);
    const { names, rows } = await sheetRows(response.body as Buffer);
    expect(names).toEqual(['data']);
    expect(rows).toEqual([
      ['Учитель', 'Дата инцидента', 'Плановое время', 'Фактическое время', 'Опоздание (мин)', 'Дата создания'],
      ['Петрова Анна Сергеевна', '02.10.2024', '15:00', '15:05', 5, expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/)],
      ['Иванов Иван Иванович', '01.10.2024', '09:00', '09:20', 20, expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/)],
    ]);
    const archive = await download(t, admin.token, '/api/teacher-lateness/export.xlsx', { isArchive: 1 });
    expect(archive.headers['content-disposition']).toMatch(/filename="teacher-lateness-archive\.xlsx"/);
    expect((await sheetRows(archive.body as Buffer)).rows).toHaveLength(2);
    const byTeacher = await sheetRows(
      (await download(t, admin.token, '/api/teacher-lateness/export.xlsx', { userId: otherTeacher.id })).body as Buffer,
    );
    expect(byTeacher.rows.slice(1).map((row) => row[0])).toEqual(['Петрова Анна Сергеевна']);
  });
});

const latenessOf = async (app: TestApp) => insertLateness(app, await app.createUser({ roles: ['TEACHER'] }));

const CALLS: Call[] = [
  {
    name: 'POST /teacher-lateness',
    allowed: STAFF,
    prepare: async (app) => ({
      method: 'post',
      path: '/api/teacher-lateness',
      body: {
        userId: (await app.createUser({ roles: ['TEACHER'] })).id,
        incidentDate: '2024-10-01',
        plannedTime: '09:00',
        actualTime: '09:05',
      },
    }),
  },
  {
    name: 'GET /teacher-lateness',
    allowed: STAFF,
    prepare: async () => ({ method: 'get', path: '/api/teacher-lateness?page=1&limit=10' }),
  },
  {
    name: 'GET /teacher-lateness/:id',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'get', path: `/api/teacher-lateness/${await latenessOf(app)}` }),
  },
  {
    name: 'GET /teacher-lateness/user/:id',
    allowed: STAFF,
    prepare: async () => ({ method: 'get', path: '/api/teacher-lateness/user/1?page=1&limit=10' }),
  },
  {
    name: 'PUT /teacher-lateness/:id',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'put', path: `/api/teacher-lateness/${await latenessOf(app)}`, body: { actualTime: '09:30' } }),
  },
  {
    name: 'POST /teacher-lateness/:id/archive',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'post', path: `/api/teacher-lateness/${await latenessOf(app)}/archive` }),
  },
  {
    name: 'DELETE /teacher-lateness/:id',
    allowed: ADMIN_ONLY,
    prepare: async (app) => ({ method: 'delete', path: `/api/teacher-lateness/${await latenessOf(app)}` }),
  },
  {
    name: 'GET /teacher-lateness/export.xlsx',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'get', path: '/api/teacher-lateness/export.xlsx' }),
  },
];

roleTable('teacher lateness: every call × every role', t, CALLS);
