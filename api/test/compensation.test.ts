import { bearer, useTestApp, type TestApp } from './harness';
import {
  ADMIN_ONLY,
  type Call,
  download,
  insertCompensation,
  insertSubject,
  people,
  person,
  roleTable,
  sheetRows,
  STAFF,
  XLSX_TYPE,
} from './factory';

const t = useTestApp();

interface CompensationBody {
  id: number;
  teacherId: number;
  studentId: number;
  subjectId: number;
  eventDate: string;
  comment: string | null;
  isArchived: boolean;
  createdAt: string;
  teacher: { id: number };
  student: { id: number };
  subject: { id: number; name: string };
}

const create = (token: string, body: object) => t.http().post('/api/compensation').set(bearer(token)).send(body);
const list = async (token: string, path = '/api/compensation', query: Record<string, string | number> = {}) => {
  const response = await t.http().get(path).query(query).set(bearer(token));
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body as CompensationBody[];
};
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('compensations: create and read', () => {
  it('when staff create a compensation, then 201 with every field and the teacher, student and subject objects', async () => {
    const { moderator, teacher, student } = await people(t);
    const subject = await insertSubject(t);
    const response = await create(moderator.token, {
      teacherId: teacher.id,
      studentId: student.id,
      subjectId: subject.id,
      eventDate: '2024-10-05',
      comment: '  Урок перенесён  ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      teacherId: teacher.id,
      studentId: student.id,
      subjectId: subject.id,
      eventDate: '2024-10-05',
      comment: 'Урок перенесён',
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
      teacher: person(teacher),
      student: person(student),
      subject: { id: subject.id, name: 'Физика' },
    });
    const read = await t.http().get(`/api/compensation/${response.body.id}`).set(bearer(moderator.token));
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it('when the comment is left out or blank, then it is stored as null (optional); an ISO timestamp date is taken as its date', async () => {
    const { admin, teacher, student } = await people(t);
    const subject = await insertSubject(t);
    const response = await create(admin.token, {
      teacherId: String(teacher.id),
      studentId: student.id,
      subjectId: subject.id,
      eventDate: '2024-10-05T00:00:00.000Z',
      comment: '   ',
    });
    expect(response.status).toBe(201);
    expect(response.body.comment).toBeNull();
    expect(response.body.eventDate).toBe('2024-10-05');
  });

  it('when no teacher is sent, then the caller is the teacher (docs/product/permissions.md) if they are one, else 400 "Выберите учителя!"', async () => {
    const { admin, student } = await people(t);
    const subject = await insertSubject(t);
    const adminTeacher = await t.createUser({ roles: ['ADMIN', 'TEACHER'] });
    const own = await create(adminTeacher.token, { studentId: student.id, subjectId: subject.id, eventDate: '2024-10-05' });
    expect(own.status).toBe(201);
    expect(own.body.teacherId).toBe(adminTeacher.id);

    const notTeacher = await create(admin.token, { studentId: student.id, subjectId: subject.id, eventDate: '2024-10-05' });
    expect(notTeacher.status).toBe(400);
    expect(notTeacher.body).toEqual({
      message: 'Выберите учителя!',
      code: 'VALIDATION',
      errors: [{ path: 'teacherId', message: 'Выберите учителя!' }],
    });
  });

  it.each([
    ['the teacher is a student', 'Выберите учителя!', 'teacherId', (p: Ids) => ({ ...p, teacherId: p.studentId })],
    ['the teacher does not exist', 'Выберите учителя!', 'teacherId', (p: Ids) => ({ ...p, teacherId: 9999 })],
    ['the teacher is text', 'Выберите учителя!', 'teacherId', (p: Ids) => ({ ...p, teacherId: 'Иванов' })],
    ['the student is missing', 'Выберите ученика!', 'studentId', (p: Ids) => ({ ...p, studentId: undefined })],
    ['the student is 0', 'Выберите ученика!', 'studentId', (p: Ids) => ({ ...p, studentId: 0 })],
    ['the student is a teacher', 'Выберите ученика!', 'studentId', (p: Ids) => ({ ...p, studentId: p.teacherId })],
    ['the subject is missing', 'Выберите предмет!', 'subjectId', (p: Ids) => ({ ...p, subjectId: null })],
    ['the subject does not exist', 'Выберите предмет!', 'subjectId', (p: Ids) => ({ ...p, subjectId: 9999 })],
    ['the date is missing', 'Укажите дату случившегося', 'eventDate', (p: Ids) => ({ ...p, eventDate: undefined })],
    ['the date is not a date', 'Укажите дату случившегося', 'eventDate', (p: Ids) => ({ ...p, eventDate: '2024-02-30' })],
    ['the comment is too long', 'Комментарий не длиннее 5000 символов', 'comment', (p: Ids) => ({ ...p, comment: 'я'.repeat(5001) })],
  ])('when %s, then 400 with "%s" on %s and nothing is stored', async (_case, message, path, change) => {
    const { admin, teacher, student } = await people(t);
    const subject = await insertSubject(t);
    const valid: Ids = { teacherId: teacher.id, studentId: student.id, subjectId: subject.id, eventDate: '2024-10-05' };
    const response = await create(admin.token, change(valid));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await list(admin.token, '/api/compensation', { includeArchived: 1 })).toEqual([]);
  });

  it('when a missing compensation is read, changed, archived or deleted, then 404 "Компенсация не найдена"; a bad id is 400', async () => {
    const { admin } = await people(t);
    for (const [method, path] of [
      ['get', '/api/compensation/999'],
      ['patch', '/api/compensation/999'],
      ['patch', '/api/compensation/999/archive'],
      ['patch', '/api/compensation/999/unarchive'],
      ['delete', '/api/compensation/999'],
    ] as const) {
      const response = await t.http()[method](path).set(bearer(admin.token)).send({});
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Компенсация не найдена', code: 'NOT_FOUND' });
    }
    expect((await t.http().get('/api/compensation/abc').set(bearer(admin.token))).status).toBe(400);
  });
});

interface Ids {
  teacherId: unknown;
  studentId: unknown;
  subjectId: unknown;
  eventDate: unknown;
  comment?: unknown;
}

describe('compensations: lists', () => {
  async function seed(app: TestApp) {
    const cast = await people(app);
    const physics = await insertSubject(app, 'Физика');
    const chemistry = await insertSubject(app, 'Химия');
    const { teacher, otherTeacher, student, otherStudent } = cast;
    const a = await insertCompensation(app, { teacher, student, subject: physics }, { eventDate: '2024-09-10' });
    const b = await insertCompensation(app, { teacher: otherTeacher, student, subject: chemistry }, { eventDate: '2024-10-20' });
    const c = await insertCompensation(app, { teacher, student: otherStudent, subject: physics }, { eventDate: '2024-11-01' });
    const archived = await insertCompensation(app, { teacher, student, subject: physics }, { eventDate: '2024-12-01', isArchived: true });
    return { ...cast, physics, chemistry, a, b, c, archived };
  }

  it('when listed, then a plain array of the active ones, newest event first; includeArchived (true or 1) adds the archived', async () => {
    const { admin, a, b, c, archived } = await seed(t);
    const active = await list(admin.token);
    expect(ids(active)).toEqual([c, b, a]);
    expect(active[0]).toMatchObject({
      teacher: { second_name: 'Иванов' },
      student: { second_name: 'Кузнецова' },
      subject: { name: 'Физика' },
    });
    expect(ids(await list(admin.token, '/api/compensation', { includeArchived: 'true' }))).toEqual([archived, c, b, a]);
    expect(ids(await list(admin.token, '/api/compensation', { includeArchived: 1 }))).toEqual([archived, c, b, a]);
    expect(ids(await list(admin.token, '/api/compensation', { includeArchived: 0 }))).toEqual([c, b, a]);
    const bad = await t.http().get('/api/compensation?includeArchived=yes').set(bearer(admin.token));
    expect(bad.status).toBe(400);
  });

  it('when filtered by teacher, student, subject and dates, then only those', async () => {
    const { admin, teacher, student, chemistry, a, b, c } = await seed(t);
    expect(ids(await list(admin.token, '/api/compensation', { teacherId: teacher.id }))).toEqual([c, a]);
    expect(ids(await list(admin.token, '/api/compensation', { studentId: student.id }))).toEqual([b, a]);
    expect(ids(await list(admin.token, '/api/compensation', { subjectId: chemistry.id }))).toEqual([b]);
    expect(ids(await list(admin.token, '/api/compensation', { dateFrom: '2024-10-01', dateTo: '2024-10-31' }))).toEqual([b]);
  });

  it('when listed by teacher or by student, then theirs only; includeArchived adds their archived ones', async () => {
    const { admin, teacher, student, a, b, c, archived } = await seed(t);
    expect(ids(await list(admin.token, `/api/compensation/teacher/${teacher.id}`))).toEqual([c, a]);
    expect(ids(await list(admin.token, `/api/compensation/teacher/${teacher.id}`, { includeArchived: 1 }))).toEqual([archived, c, a]);
    expect(ids(await list(admin.token, `/api/compensation/student/${student.id}`))).toEqual([b, a]);
    expect(ids(await list(admin.token, `/api/compensation/student/${student.id}`, { includeArchived: 'true' }))).toEqual([archived, b, a]);
    expect(await list(admin.token, '/api/compensation/teacher/9999')).toEqual([]);
  });
});

describe('compensations: change, archive, delete', () => {
  it('when PATCH sends some fields, then those change (rules checked) and the rest stay; comment null clears it', async () => {
    const { admin, teacher, otherTeacher, student } = await people(t);
    const physics = await insertSubject(t, 'Физика');
    const chemistry = await insertSubject(t, 'Химия');
    const id = await insertCompensation(t, { teacher, student, subject: physics });

    const changed = await t
      .http()
      .patch(`/api/compensation/${id}`)
      .set(bearer(admin.token))
      .send({ teacherId: otherTeacher.id, subjectId: chemistry.id });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      teacherId: otherTeacher.id,
      teacher: person(otherTeacher),
      subject: { id: chemistry.id, name: 'Химия' },
      studentId: student.id,
      eventDate: '2024-10-01',
      comment: 'Перенос урока',
    });
    const cleared = await t.http().patch(`/api/compensation/${id}`).set(bearer(admin.token)).send({ comment: null });
    expect(cleared.body.comment).toBeNull();

    const wrong = await t.http().patch(`/api/compensation/${id}`).set(bearer(admin.token)).send({ studentId: teacher.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Выберите ученика!');
    const unchanged = await t.http().patch(`/api/compensation/${id}`).set(bearer(admin.token)).send({});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.studentId).toBe(student.id);
  });

  it('when archived, then it leaves the list and answers isArchived true; unarchive brings it back', async () => {
    const { moderator, teacher, student } = await people(t);
    const id = await insertCompensation(t, { teacher, student, subject: await insertSubject(t) });
    const archived = await t.http().patch(`/api/compensation/${id}/archive`).set(bearer(moderator.token));
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id, isArchived: true });
    expect(await list(moderator.token)).toEqual([]);
    const restored = await t.http().patch(`/api/compensation/${id}/unarchive`).set(bearer(moderator.token));
    expect(restored.body).toMatchObject({ id, isArchived: false });
    expect(ids(await list(moderator.token))).toEqual([id]);
  });

  it('when an ADMIN deletes, then it is gone for real and the answer is what was deleted', async () => {
    const { admin, teacher, student } = await people(t);
    const id = await insertCompensation(t, { teacher, student, subject: await insertSubject(t) });
    const deleted = await t.http().delete(`/api/compensation/${id}`).set(bearer(admin.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, teacherId: teacher.id });
    expect((await t.http().get(`/api/compensation/${id}`).set(bearer(admin.token))).status).toBe(404);
    expect(await list(admin.token, '/api/compensation', { includeArchived: 1 })).toEqual([]);
  });
});

