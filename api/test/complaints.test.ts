import { bearer, useTestApp, type TestApp } from './harness';
import { ADMIN_ONLY, type Call, download, insertComplaint, people, person, roleTable, sheetRows, STAFF, XLSX_TYPE } from './factory';

const t = useTestApp();

interface ComplaintBody {
  id: number;
  teacherId: number;
  studentId: number | null;
  authorId: number;
  incidentDate: string;
  comment: string;
  isArchived: boolean;
  createdAt: string;
}

const NOT_FOUND_TEACHER = 'Учитель с таким именем не найден! Попробуйте ввести данные еще раз';
const list = async (token: string, path = '/api/complaint', query: Record<string, string | number> = {}) => {
  const response = await t.http().get(path).query(query).set(bearer(token));
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body as ComplaintBody[];
};
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('POST /api/complaint (a teacher’s complaint)', () => {
  it('when a teacher complains about a teacher, then 201 with the caller as author, no student, and the people objects', async () => {
    const { admin, teacher, otherTeacher } = await people(t);
    const response = await t
      .http()
      .post('/api/complaint')
      .set(bearer(teacher.token))
      .send({ teacherId: otherTeacher.id, incidentDate: '2024-10-03', comment: ' Не пришёл на замену ', authorId: admin.id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      teacherId: otherTeacher.id,
      studentId: null,
      authorId: teacher.id,
      incidentDate: '2024-10-03',
      comment: 'Не пришёл на замену',
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
      teacher: person(otherTeacher),
      student: null,
      author: person(teacher),
    });
  });

  it.each([
    ['the teacher is missing', NOT_FOUND_TEACHER, { teacherId: undefined }],
    ['the teacher is 0 (the typeahead found nobody)', NOT_FOUND_TEACHER, { teacherId: 0 }],
    ['the teacher does not exist', NOT_FOUND_TEACHER, { teacherId: 9999 }],
    ['the comment is blank', 'Опишите проблему', { comment: '   ' }],
    ['the comment is missing', 'Опишите проблему', { comment: undefined }],
    ['the date is missing', 'Укажите дату инцидента', { incidentDate: '' }],
  ])('when %s, then 400 "%s"', async (_case, message, change) => {
    const { admin, teacher, otherTeacher } = await people(t);
    const body = { teacherId: otherTeacher.id, incidentDate: '2024-10-03', comment: 'Опоздал', ...change };
    const response = await t.http().post('/api/complaint').set(bearer(teacher.token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(await list(admin.token, '/api/complaint', { includeArchived: 1 })).toEqual([]);
  });

  it('when the named user is a student, not a teacher, then 400 "Учитель с таким именем не найден!…"', async () => {
    const { teacher, student } = await people(t);
    const response = await t
      .http()
      .post('/api/complaint')
      .set(bearer(teacher.token))
      .send({ teacherId: student.id, incidentDate: '2024-10-03', comment: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'teacherId', message: NOT_FOUND_TEACHER }]);
  });
});

describe("POST /api/complaint (the student’s 'Отправить жалобу')", () => {
  it('when a student complains about a teacher, then 201 with the student as the complaint’s student and author; a studentId in the body is ignored', async () => {
    const { admin, teacher, student, otherStudent } = await people(t);
    const response = await t.http().post('/api/complaint').set(bearer(student.token)).send({
      teacherId: teacher.id,
      incidentDate: '2024-10-04',
      comment: 'Кричал на уроке',
      studentId: otherStudent.id,
      authorId: admin.id,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      teacherId: teacher.id,
      studentId: student.id,
      authorId: student.id,
      incidentDate: '2024-10-04',
      comment: 'Кричал на уроке',
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
      teacher: person(teacher),
      student: person(student),
      author: person(student),
    });
    // staff see it as before, under the student
    expect(ids(await list(admin.token, `/api/complaint/student/${student.id}`))).toEqual([response.body.id]);
    expect(await list(admin.token, `/api/complaint/student/${otherStudent.id}`)).toEqual([]);
  });

  it('when a student names a student instead of a teacher, then 400 "Учитель с таким именем не найден!…"', async () => {
    const { student, otherStudent } = await people(t);
    const response = await t
      .http()
      .post('/api/complaint')
      .set(bearer(student.token))
      .send({ teacherId: otherStudent.id, incidentDate: '2024-10-03', comment: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'teacherId', message: NOT_FOUND_TEACHER }]);
  });

  it('when a student reads complaints (the list, theirs, another’s, one by id), then 403 each', async () => {
    const { admin, teacher, student, otherStudent } = await people(t);
    const own = await insertComplaint(t, { teacher, author: student, student });
    const others = await insertComplaint(t, { teacher, author: admin, student: otherStudent });
    for (const path of [
      '/api/complaint',
      `/api/complaint/student/${student.id}`,
      `/api/complaint/student/${otherStudent.id}`,
      `/api/complaint/${own}`,
      `/api/complaint/${others}`,
      `/api/complaint/teacher/${teacher.id}`,
    ]) {
      const response = await t.http().get(path).set(bearer(student.token));
      expect([path, response.status]).toEqual([path, 403]);
    }
  });
});

