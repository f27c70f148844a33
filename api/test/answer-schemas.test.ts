import type supertest from 'supertest';
import { received, routeOf, verdictOn, type ReceivedAnswer } from './answer-check';
import { aLesson, aWorld, insertAchievement, insertCompensation, insertComplaint, insertDifficulty, insertLateness } from './factory';
import { bearer, routeDefinitions, useTestApp } from './harness';

/**
 * Real answers held to the schemas their routes declare (the OpenAPI document's answers): one
 * call or more per resource. API_CHECK_ANSWERS does the same over every answer of the suite.
 */
const t = useTestApp();
const routes = routeDefinitions();

/** The answer is the route's declared success, and matches its schema. */
function expectAsDeclared(response: supertest.Response): void {
  const answer = received(response);
  const definition = routeOf(routes, answer.method, answer.url);
  expect({ url: answer.url, status: response.status }).toEqual({ url: answer.url, status: definition?.status ?? 200 });
  expect({ url: answer.url, problem: verdictOn(routes, answer)?.problem }).toEqual({ url: answer.url, problem: null });
}

describe('answers match the schemas their routes declare', () => {
  it('when every resource is read, written and listed, then each answer matches its schema exactly', async () => {
    const w = await aWorld(t);
    const admin = bearer(w.admin);
    const student = await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров' });
    const teacher = bearer(w.teacher.token);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', students: [student.id] });
    await insertAchievement(t, w.teacher, student);
    await insertAchievement(t, w.teacher, student, { points: null, maxPoints: null, checkType: 'Домашняя работа' });
    const difficulty = await insertDifficulty(t, w.teacher, student);
    const compensation = await insertCompensation(t, { teacher: w.teacher, student, subject: w.subject });
    const complaint = await insertComplaint(t, { teacher: w.teacher, author: student, student });
    const lateness = await insertLateness(t, w.teacher);
    const http = t.http();

    const calls = [
      http.get('/api/health'),
      http.post('/api/auth/login').send({ username: student.username, password: student.password }),
      http.get('/api/users').set(admin),
      http.get(`/api/users/${student.id}`).set(admin),
      http.get('/api/users/teachers').set(admin),
      http.get('/api/subjects').set(admin),
      http.get('/api/group-types').set(admin),
      http.get(`/api/services/${w.service.id}?includeGroupType=true`).set(admin),
      http.get('/api/achivements?limit=0').set(admin),
      http.get('/api/achivements/monthly-reports?year=2024').set(admin),
      http.get('/api/difficulty').set(admin),
      http.put(`/api/difficulty/${difficulty}`).set(admin),
      http.get('/api/statistics').set(teacher),
      http.post('/api/statistics').set(admin).send({ startDate: '2024-09-01', endDate: '2024-10-31', grouping: 'month', metric: 'app' }),
      http.get('/api/filials?includeCabinets=true').set(admin),
      http.get(`/api/filials/${w.filial.id}?includeRelations=true`).set(admin),
      http.get(`/api/filials/${w.filial.id}/working-hours`).set(admin),
      http.get(`/api/cabinets/${w.cabinet.id}?includeRelations=true`).set(admin),
      http.get('/api/cabinets/stats/summary').set(admin),
      http.get('/api/cabinets/utilization/stats').set(admin),
      http.get(`/api/classes/${w.klass.id}`).set(admin),
      http.get(`/api/schedule/${lesson.id}`).set(admin),
      http.get(`/api/schedule/filial/${w.filial.id}/week`).set(admin),
      http.get('/api/schedule/utilization/stats').set(admin),
      http.get(`/api/schedule/teacher/${w.teacher.id}/week`).set(teacher),
      http.get(`/api/schedule/student/${student.id}/week`).set(admin),
      http.get(`/api/schedule/${lesson.id}/students/count`).set(admin),
      http.get('/api/compensation').set(admin),
      http.get(`/api/compensation/${compensation}`).set(admin),
      http.get(`/api/complaint/${complaint}`).set(admin),
      http.get('/api/teacher-lateness').set(admin),
      http.get(`/api/teacher-lateness/${lateness}`).set(admin),
      http.get('/api/feedback').set(admin),
      http.get('/api/teacher-lateness/export.xlsx').set(admin),
      http.get('/api/openapi.json'),
    ];
    for (const call of calls) expectAsDeclared(await call);

    const feedback = await http
      .post('/api/feedback')
      .set(bearer(student.token))
      .field('surname', 'Сидоров')
      .field('studentId', student.id)
      .field('note', 'Спасибо');
    expectAsDeclared(feedback);
    expectAsDeclared(await http.get(`/api/feedback/${feedback.body.id}`).set(admin));

    // the centre's money
    const rate = await http.post('/api/salary/rates').set(admin).send({ kind: 'student', amount: 0.1 });
    expectAsDeclared(rate);
    const payment = await http
      .post('/api/payments')
      .set(admin)
      .send({ studentId: student.id, amount: 1750.5, date: '2024-10-01', method: 'card' });
    expectAsDeclared(payment);
    for (const call of [
      http.get('/api/salary/rates').set(admin),
      http.put(`/api/salary/rates/${rate.body.id}`).set(admin).send({ kind: 'hour', amount: 1000 }),
      http.get('/api/salary?month=2024-10').set(admin),
      http.get(`/api/salary/teacher/${w.teacher.id}?month=2024-10`).set(teacher),
      http.post('/api/salary/close').set(admin).send({ month: '2024-10' }),
      http.post('/api/salary/reopen').set(admin).send({ month: '2024-10' }),
      http.get('/api/payments').set(admin),
      http.get(`/api/balance/student/${student.id}`).set(bearer(student.token)),
      http.get('/api/balance/debtors').set(admin),
      http.get('/api/payments/export.xlsx').set(admin),
      http.delete(`/api/payments/${payment.body.id}`).set(admin),
      http.delete(`/api/salary/rates/${rate.body.id}`).set(admin),
    ]) {
      expectAsDeclared(await call);
    }

    const feed = await http.post('/api/calendar/feed').set(bearer(student.token));
    expectAsDeclared(feed);
    expectAsDeclared(await http.get(new URL(feed.body.url).pathname));
  });

  it('when the check itself is given a wrong answer, then it says what is wrong', async () => {
    const subject = { id: 1, name: 'Физика', createdAt: '2025-01-31T10:00:00.000Z' };
    const answer = (body: unknown, overrides: Partial<ReceivedAnswer> = {}): ReceivedAnswer => ({
      method: 'GET',
      url: '/api/subjects/1',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body,
      ...overrides,
    });
    expect(verdictOn(routes, answer(subject))).toEqual({ call: 'GET /subjects/:id 200', problem: null });
    // A field the schema does not name, a missing one, a date that is not a timestamp:
    expect(verdictOn(routes, answer({ ...subject, extra: true }))?.problem).toContain('extra');
    expect(verdictOn(routes, answer({ id: 1, name: 'Физика' }))?.problem).toContain('createdAt');
    expect(verdictOn(routes, answer({ ...subject, createdAt: '31.01.2025' }))?.problem).toContain('createdAt');
    // An error answer is held to the error body, a download to its file type.
    expect(verdictOn(routes, answer({ message: 'Нет' }, { status: 404 }))?.problem).toContain('code');
    const xlsx = { url: '/api/complaint/export.xlsx', contentType: 'application/json', body: {} };
    expect(verdictOn(routes, answer(undefined, xlsx))?.problem).toContain('spreadsheetml');
  });
});
