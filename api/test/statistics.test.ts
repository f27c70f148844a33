import { bearer, useTestApp } from './harness';
import { insertAchievement, people, type People } from './factory';

const t = useTestApp();

/**
 * A hand-built data set; the expected numbers below are worked out by hand from it.
 *
 *       lesson date           teacher       student       subject     check type       points  ratio
 *   r1  2024-09-02 (Mon)      teacher       student       Физика      Контрольная      7/10    0.70
 *   r2  2024-09-02 (Mon)      otherTeacher  otherStudent  Химия       Контрольная      3/4     0.75
 *   r3  2024-09-04 (Wed)      teacher       otherStudent  Физика      Домашняя работа  –       (not graded)
 *   r4  2024-09-10 (Tue)      teacher       student       Физика      Контрольная      0/0     (max 0: not in app/gpa)
 *   r5  2024-10-01            otherTeacher  student       Математика  Пробный экзамен  10/10   1.00
 *   r6  2024-09-03            teacher       student       Физика      Контрольная      5/10    archived: never counted
 *   r7  2025-09-01            teacher       student       Физика      Контрольная      1/2     0.50
 *   r8  2024-08-31 (Sat)      teacher       student       Физика      Контрольная      2/8     0.25
 */
async function dataset(p: People): Promise<void> {
  const { teacher, otherTeacher, student, otherStudent } = p;
  await insertAchievement(t, teacher, student, { lessonDate: '2024-09-02', points: 7, maxPoints: 10 });
  await insertAchievement(t, otherTeacher, otherStudent, { lessonDate: '2024-09-02', subject: 'Химия', points: 3, maxPoints: 4 });
  await insertAchievement(t, teacher, otherStudent, {
    lessonDate: '2024-09-04',
    checkType: 'Домашняя работа',
    points: null,
    maxPoints: null,
  });
  await insertAchievement(t, teacher, student, { lessonDate: '2024-09-10', points: 0, maxPoints: 0 });
  await insertAchievement(t, otherTeacher, student, {
    lessonDate: '2024-10-01',
    subject: 'Математика',
    checkType: 'Пробный экзамен',
    points: 10,
    maxPoints: 10,
  });
  await insertAchievement(t, teacher, student, { lessonDate: '2024-09-03', points: 5, maxPoints: 10, isArchived: true });
  await insertAchievement(t, teacher, student, { lessonDate: '2025-09-01', points: 1, maxPoints: 2 });
  await insertAchievement(t, teacher, student, { lessonDate: '2024-08-31', points: 2, maxPoints: 8 });
}

async function stats(token: string, body: Record<string, unknown>) {
  const response = await t.http().post('/api/statistics').set(bearer(token)).send(body);
  expect(response.status).toBe(200);
  return response.body as { labels: string[]; values: (number | null)[] };
}