describe('POST /api/complaint/admin (a client’s complaint entered by staff)', () => {
  it('when staff enter a complaint, then 201 with teacher, student and the caller as author', async () => {
    const { moderator, teacher, student } = await people(t);
    const response = await t
      .http()
      .post('/api/complaint/admin')
      .set(bearer(moderator.token))
      .send({ teacherId: teacher.id, studentId: student.id, incidentDate: '2024-10-03', comment: 'Грубил' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      teacherId: teacher.id,
      studentId: student.id,
      authorId: moderator.id,
      teacher: person(teacher),
      student: person(student),
      author: person(moderator),
    });
  });

  it.each([
    ['the teacher is missing', 'Выберите учителя!', { teacherId: null }],
    ['the teacher is a student', 'Выберите учителя!', { teacherId: 'student' }],
    ['the student is missing', 'Выберите ученика!', { studentId: undefined }],
    ['the student is a teacher', 'Выберите ученика!', { studentId: 'teacher' }],
    ['the comment is missing', 'Опишите проблему', { comment: '' }],
  ])('when %s, then 400 "%s"', async (_case, message, change) => {
    const { admin, teacher, student } = await people(t);
    const resolve = (value: unknown) => (value === 'student' ? student.id : value === 'teacher' ? teacher.id : value);
    const body = Object.fromEntries(
      Object.entries({ teacherId: teacher.id, studentId: student.id, incidentDate: '2024-10-03', comment: 'Грубил', ...change }).map(
        ([k, v]) => [k, resolve(v)],
      ),
    );
    const response = await t.http().post('/api/complaint/admin').set(bearer(admin.token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
  });
});

describe('complaints: lists, change, archive, delete', () => {
  async function seed(app: TestApp) {
    const cast = await people(app);
    const { admin, teacher, otherTeacher, student, otherStudent } = cast;
    const a = await insertComplaint(app, { teacher, author: admin, student }, { incidentDate: '2024-09-10', comment: 'Опоздал на урок' });
    const b = await insertComplaint(
      app,
      { teacher: otherTeacher, author: teacher },
      { incidentDate: '2024-10-20', comment: 'Не сдал журнал' },
    );
    const c = await insertComplaint(
      app,
      { teacher, author: admin, student: otherStudent },
      { incidentDate: '2024-11-01', comment: 'Грубил' },
    );
    const archived = await insertComplaint(app, { teacher, author: admin, student }, { incidentDate: '2024-12-01', isArchived: true });
    return { ...cast, a, b, c, archived };
  }

  it('when listed, then a plain array of the active ones, newest incident first; includeArchived adds the archived', async () => {
    const { moderator, a, b, c, archived } = await seed(t);
    const active = await list(moderator.token);
    expect(ids(active)).toEqual([c, b, a]);
    expect(active[1]).toMatchObject({ studentId: null, student: null, author: { second_name: 'Иванов' } });
    expect(ids(await list(moderator.token, '/api/complaint', { includeArchived: 'true' }))).toEqual([archived, c, b, a]);
  });

  it('when filtered by teacher, student, dates or part of the comment, then only those', async () => {
    const { admin, otherTeacher, student, a, b } = await seed(t);
    expect(ids(await list(admin.token, '/api/complaint', { teacherId: otherTeacher.id }))).toEqual([b]);
    expect(ids(await list(admin.token, '/api/complaint', { studentId: student.id }))).toEqual([a]);
    expect(ids(await list(admin.token, '/api/complaint', { dateFrom: '2024-10-01', dateTo: '2024-10-31' }))).toEqual([b]);
    expect(ids(await list(admin.token, '/api/complaint', { q: 'журнал' }))).toEqual([b]);
    expect(ids(await list(admin.token, '/api/complaint', { q: '100%' }))).toEqual([]);
  });

  it('when listed by teacher or by student, then theirs; includeArchived adds their archived ones; read by id', async () => {
    const { admin, teacher, student, a, c, archived } = await seed(t);
    expect(ids(await list(admin.token, `/api/complaint/teacher/${teacher.id}`))).toEqual([c, a]);
    expect(ids(await list(admin.token, `/api/complaint/teacher/${teacher.id}`, { includeArchived: 1 }))).toEqual([archived, c, a]);
    expect(ids(await list(admin.token, `/api/complaint/student/${student.id}`))).toEqual([a]);
    expect(ids(await list(admin.token, `/api/complaint/student/${student.id}`, { includeArchived: 1 }))).toEqual([archived, a]);
    const one = await t.http().get(`/api/complaint/${a}`).set(bearer(admin.token));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: a, comment: 'Опоздал на урок', student: person(student) });
    const missing = await t.http().get('/api/complaint/999').set(bearer(admin.token));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Жалоба не найдена', code: 'NOT_FOUND' });
  });

  it('when PATCH sends some fields, then those change under the rules and the author stays', async () => {
    const { moderator, admin, otherTeacher, otherStudent, teacher, a } = await seed(t);
    const changed = await t
      .http()
      .patch(`/api/complaint/${a}`)
      .set(bearer(moderator.token))
      .send({ teacherId: otherTeacher.id, studentId: otherStudent.id, incidentDate: '2024-09-11', comment: 'Уточнено' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      teacherId: otherTeacher.id,
      studentId: otherStudent.id,
      incidentDate: '2024-09-11',
      comment: 'Уточнено',
      authorId: admin.id,
    });
    const blank = await t.http().patch(`/api/complaint/${a}`).set(bearer(moderator.token)).send({ comment: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Опишите проблему');
    const notTeacher = await t.http().patch(`/api/complaint/${a}`).set(bearer(moderator.token)).send({ teacherId: otherStudent.id });
    expect(notTeacher.body.message).toBe('Выберите учителя!');
    const notStudent = await t.http().patch(`/api/complaint/${a}`).set(bearer(moderator.token)).send({ studentId: teacher.id });
    expect(notStudent.body.message).toBe('Выберите ученика!');
    expect((await t.http().patch('/api/complaint/999').set(bearer(moderator.token)).send({ comment: 'x' })).status).toBe(404);
  });

  it('when archived, then it leaves the list; unarchive restores it; an ADMIN deletes for real', async () => {
    const { admin, a, b, c } = await seed(t);
    const archived = await t.http().patch(`/api/complaint/${a}/archive`).set(bearer(admin.token));
    expect(archived.body).toMatchObject({ id: a, isArchived: true });
    expect(ids(await list(admin.token))).toEqual([c, b]);
    const restored = await t.http().patch(`/api/complaint/${a}/unarchive`).set(bearer(admin.token));
    expect(restored.body).toMatchObject({ id: a, isArchived: false });
    expect(ids(await list(admin.token))).toEqual([c, b, a]);
    const deleted = await t.http().delete(`/api/complaint/${a}`).set(bearer(admin.token));
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(a);
    expect((await t.http().get(`/api/complaint/${a}`).set(bearer(admin.token))).status).toBe(404);
  });
});

describe('GET /api/complaint/export.xlsx', () => {
  it('when an ADMIN downloads, then sheet "data" has the page’s headers and the filtered rows', async () => {
    const { admin, teacher, otherTeacher, student } = await people(t);
    await insertComplaint(t, { teacher, author: admin, student }, { incidentDate: '2024-09-10', comment: 'Опоздал' });
    await insertComplaint(t, { teacher: otherTeacher, author: teacher }, { incidentDate: '2024-10-20', comment: 'Не сдал журнал' });
    await insertComplaint(t, { teacher, author: admin }, { isArchived: true });

    const response = await download(t, admin.token, '/api/complaint/export.xlsx');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="complaints\.xlsx"/);
    const { names, rows } = await sheetRows(response.body as Buffer);
    expect(names).toEqual(['data']);
    expect(rows).toEqual([
      ['Учитель', 'Ученик', 'Дата инцидента', 'Комментарий', 'Дата создания'],
      ['Петрова Анна Сергеевна', undefined, '20.10.2024', 'Не сдал журнал', expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/)],
      ['Иванов Иван Иванович', 'Сидоров Семён Семёнович', '10.09.2024', 'Опоздал', expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/)],
    ]);
    const filtered = await sheetRows((await download(t, admin.token, '/api/complaint/export.xlsx', { q: 'журнал' })).body as Buffer);
    expect(filtered.rows).toHaveLength(2);
  });
});

