import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { bearer, useTestApp } from './harness';
import { achievementBody, insertAchievement, people } from './factory';

const t = useTestApp();

const STUDENT_NOT_FOUND = 'Ученик с таким именем не найден! Попробуйте ввести его данные еще раз';
const POINTS_ABOVE_MAX = 'Количество баллов не может привышать максимальный балл';

const create = (token: string, body: object) => t.http().post('/api/achivements/create').set(bearer(token)).send(body);
const update = (token: string, body: object) => t.http().put('/api/achivements/update').set(bearer(token)).send(body);
const archive = (token: string, id: number) => t.http().put(`/api/achivements/${id}`).set(bearer(token));
const list = (token: string, query: Record<string, string | number> = {}) =>
  t.http().get('/api/achivements/').query(query).set(bearer(token));

async function subjectOf(userId: number): Promise<string | null> {
  const [row] = await t.db.select({ subject: users.subject }).from(users).where(eq(users.id, userId));
  return row?.subject ?? null;
}

describe('POST /api/achivements/create', () => {
  it('when a teacher sends a valid report, then 201 with every field of docs/product/data.md and the teacher as the author', async () => {
    const { teacher, student } = await people(t);

    const response = await create(teacher.token, achievementBody(student, { userId: 999 }));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: teacher.id,
      studentId: student.id,
      student: { id: student.id, second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' },
      author: { id: teacher.id, second_name: 'Иванов', first_name: 'Иван', last_name: 'Иванович' },
      authorInitials: 'Иванов И. И.',
      studentInitials: 'Сидоров С. С.',
      lessonDate: '2024-10-01',
      lessonTheme: 'Законы Ньютона',
      notes: 'Молодец',
      points: 7,
      maxPoints: 10,
      checkType: 'Контрольная',
      subject: 'Физика',
      isArchived: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      discipline: 'Физика',
      disciplineFormatted: 'Физика (Иванов И. И.)',
      summaryPoints: '7 / 10',
    });
    // the list (a page by ids) and the single report (joined select) answer the same item
    expect((await list(teacher.token, { limit: 10 })).body.achives).toEqual([response.body]);
    expect((await list(teacher.token, { limit: -1 })).body.achives).toEqual([response.body]);
  });

  it('when the lesson date comes as an ISO timestamp, then it is stored and answered as YYYY-MM-DD', async () => {
    const { teacher, student } = await people(t);
    const response = await create(teacher.token, achievementBody(student, { lessonDate: '2024-10-05T00:00:00.000Z' }));
    expect(response.status).toBe(201);
    expect(response.body.lessonDate).toBe('2024-10-05');
  });

  it('when the student is not graded (points and maxPoints null), then both are null and summaryPoints is empty', async () => {
    const { teacher, student } = await people(t);
    const response = await create(teacher.token, achievementBody(student, { points: null, maxPoints: null, notes: '' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ points: null, maxPoints: null, summaryPoints: '', notes: null });
  });

  it('when scores have decimals or come as text, then they are numbers (7.5 / 10)', async () => {
    const { teacher, student } = await people(t);
    const response = await create(teacher.token, achievementBody(student, { points: '7,5', maxPoints: '10' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ points: 7.5, maxPoints: 10, summaryPoints: '7.5 / 10' });
  });

  it('when the check type is the short name of the statistics filter, then the full name is stored', async () => {
    const { teacher, student } = await people(t);
    const response = await create(teacher.token, achievementBody(student, { checkType: 'Итоговое тестирование' }));
    expect(response.body.checkType).toBe('Итоговое тестирование (последний тест)');
  });

  it('when points equal max points, or both are 0, then it is accepted', async () => {
    const { teacher, student } = await people(t);
    expect((await create(teacher.token, achievementBody(student, { points: 10, maxPoints: 10 }))).status).toBe(201);
    expect((await create(teacher.token, achievementBody(student, { points: 0, maxPoints: 0 }))).body.summaryPoints).toBe('0 / 0');
  });

  it.each([
    ['points above max points', { points: 11, maxPoints: 10 }, 'points', POINTS_ABOVE_MAX],
    ['no student', { studentId: undefined }, 'studentId', STUDENT_NOT_FOUND],
    ['student 0 (not picked from the list)', { studentId: 0 }, 'studentId', STUDENT_NOT_FOUND],
    ['no lesson date', { lessonDate: undefined }, 'lessonDate', 'Укажите дату урока'],
    ['an impossible lesson date', { lessonDate: '2024-02-30' }, 'lessonDate', 'Укажите дату урока'],
    ['a blank topic', { lessonTheme: '   ' }, 'lessonTheme', 'Укажите тему урока'],
    ['no check type', { checkType: undefined }, 'checkType', 'Выберите тип проверки'],
    ['an unknown check type', { checkType: 'Зачёт' }, 'checkType', 'Выберите тип проверки'],
    ['no subject', { subject: '' }, 'subject', 'Укажите предмет'],
    ['negative points', { points: -1 }, 'points', 'Баллы — число не меньше 0'],
    ['negative max points', { maxPoints: -1, points: 0 }, 'maxPoints', 'Максимальный балл — число не меньше 0'],
    ['points that are not a number', { points: 'семь' }, 'points', 'Баллы — число не меньше 0'],
    [
      'points without max points',
      { maxPoints: null },
      'maxPoints',
      'Укажите и баллы, и максимальный балл или отметьте «Не оценивать ученика»',
    ],
    ['max points without points', { points: null }, 'points', 'Укажите и баллы, и максимальный балл или отметьте «Не оценивать ученика»'],
  ])('when sent with %s, then 400 with its message (%j at %s)', async (_case, overrides, path, message) => {
    const { teacher, student } = await people(t);
    const response = await create(teacher.token, achievementBody(student, overrides));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it.each([
    ['does not exist', async () => ({ id: 999999 })],
    ['is not a student', async () => t.createUser({ roles: ['TEACHER'] })],
  ])('when the student %s, then 400 with the docs/product/rules.md text', async (_case, makeStudent) => {
    const { teacher } = await people(t);
    const response = await create(teacher.token, achievementBody(await makeStudent()));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: STUDENT_NOT_FOUND,
      code: 'VALIDATION',
      errors: [{ path: 'studentId', message: STUDENT_NOT_FOUND }],
    });
  });

  it('when a user whose later role is STUDENT is picked, then they count as a student', async () => {
    const { teacher } = await people(t);
    const both = await t.createUser({ roles: ['TEACHER', 'STUDENT'] });
    expect((await create(teacher.token, achievementBody(both))).status).toBe(201);
  });

  it('when an ADMIN names a teacher as userId, then that teacher is the author; a non-teacher is 400', async () => {
    const { admin, moderator, teacher, student } = await people(t);
    const forTeacher = await create(admin.token, achievementBody(student, { userId: teacher.id }));
    expect(forTeacher.status).toBe(201);
    expect(forTeacher.body.userId).toBe(teacher.id);

    const own = await create(moderator.token, achievementBody(student));
    expect(own.body.userId).toBe(moderator.id);

    const notTeacher = await create(admin.token, achievementBody(student, { userId: student.id }));
    expect(notTeacher.status).toBe(400);
    expect(notTeacher.body).toMatchObject({ message: 'Преподаватель не найден', errors: [{ path: 'userId' }] });
  });
});

describe('the first achievement sets the teacher’s subject (docs/product/lifecycle.md)', () => {
  it('when a teacher without a subject saves a report, then their profile takes its subject; later reports do not change it', async () => {
    const { teacher, student } = await people(t);
    expect(await subjectOf(teacher.id)).toBeNull();

    await create(teacher.token, achievementBody(student, { subject: 'Химия' }));
    expect(await subjectOf(teacher.id)).toBe('Химия');

    await create(teacher.token, achievementBody(student, { subject: 'Физика' }));
    expect(await subjectOf(teacher.id)).toBe('Химия');
  });

  it('when the teacher already has a subject, then it stays', async () => {
    const teacher = await t.createUser({ roles: ['TEACHER'], subject: 'Математика' });
    const student = await t.createUser({ roles: ['STUDENT'] });
    await create(teacher.token, achievementBody(student, { subject: 'Физика' }));
    expect(await subjectOf(teacher.id)).toBe('Математика');
  });

  it('when an ADMIN saves a report for a teacher without a subject, then the teacher’s subject is set, not the admin’s', async () => {
    const { admin, teacher, student } = await people(t);
    await create(admin.token, achievementBody(student, { userId: teacher.id, subject: 'История' }));
    expect(await subjectOf(teacher.id)).toBe('История');
    expect(await subjectOf(admin.id)).toBeNull();
  });

  it('when the teacher edits a report while their subject is empty, then the subject is set too', async () => {
    const { teacher, student } = await people(t);
    const id = await insertAchievement(t, teacher, student, { subject: 'Физика' });
    const response = await update(teacher.token, achievementBody(student, { id, subject: 'Биология' }));
    expect(response.status).toBe(200);
    expect(await subjectOf(teacher.id)).toBe('Биология');
  });

  it('when the report is refused, then the subject is not set (one transaction)', async () => {
    const { teacher, student } = await people(t);
    await create(teacher.token, achievementBody(student, { points: 11 }));
    await create(teacher.token, achievementBody({ id: 999999 }));
    expect(await subjectOf(teacher.id)).toBeNull();
  });
});

describe('PUT /api/achivements/update', () => {
  it('when the author sends the changed report with its id, then 200 with the updated report', async () => {
    const { teacher, student, otherStudent } = await people(t);
    const id = await insertAchievement(t, teacher, student, { lessonDate: '2024-09-10' });

    const response = await update(
      teacher.token,
      achievementBody(otherStudent, {
        id,
        lessonDate: '2024-11-11',
        lessonTheme: 'Оптика',
        points: null,
        maxPoints: null,
        checkType: 'Домашняя работа',
        subject: 'Физика',
        notes: null,
        // what the list gave the client comes back too, and is ignored
        student: { id: 1 },
        authorInitials: 'X',
      }),
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      userId: teacher.id,
      studentId: otherStudent.id,
      studentInitials: 'Кузнецова О. И.',
      lessonDate: '2024-11-11',
      lessonTheme: 'Оптика',
      points: null,
      maxPoints: null,
      summaryPoints: '',
      checkType: 'Домашняя работа',
      notes: null,
      isArchived: false,
    });
  });

  it('when isArchived is sent or left out, then the archive state is kept (it changes only through the archive action)', async () => {
    const { admin, teacher, student } = await people(t);
    const id = await insertAchievement(t, teacher, student, { isArchived: true });
    expect((await update(admin.token, achievementBody(student, { id }))).body.isArchived).toBe(true);
    expect((await update(admin.token, achievementBody(student, { id, isArchived: false }))).body.isArchived).toBe(true);
  });

  it('when a teacher updates another teacher’s report, then 404 and nothing changes', async () => {
    const { teacher, otherTeacher, student } = await people(t);
    const id = await insertAchievement(t, otherTeacher, student, { lessonTheme: 'Старая' });
    const response = await update(teacher.token, achievementBody(student, { id, lessonTheme: 'Новая' }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Отчет не найден', code: 'NOT_FOUND' });
    const { body } = await list(otherTeacher.token);
    expect(body.achives[0].lessonTheme).toBe('Старая');
  });

  it('when a MODERATOR updates any report, then 200 and the author stays', async () => {
    const { moderator, teacher, student } = await people(t);
    const id = await insertAchievement(t, teacher, student);
    const response = await update(moderator.token, achievementBody(student, { id, userId: moderator.id }));
    expect(response.status).toBe(200);
    expect(response.body.userId).toBe(teacher.id);
  });

  it('when the id is missing or unknown, then 400 or 404; the rules of docs/product/rules.md apply as on create', async () => {
    const { teacher, student } = await people(t);
    const id = await insertAchievement(t, teacher, student);
    expect((await update(teacher.token, achievementBody(student))).status).toBe(400);
    expect((await update(teacher.token, achievementBody(student, { id: 999999 }))).status).toBe(404);
    const tooMany = await update(teacher.token, achievementBody(student, { id, points: 12, maxPoints: 10 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(POINTS_ABOVE_MAX);
    const noStudent = await update(teacher.token, achievementBody({ id: 999999 }, { id }));
    expect(noStudent.body.message).toBe(STUDENT_NOT_FOUND);
  });
});

describe('PUT /api/achivements/:id (archive) and DELETE /api/achivements/:id', () => {
  it('when the author archives a report, then 200 with isArchived true; it leaves the list and shows in the archive', async () => {
    const { admin, teacher, student } = await people(t);
    const id = await insertAchievement(t, teacher, student);

    const response = await archive(teacher.token, id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, isArchived: true, userId: teacher.id });
    expect((await list(teacher.token)).body).toEqual({ achives: [], total: 0 });
    const archived = await list(admin.token, { is_archived: 1 });
    expect(archived.body.achives.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(archived.body.total).toBe(1);
    // archiving again changes nothing
    expect((await archive(teacher.token, id)).body.isArchived).toBe(true);
  });

  it('when a teacher archives another teacher’s report, then 404 and it stays active', async () => {
    const { admin, teacher, otherTeacher, student } = await people(t);
    const id = await insertAchievement(t, otherTeacher, student);
    expect((await archive(teacher.token, id)).status).toBe(404);
    expect((await list(admin.token)).body.total).toBe(1);
  });

  it('when an ADMIN deletes a report, then 200 with the deleted report and it is gone from both lists', async () => {
    const { admin, teacher, student } = await people(t);
    const id = await insertAchievement(t, teacher, student, { isArchived: true });

    const response = await t.http().delete(`/api/achivements/${id}`).set(bearer(admin.token));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, isArchived: true });
    expect((await list(admin.token, { is_archived: 1 })).body).toEqual({ achives: [], total: 0 });
    expect((await t.http().delete(`/api/achivements/${id}`).set(bearer(admin.token))).status).toBe(404);
  });

  it.each(['abc', '0'])('when the id is %s, then 400', async (id) => {
    const { admin } = await people(t);
    expect((await t.http().put(`/api/achivements/${id}`).set(bearer(admin.token))).status).toBe(400);
  });
});

describe('a student who has reports', () => {
  it('when their user is deleted, then 409 (reports are kept, nothing is lost)', async () => {
    const { admin, teacher, student } = await people(t);
    await insertAchievement(t, teacher, student);
    const response = await t.http().delete(`/api/users/${student.id}`).set(bearer(admin.token));
    expect(response.status).toBe(409);
  });
});
