import { bearer, useTestApp } from './harness';
import { download, insertDifficulty, people, sheetRows } from './factory';

const t = useTestApp();

const STUDENT_NOT_FOUND = 'Ученик с таким именем не найден! Попробуйте ввести его данные еще раз';

const create = (token: string, body: object) => t.http().post('/api/difficulty/create').set(bearer(token)).send(body);
async function list(token: string, query: Record<string, string | number> = {}) {
  const response = await t.http().get('/api/difficulty/').query(query).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body as { items: { id: number; userId: number; notes: string }[]; total: number };
}
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe('POST /api/difficulty/create', () => {
  it('when a teacher reports a student’s difficulty, then 201 with the record, its people and the teacher as the author', async () => {
    const { teacher, otherTeacher, student } = await people(t);

    const response = await create(teacher.token, {
      userId: otherTeacher.id,
      studentId: student.id,
      notes: '  Не понимает дроби ',
      isArchived: false,
    });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: teacher.id,
      studentId: student.id,
      notes: 'Не понимает дроби',
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
      student: { id: student.id, second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' },
      author: { id: teacher.id, second_name: 'Иванов', first_name: 'Иван', last_name: 'Иванович' },
      studentInitials: 'Сидоров С. С.',
      authorInitials: 'Иванов И. И.',
    });
  });

  it('when an ADMIN names a teacher, then that teacher is the author; someone who is not a teacher is 400', async () => {
    const { admin, teacher, student } = await people(t);
    expect((await create(admin.token, { userId: teacher.id, studentId: student.id, notes: 'x' })).body.userId).toBe(teacher.id);
    expect((await create(admin.token, { studentId: student.id, notes: 'x' })).body.userId).toBe(admin.id);
    const wrong = await create(admin.token, { userId: student.id, studentId: student.id, notes: 'x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Преподаватель не найден');
  });

  it.each([
    ['no student', { studentId: undefined }, 'studentId', STUDENT_NOT_FOUND],
    ['student 0', { studentId: 0 }, 'studentId', STUDENT_NOT_FOUND],
    ['an unknown student', { studentId: 999999 }, 'studentId', STUDENT_NOT_FOUND],
    ['no description', { notes: undefined }, 'notes', 'Опишите проблему'],
    ['a blank description', { notes: '  ' }, 'notes', 'Опишите проблему'],
  ])('when sent with %s, then 400 with its message', async (_case, overrides, path, message) => {
    const { teacher, student } = await people(t);
    const response = await create(teacher.token, { studentId: student.id, notes: 'Проблема', ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('when the student is a teacher, then 400 with the same text', async () => {
    const { teacher, otherTeacher } = await people(t);
    expect((await create(teacher.token, { studentId: otherTeacher.id, notes: 'x' })).body.message).toBe(STUDENT_NOT_FOUND);
  });
});

describe('GET /api/difficulty', () => {
  it('when an ADMIN or MODERATOR lists, then every active record, newest first, with the total; a TEACHER sees their own', async () => {
    const { admin, moderator, teacher, otherTeacher, student, otherStudent } = await people(t);
    const d1 = await insertDifficulty(t, teacher, student);
    const d2 = await insertDifficulty(t, otherTeacher, student);
    const d3 = await insertDifficulty(t, teacher, otherStudent);
    await insertDifficulty(t, teacher, student, { isArchived: true });

    for (const token of [admin.token, moderator.token]) expect(await list(token)).toMatchObject({ total: 3 });
    expect(ids(await list(admin.token))).toEqual([d3, d2, d1]);
    const own = await list(teacher.token, { teacherId: otherTeacher.id });
    expect(ids(own)).toEqual([d3, d1]);
    expect(own.total).toBe(2);
  });

  it('when archived=1, then the archived ones (ADMIN only: 403 for the others)', async () => {
    const { admin, moderator, teacher, student } = await people(t);
    await insertDifficulty(t, teacher, student);
    const archived = await insertDifficulty(t, teacher, student, { isArchived: true });
    for (const value of ['1', 'true']) expect(ids(await list(admin.token, { archived: value }))).toEqual([archived]);
    for (const token of [moderator.token, teacher.token]) {
      expect((await t.http().get('/api/difficulty').query({ archived: 1 }).set(bearer(token))).status).toBe(403);
    }
  });

  it('when paged, filtered and sorted, then that window with the full total', async () => {
    const { admin, teacher, otherTeacher, student, otherStudent } = await people(t);
    const d1 = await insertDifficulty(t, teacher, student, { notes: 'Пропускает занятия' });
    const d2 = await insertDifficulty(t, otherTeacher, otherStudent, { notes: 'Не делает домашние задания' });
    const d3 = await insertDifficulty(t, teacher, otherStudent, { notes: 'Шумит' });

    expect(await list(admin.token, { page: 2, limit: 2 })).toMatchObject({ total: 3, items: [{ id: d1 }] });
    expect(ids(await list(admin.token, { limit: -1 }))).toEqual([d3, d2, d1]);
    expect(ids(await list(admin.token, { studentId: otherStudent.id }))).toEqual([d3, d2]);
    expect(ids(await list(admin.token, { teacherId: otherTeacher.id }))).toEqual([d2]);
    expect(ids(await list(admin.token, { q: 'кузн' }))).toEqual([d3, d2]);
    expect(ids(await list(admin.token, { q: 'домашние' }))).toEqual([d2]);
    expect(ids(await list(admin.token, { sort: 'id', order: 'asc' }))).toEqual([d1, d2, d3]);
    expect(ids(await list(admin.token, { sort: 'author' }))).toEqual([d1, d3, d2]);
    expect((await t.http().get('/api/difficulty').query({ sort: 'notes' }).set(bearer(admin.token))).status).toBe(400);
  });
});

describe('PUT /api/difficulty/:id (archive) and DELETE /api/difficulty/:id', () => {
  it('when the author archives, then 200 with isArchived; another teacher gets 404', async () => {
    const { admin, teacher, otherTeacher, student } = await people(t);
    const id = await insertDifficulty(t, teacher, student);
    expect((await t.http().put(`/api/difficulty/${id}`).set(bearer(otherTeacher.token))).status).toBe(404);
    const response = await t.http().put(`/api/difficulty/${id}`).set(bearer(teacher.token));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, isArchived: true });
    expect((await list(admin.token)).total).toBe(0);
    expect(ids(await list(admin.token, { archived: 1 }))).toEqual([id]);
  });

  it('when an ADMIN deletes, then 200 with the record and it is gone; again 404', async () => {
    const { admin, teacher, student } = await people(t);
    const id = await insertDifficulty(t, teacher, student);
    const response = await t.http().delete(`/api/difficulty/${id}`).set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(id);
    expect((await list(admin.token)).total).toBe(0);
    const again = await t.http().delete(`/api/difficulty/${id}`).set(bearer(admin.token));
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Запись не найдена', code: 'NOT_FOUND' });
  });
});

describe('GET /api/difficulty/export.xlsx', () => {
  it('when an ADMIN downloads, then sheet "data" with Учитель, Ученик, Комментарий, Дата создания and the filtered rows', async () => {
    const { admin, teacher, student } = await people(t);
    await insertDifficulty(t, teacher, student, { notes: 'Первая' });
    await insertDifficulty(t, teacher, student, { notes: 'Вторая' });
    await insertDifficulty(t, teacher, student, { notes: 'Архивная', isArchived: true });

    const read = async (query: Record<string, number>) => {
      const response = await download(t, admin.token, '/api/difficulty/export.xlsx', query);
      expect(response.status).toBe(200);
      const { names, rows } = await sheetRows(response.body as Buffer);
      expect(names).toEqual(['data']);
      return { rows, disposition: response.headers['content-disposition'] };
    };

    const active = await read({});
    expect(active.disposition).toContain('filename="difficulties.xlsx"');
    expect(active.rows).toEqual([
      ['Учитель', 'Ученик', 'Комментарий', 'Дата создания'],
      ['Иванов Иван Иванович', 'Сидоров Семён Семёнович', 'Вторая', expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/)],
      ['Иванов Иван Иванович', 'Сидоров Семён Семёнович', 'Первая', expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/)],
    ]);
    const archived = await read({ archived: 1 });
    expect(archived.disposition).toContain('filename="difficulties-archive.xlsx"');
    expect(archived.rows.slice(1).map((row) => row[2])).toEqual(['Архивная']);
  });
});