const complaintOf = async (app: TestApp) => {
  const teacher = await app.createUser({ roles: ['TEACHER'] });
  const author = await app.createUser({ roles: ['ADMIN'] });
  return insertComplaint(app, { teacher, author });
};

const CALLS: Call[] = [
  {
    name: 'POST /complaint',
    allowed: ['TEACHER', 'STUDENT'],
    prepare: async (app) => ({
      method: 'post',
      path: '/api/complaint',
      body: { teacherId: (await app.createUser({ roles: ['TEACHER'] })).id, incidentDate: '2024-10-01', comment: 'Опоздал' },
    }),
  },
  {
    name: 'POST /complaint/admin',
    allowed: STAFF,
    prepare: async (app) => ({
      method: 'post',
      path: '/api/complaint/admin',
      body: {
        teacherId: (await app.createUser({ roles: ['TEACHER'] })).id,
        studentId: (await app.createUser({ roles: ['STUDENT'] })).id,
        incidentDate: '2024-10-01',
        comment: 'Опоздал',
      },
    }),
  },
  { name: 'GET /complaint', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/complaint?includeArchived=1' }) },
  { name: 'GET /complaint/teacher/:id', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/complaint/teacher/1' }) },
  { name: 'GET /complaint/student/:id', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/complaint/student/1' }) },
  {
    name: 'GET /complaint/:id',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'get', path: `/api/complaint/${await complaintOf(app)}` }),
  },
  {
    name: 'PATCH /complaint/:id',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/complaint/${await complaintOf(app)}`, body: { comment: 'Новое' } }),
  },
  {
    name: 'PATCH /complaint/:id/archive',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/complaint/${await complaintOf(app)}/archive` }),
  },
  {
    name: 'PATCH /complaint/:id/unarchive',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/complaint/${await complaintOf(app)}/unarchive` }),
  },
  {
    name: 'DELETE /complaint/:id',
    allowed: ADMIN_ONLY,
    prepare: async (app) => ({ method: 'delete', path: `/api/complaint/${await complaintOf(app)}` }),
  },
  { name: 'GET /complaint/export.xlsx', allowed: ADMIN_ONLY, prepare: async () => ({ method: 'get', path: '/api/complaint/export.xlsx' }) },
];

roleTable('complaints: every call × every role', t, CALLS);