describe('POST /api/statistics — periods and metrics', () => {
  it('when grouped by day, then one label per day in the range and empty days as null (app, gpa) or 0 (nr)', async () => {
    const p = await people(t);
    await dataset(p);
    const range = { startDate: '2024-09-01', endDate: '2024-09-05', grouping: 'day' };
    const labels = ['01.09.2024', '02.09.2024', '03.09.2024', '04.09.2024', '05.09.2024'];

    expect(await stats(p.admin.token, { ...range, metric: 'app' })).toEqual({ labels, values: [null, 72.5, null, null, null] });
    expect(await stats(p.admin.token, { ...range, metric: 'gpa' })).toEqual({ labels, values: [null, 3.63, null, null, null] });
    expect(await stats(p.admin.token, { ...range, metric: 'nr' })).toEqual({ labels, values: [0, 2, 0, 1, 0] });
  });

  it('when grouped by week, then weeks labelled by their Monday, from the week holding the start date', async () => {
    const p = await people(t);
    await dataset(p);
    // 1 September 2024 is a Sunday: its week starts on 26 August; r8 (31 August) is before the range
    const range = { startDate: '2024-09-01', endDate: '2024-09-30', grouping: 'week' };
    const labels = ['26.08.2024', '02.09.2024', '09.09.2024', '16.09.2024', '23.09.2024', '30.09.2024'];

    expect(await stats(p.admin.token, { ...range, metric: 'app' })).toEqual({ labels, values: [null, 72.5, null, null, null, null] });
    expect(await stats(p.admin.token, { ...range, metric: 'nr' })).toEqual({ labels, values: [0, 3, 1, 0, 0, 0] });
  });

  it('when grouped by month, then MM.yyyy labels', async () => {
    const p = await people(t);
    await dataset(p);
    const range = { startDate: '2024-08-01', endDate: '2024-10-31', grouping: 'month' };
    const labels = ['08.2024', '09.2024', '10.2024'];

    expect(await stats(p.admin.token, { ...range, metric: 'app' })).toEqual({ labels, values: [25, 72.5, 100] });
    expect(await stats(p.admin.token, { ...range, metric: 'gpa' })).toEqual({ labels, values: [1.25, 3.63, 5] });
    expect(await stats(p.admin.token, { ...range, metric: 'nr' })).toEqual({ labels, values: [1, 4, 1] });
  });

  it('when grouped by year, then school years (September to August) labelled YYYY-YYYY', async () => {
    const p = await people(t);
    await dataset(p);
    const range = { startDate: '2023-10-01', endDate: '2025-09-30', grouping: 'year' };
    const labels = ['2023-2024', '2024-2025', '2025-2026'];

    // 2024-2025: (0.70 + 0.75 + 1.00) / 3 × 100 = 81.666… → 81.67
    expect(await stats(p.admin.token, { ...range, metric: 'app' })).toEqual({ labels, values: [25, 81.67, 50] });
    expect(await stats(p.admin.token, { ...range, metric: 'gpa' })).toEqual({ labels, values: [1.25, 4.08, 2.5] });
    expect(await stats(p.admin.token, { ...range, metric: 'nr' })).toEqual({ labels, values: [1, 5, 1] });
  });

  it('when grouping and metric are left out, then day and app', async () => {
    const p = await people(t);
    await dataset(p);
    expect(await stats(p.admin.token, { startDate: '2024-09-02', endDate: '2024-09-02' })).toEqual({
      labels: ['02.09.2024'],
      values: [72.5],
    });
  });

  it('when a ratio does not end, then the value is rounded to 2 decimals', async () => {
    const p = await people(t);
    await insertAchievement(t, p.teacher, p.student, { lessonDate: '2026-01-15', points: 1, maxPoints: 3 });
    const range = { startDate: '2026-01-15', endDate: '2026-01-15' };
    expect((await stats(p.admin.token, { ...range, metric: 'app' })).values).toEqual([33.33]);
    expect((await stats(p.admin.token, { ...range, metric: 'gpa' })).values).toEqual([1.67]);
  });

  it('when dates come as ISO timestamps, then their calendar dates are used', async () => {
    const p = await people(t);
    await dataset(p);
    const result = await stats(p.admin.token, { startDate: '2024-09-02T00:00:00.000Z', endDate: '2024-09-03T00:00:00.000Z', metric: 'nr' });
    expect(result).toEqual({ labels: ['02.09.2024', '03.09.2024'], values: [2, 0] });
  });
});

describe('POST /api/statistics — filters', () => {
  it.each([
    ['teacher', (p: People) => ({ teacher: p.otherTeacher.id, grouping: 'month', metric: 'nr' }), [1, 1]],
    ['subject', () => ({ subject: 'Физика', grouping: 'month', metric: 'app' }), [70, null]],
    ['check type', () => ({ checkType: 'Домашняя работа', grouping: 'month', metric: 'nr' }), [1, 0]],
    ['another check type', () => ({ checkType: 'Пробный экзамен', grouping: 'month', metric: 'app' }), [null, 100]],
    ['student', (p: People) => ({ student: p.otherStudent.id, grouping: 'month', metric: 'nr' }), [2, 0]],
    [
      'student and teacher',
      (p: People) => ({ student: p.student.id, teacher: p.otherTeacher.id, grouping: 'month', metric: 'app' }),
      [null, 100],
    ],
    [
      'student, subject and check type',
      (p: People) => ({ student: p.student.id, subject: 'Физика', checkType: 'Контрольная', metric: 'nr', grouping: 'month' }),
      [2, 0],
    ],
    ['teacher and subject', (p: People) => ({ teacher: p.teacher.id, subject: 'Физика', grouping: 'month', metric: 'nr' }), [3, 0]],
    ['empty filters', () => ({ subject: '', student: '', teacher: null, checkType: '', grouping: 'month', metric: 'nr' }), [4, 1]],
  ] as const)('when filtered by %s (September–October 2024), then only those achievements count', async (_name, filters, values) => {
    const p = await people(t);
    await dataset(p);
    const result = await stats(p.admin.token, { startDate: '2024-09-01', endDate: '2024-10-31', ...filters(p) });
    expect(result).toEqual({ labels: ['09.2024', '10.2024'], values });
  });

  it('when a TEACHER asks for another teacher, then they get their own numbers (pinned to their id)', async () => {
    const p = await people(t);
    await dataset(p);
    const body = { startDate: '2024-09-01', endDate: '2024-10-31', grouping: 'month', metric: 'nr' };
    const pinned = await stats(p.teacher.token, { ...body, teacher: p.otherTeacher.id });
    expect(pinned.values).toEqual([3, 0]);
    expect((await stats(p.teacher.token, body)).values).toEqual([3, 0]);
    expect((await stats(p.otherTeacher.token, body)).values).toEqual([1, 1]);
    expect((await stats(p.admin.token, { ...body, teacher: p.otherTeacher.id })).values).toEqual([1, 1]);
  });
});