describe('GET /api/compensation/export.xlsx', () => {
  it('when an ADMIN downloads, then sheet "data" has the page’s Russian headers and one row per compensation, with the list’s filters', async () => {
    const { admin, teacher, otherTeacher, student } = await people(t);
    const physics = await insertSubject(t, 'Физика');
    await insertCompensation(t, { teacher, student, subject: physics }, { eventDate: '2024-09-10', comment: 'Болел' });
    await insertCompensation(t, { teacher: otherTeacher, student, subject: physics }, { eventDate: '2024-10-20', comment: null });
    await insertCompensation(t, { teacher, student, subject: physics }, { eventDate: '2024-12-01', isArchived: true });

    const response = await download(t, admin.token, '/api/compensation/export.xlsx');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="compensations\.xlsx"; filename\*=UTF-8''/);
    const { names, rows } = await sheetRows(response.body as Buffer);
    expect(names).toEqual(['data']);
    expect(rows).toEqual([
      ['Учитель', 'Ученик', 'Предмет', 'Дата случившегося', 'Комментарий', 'Дата создания'],
      [
        'Петрова Анна Сергеевна',
        'Сидоров Семён Семёнович',
        'Физика',
        '20.10.2024',
        undefined,
        expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
      ],
      ['Иванов Иван Иванович', 'Сидоров Семён Семёнович', 'Физика', '10.09.2024', 'Болел', expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/)],
    ]);

    const filtered = await sheetRows(
      (await download(t, admin.token, '/api/compensation/export.xlsx', { teacherId: teacher.id, includeArchived: 1 })).body as Buffer,
    );
    expect(filtered.rows.slice(1).map((row) => row[3])).toEqual(['01.12.2024', '10.09.2024']);
  });

  it('when the filters are wrong, then an ordinary 400 JSON error, not a broken file', async () => {
    const { admin } = await people(t);
    const response = await t.http().get('/api/compensation/export.xlsx?teacherId=abc').set(bearer(admin.token));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
  });
});