describe('POST /api/statistics — validation', () => {
  it.each([
    ['no dates', {}, 'Пожалуйста, выберите диапазон дат'],
    ['no end date', { startDate: '2024-09-01' }, 'Пожалуйста, выберите диапазон дат'],
    ['no start date', { endDate: '2024-09-01' }, 'Пожалуйста, выберите диапазон дат'],
    ['empty dates', { startDate: '', endDate: null }, 'Пожалуйста, выберите диапазон дат'],
    ['a date that is not one', { startDate: '2024-02-30', endDate: '2024-03-01' }, 'Пожалуйста, выберите диапазон дат'],
    ['start after end', { startDate: '2024-09-02', endDate: '2024-09-01' }, 'Дата начала не может быть позже даты окончания'],
    ['an unknown grouping', { startDate: '2024-09-01', endDate: '2024-09-02', grouping: 'hour' }, 'grouping: day, week, month или year'],
    ['an unknown metric', { startDate: '2024-09-01', endDate: '2024-09-02', metric: 'max' }, 'metric: app, gpa, nr или att'],
    ['an unknown check type', { startDate: '2024-09-01', endDate: '2024-09-02', checkType: 'Зачёт' }, 'Неизвестный тип проверки'],
    [
      'too many days',
      { startDate: '1990-01-01', endDate: '2024-01-01', grouping: 'day' },
      'Слишком большой диапазон дат для выбранной группировки',
    ],
  ])('when sent with %s, then 400 "%s"', async (_case, body, message) => {
    const { admin } = await people(t);
    const response = await t.http().post('/api/statistics').set(bearer(admin.token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toBe(message);
  });

  it('when the same long range is grouped by month, then it is fine', async () => {
    const { admin } = await people(t);
    const result = await stats(admin.token, { startDate: '1990-01-01', endDate: '2024-01-01', grouping: 'month', metric: 'nr' });
    expect(result.labels).toHaveLength(34 * 12 + 1);
    expect(result.values.every((value) => value === 0)).toBe(true);
  });
});

describe('GET /api/statistics', () => {
  it('when an ADMIN asks, then every student with active achievements as {total, items: [{id, fullName}]} by surname', async () => {
    const p = await people(t);
    await dataset(p);
    const onlyArchived = await t.createUser({ roles: ['STUDENT'], second_name: 'Архипов' });
    await insertAchievement(t, p.teacher, onlyArchived, { isArchived: true });

    const response = await t.http().get('/api/statistics').set(bearer(p.admin.token));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      total: 2,
      items: [
        { id: p.otherStudent.id, fullName: 'Кузнецова Ольга Игоревна' },
        { id: p.student.id, fullName: 'Сидоров Семён Семёнович' },
      ],
    });
  });

  it('when a TEACHER asks, then only the students of their own achievements', async () => {
    const p = await people(t);
    await insertAchievement(t, p.otherTeacher, p.otherStudent);
    await insertAchievement(t, p.teacher, p.student);
    await insertAchievement(t, p.teacher, p.student, { lessonDate: '2020-01-01' });
    const response = await t.http().get('/api/statistics').set(bearer(p.teacher.token));
    expect(response.body).toEqual({ total: 1, items: [{ id: p.student.id, fullName: 'Сидоров Семён Семёнович' }] });
  });
});