const compensationOf = async (app: TestApp) => {
  const teacher = await app.createUser({ roles: ['TEACHER'] });
  const student = await app.createUser({ roles: ['STUDENT'] });
  const subject = await insertSubject(app, `Предмет ${teacher.id}`);
  return { id: await insertCompensation(app, { teacher, student, subject }), teacher, student, subject };
};

const CALLS: Call[] = [
  { name: 'GET /compensation', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/compensation?includeArchived=1' }) },
  {
    name: 'GET /compensation/:id',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'get', path: `/api/compensation/${(await compensationOf(app)).id}` }),
  },
  { name: 'GET /compensation/teacher/:id', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/compensation/teacher/1' }) },
  { name: 'GET /compensation/student/:id', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/compensation/student/1' }) },
  {
    name: 'POST /compensation',
    allowed: STAFF,
    prepare: async (app) => {
      const { teacher, student, subject } = await compensationOf(app);
      return {
        method: 'post',
        path: '/api/compensation',
        body: { teacherId: teacher.id, studentId: student.id, subjectId: subject.id, eventDate: '2024-10-01' },
      };
    },
  },
  {
    name: 'PATCH /compensation/:id',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/compensation/${(await compensationOf(app)).id}`, body: { comment: 'Новое' } }),
  },
  {
    name: 'PATCH /compensation/:id/archive',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/compensation/${(await compensationOf(app)).id}/archive` }),
  },
  {
    name: 'PATCH /compensation/:id/unarchive',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/compensation/${(await compensationOf(app)).id}/unarchive` }),
  },
  {
    name: 'DELETE /compensation/:id',
    allowed: ADMIN_ONLY,
    prepare: async (app) => ({ method: 'delete', path: `/api/compensation/${(await compensationOf(app)).id}` }),
  },
  {
    name: 'GET /compensation/export.xlsx',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'get', path: '/api/compensation/export.xlsx' }),
  },
];

roleTable('compensations: every call × every role', t, CALLS);
