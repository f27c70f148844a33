import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import {
  monthStateAnswer,
  payRateAnswer,
  payRatesAnswer,
  salaryMonthAnswer,
  teacherSalaryAnswer,
  type AuditPage,
  type Lesson,
  type PayRate,
  type SalaryMonth,
  type TeacherSalary,
} from '@diary/common';
import { rowsOf } from '../src/db/client';
import { bearer, driver, useTestApp, type TestUser } from './harness';
import {
  ADMIN_ONLY,
  aClass,
  aLesson,
  aMoneyWorld,
  aService,
  aStudent,
  backdateLesson,
  centreToday,
  download,
  expectEveryRouteListed,
  expectStatus,
  isoWeekday,
  markLesson,
  putMarks,
  roleTable,
  shiftDate,
  type Call,
  type MoneyWorld,
} from './factory';

// docs/product/beyond.md §6: teachers' pay from the journal.
const t = useTestApp();

const postRate = (token: string, body: object) => t.http().post('/api/salary/rates').set(bearer(token)).send(body);
const aRate = (token: string, body: object) => expectStatus<PayRate>(postRate(token, body), 201);
const putRate = (token: string, id: number, body: object) => t.http().put(`/api/salary/rates/${id}`).set(bearer(token)).send(body);
const monthOf = (token: string, month: string) => t.http().get('/api/salary').query({ month }).set(bearer(token));
const teacherMonth = (token: string, teacherId: number, month: string) =>
  t.http().get(`/api/salary/teacher/${teacherId}`).query({ month }).set(bearer(token));
const close = (token: string, month: string) => t.http().post('/api/salary/close').set(bearer(token)).send({ month });
const reopen = (token: string, month: string) => t.http().post('/api/salary/reopen').set(bearer(token)).send({ month });

async function salary(token: string, month: string): Promise<SalaryMonth> {
  const answer = await expectStatus<SalaryMonth>(monthOf(token, month), 200);
  expect(salaryMonthAnswer.safeParse(answer).error).toBeUndefined();
  return answer;
}

async function teacherSalary(token: string, teacherId: number, month: string): Promise<TeacherSalary> {
  const answer = await expectStatus<TeacherSalary>(teacherMonth(token, teacherId, month), 200);
  expect(teacherSalaryAnswer.safeParse(answer).error).toBeUndefined();
  return answer;
}

/** The amounts of the teacher's held occurrences of the month, by date. */
const amounts = async (m: MoneyWorld) => (await teacherSalary(m.w.admin, m.w.teacher.id, m.month)).items.map((item) => item.amount);

/** The month's first date held: A present, B late, C absent. */
async function heldOnce(m: MoneyWorld): Promise<void> {
  const [a, b, c] = m.students;
  await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [
    [a, 'present'],
    [b, 'late'],
    [c, 'absent'],
  ]);
}

describe('pay rates', () => {
  it('when an ADMIN sets a default, a service, a teacher and a pair rate, then they are listed from the least specific, each once', async () => {
    const m = await aMoneyWorld(t);
    const pair = await aRate(m.w.admin, { teacherId: m.w.teacher.id, serviceId: m.w.service.id, kind: 'hour', amount: 1200 });
    const teacher = await aRate(m.w.admin, { teacherId: m.w.teacher.id, kind: 'student', amount: '150.5' });
    const service = await aRate(m.w.admin, { serviceId: m.w.service.id, teacherId: null, kind: 'lesson', amount: 0.1 });
    const fallback = await aRate(m.w.admin, { kind: 'lesson', amount: 1000000 });
    expect(payRateAnswer.safeParse(pair).error).toBeUndefined();
    expect(teacher).toEqual({ id: teacher.id, teacherId: m.w.teacher.id, serviceId: null, kind: 'student', amount: 150.5 });
    const list = await expectStatus<PayRate[]>(t.http().get('/api/salary/rates').set(bearer(m.w.admin)), 200);
    expect(payRatesAnswer.safeParse(list).error).toBeUndefined();
    expect(list).toEqual([fallback, service, teacher, pair]);
    expect(service.amount).toBe(0.1);
  });

  it('when a pair already has a rate, then a second one, or a change onto it, is refused with 409 «Ставка уже задана»', async () => {
    const m = await aMoneyWorld(t);
    await aRate(m.w.admin, { kind: 'lesson', amount: 1000 });
    await aRate(m.w.admin, { teacherId: m.w.teacher.id, kind: 'lesson', amount: 1000 });
    for (const body of [
      { kind: 'hour', amount: 5 },
      { teacherId: null, serviceId: '', kind: 'student', amount: 5 },
      { teacherId: m.w.teacher.id, kind: 'hour', amount: 5 },
    ]) {
      const refused = await postRate(m.w.admin, body);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 409,
        body: { message: 'Ставка уже задана', code: 'CONFLICT' },
      });
    }
    const other = await aRate(m.w.admin, { serviceId: m.w.service.id, kind: 'lesson', amount: 1 });
    const moved = await putRate(m.w.admin, other.id, { teacherId: m.w.teacher.id, kind: 'lesson', amount: 1 });
    expect([moved.status, moved.body.message]).toEqual([409, 'Ставка уже задана']);
    const changed = await expectStatus<PayRate>(
      putRate(m.w.admin, other.id, { serviceId: m.w.service.id, kind: 'hour', amount: 2.5 }),
      200,
    );
    expect(changed).toEqual({ ...other, kind: 'hour', amount: 2.5 });
    expect((await expectStatus<PayRate[]>(t.http().get('/api/salary/rates').set(bearer(m.w.admin)), 200)).length).toBe(3);
  });

  it.each([
    [{ kind: 'lesson', amount: 0 }, 'amount', 'Ставка — сумма больше 0 и не больше 1 000 000 ₽, не больше двух знаков после запятой'],
    [{ kind: 'lesson', amount: -5 }, 'amount', 'Ставка — сумма больше 0 и не больше 1 000 000 ₽, не больше двух знаков после запятой'],
    [
      { kind: 'lesson', amount: 1000000.01 },
      'amount',
      'Ставка — сумма больше 0 и не больше 1 000 000 ₽, не больше двух знаков после запятой',
    ],
    [{ kind: 'lesson', amount: 1.005 }, 'amount', 'Ставка — сумма больше 0 и не больше 1 000 000 ₽, не больше двух знаков после запятой'],
    [{ kind: 'lesson', amount: '12,5' }, 'amount', 'Ставка — сумма больше 0 и не больше 1 000 000 ₽, не больше двух знаков после запятой'],
    [{ kind: 'lesson' }, 'amount', 'Ставка — сумма больше 0 и не больше 1 000 000 ₽, не больше двух знаков после запятой'],
    [{ kind: 'month', amount: 5 }, 'kind', 'Вид ставки: lesson, student или hour'],
  ])('when a rate is %j, then 400 on %s', async (body, field, message) => {
    const admin = await t.loginAs('ADMIN');
    const response = await postRate(admin, body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path: field, message }]));
  });

  it('when the teacher is not a teacher or the service does not exist, then 400 with the Russian message; an unknown rate is 404', async () => {
    const m = await aMoneyWorld(t);
    const student = await postRate(m.w.admin, { teacherId: m.students[0].id, kind: 'lesson', amount: 5 });
    expect([student.status, student.body.message, student.body.errors]).toEqual([
      400,
      'Преподаватель не найден',
      [{ path: 'teacherId', message: 'Преподаватель не найден' }],
    ]);
    const service = await postRate(m.w.admin, { serviceId: 99999, kind: 'lesson', amount: 5 });
    expect([service.status, service.body.message]).toEqual([400, 'Услуга не найдена']);
    expect((await putRate(m.w.admin, 99999, { kind: 'lesson', amount: 5 })).status).toBe(404);
    const gone = await t.http().delete('/api/salary/rates/99999').set(bearer(m.w.admin));
    expect([gone.status, gone.body.message]).toEqual([404, 'Ставка не найдена']);
  });

  it('when a rate is created, changed and deleted, then each leaves an audit record of the salaryRate', async () => {
    const m = await aMoneyWorld(t);
    const rate = await aRate(m.w.admin, { kind: 'lesson', amount: 1000 });
    await expectStatus(putRate(m.w.admin, rate.id, { kind: 'lesson', amount: 1250.5 }), 200);
    expect(await expectStatus<PayRate>(t.http().delete(`/api/salary/rates/${rate.id}`).set(bearer(m.w.admin)), 200)).toEqual({
      ...rate,
      amount: 1250.5,
    });
    const history = await expectStatus<AuditPage>(
      t.http().get('/api/audit').query({ entity: 'salaryRate', entityId: rate.id }).set(bearer(m.w.admin)),
      200,
    );
    expect(history.items.map((record) => [record.action, record.changes])).toEqual([
      ['delete', { kind: ['lesson', null], amount: [1250.5, null] }],
      ['update', { amount: [1000, 1250.5] }],
      ['create', { kind: [null, 'lesson'], amount: [null, 1000] }],
    ]);
  });
});

describe('a month of pay', () => {
  it('when a lesson is held, then each kind of rate pays its amount: per lesson, per student present or late, per hour', async () => {
    const m = await aMoneyWorld(t);
    await heldOnce(m);
    const rate = await aRate(m.w.admin, { kind: 'lesson', amount: 1750.5 });
    const held = await teacherSalary(m.w.admin, m.w.teacher.id, m.month);
    expect(held).toEqual({
      month: m.month,
      closed: false,
      teacher: { id: m.w.teacher.id, fullName: 'Петров Пётр Петрович' },
      items: [
        {
          lessonId: m.lesson.id,
          date: m.dates[0],
          time_start: '10:00',
          subject: 'Физика',
          students: 2,
          hours: 1.5,
          rate: { kind: 'lesson', amount: 1750.5 },
          amount: 1750.5,
        },
      ],
      amount: 1750.5,
    });
    await expectStatus(putRate(m.w.admin, rate.id, { kind: 'student', amount: 120.25 }), 200);
    expect(await amounts(m)).toEqual([240.5]);
    await expectStatus(putRate(m.w.admin, rate.id, { kind: 'hour', amount: 1000 }), 200);
    expect(await amounts(m)).toEqual([1500]);
    // 333.33 × 1.5 h = 499.995: rounded to kopecks half up
    await expectStatus(putRate(m.w.admin, rate.id, { kind: 'hour', amount: 333.33 }), 200);
    expect(await amounts(m)).toEqual([500]);
    // the month sums the rounded occurrences: 2 × 500, not 2 × 499.995 rounded once (999.99)
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[1]!, [[m.students[0], 'present']]);
    expect((await salary(m.w.admin, m.month)).items.map((line) => [line.lessons, line.students, line.hours, line.amount])).toEqual([
      [2, 3, 3, 1000],
    ]);
    expect((await salary(m.w.admin, m.month)).total).toBe(1000);
    // 0.01 × 1.5 h = 0.015 → 0.02
    await expectStatus(putRate(m.w.admin, rate.id, { kind: 'hour', amount: 0.01 }), 200);
    expect(await amounts(m)).toEqual([0.02, 0.02]);
    expect((await salary(m.w.admin, m.month)).total).toBe(0.04);
  });

  it('when rates of every level exist, then the most specific wins: teacher and service, teacher, service, default; none → rate null, 0', async () => {
    const m = await aMoneyWorld(t);
    await heldOnce(m);
    expect((await teacherSalary(m.w.admin, m.w.teacher.id, m.month)).items.map((item) => [item.rate, item.amount])).toEqual([[null, 0]]);
    const fallback = await aRate(m.w.admin, { kind: 'lesson', amount: 100 });
    const service = await aRate(m.w.admin, { serviceId: m.w.service.id, kind: 'lesson', amount: 200 });
    const teacher = await aRate(m.w.admin, { teacherId: m.w.teacher.id, kind: 'lesson', amount: 300 });
    const pair = await aRate(m.w.admin, { teacherId: m.w.teacher.id, serviceId: m.w.service.id, kind: 'lesson', amount: 400 });
    // rates of others never apply
    const otherService = await aService(t, m.w.admin, { group_type_id: m.w.groupType.id, name: 'Другая' });
    await aRate(m.w.admin, { teacherId: m.w.teacher.id, serviceId: otherService.id, kind: 'lesson', amount: 999 });
    const otherTeacher = await t.createUser({ roles: ['TEACHER'] });
    await aRate(m.w.admin, { teacherId: otherTeacher.id, kind: 'lesson', amount: 888 });
    const seen: number[] = [];
    for (const rate of [pair, teacher, service, fallback]) {
      seen.push(...(await amounts(m)));
      await expectStatus(t.http().delete(`/api/salary/rates/${rate.id}`).set(bearer(m.w.admin)), 200);
    }
    seen.push(...(await amounts(m)));
    expect(seen).toEqual([400, 300, 200, 100, 0]);
  });

  it('when occurrences are unmarked, cancelled after marking, or of a lesson without a teacher, then they are not held; today marked is', async () => {
    const m = await aMoneyWorld(t);
    await aRate(m.w.admin, { kind: 'lesson', amount: 1000 });
    const [a] = m.students;
    await heldOnce(m);
    // dates[1] is marked, then cancelled; dates[2] stays unmarked
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[1]!, [[a, 'present']]);
    await expectStatus(
      t.http().post(`/api/journal/${m.lesson.id}/${m.dates[1]}/cancel`).set(bearer(m.w.admin)).send({ reason: 'Карантин' }),
      200,
    );
    // marked, but only absences: still held (a lesson given to an empty room), no students
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[3]!, [[a, 'excused']]);
    const month = await teacherSalary(m.w.admin, m.w.teacher.id, m.month);
    expect(month.items.map((item) => [item.date, item.students, item.amount])).toEqual([
      [m.dates[0], 2, 1000],
      [m.dates[3], 0, 1000],
    ]);
    expect(month.amount).toBe(2000);

    // a lesson of a class with two teachers and none chosen: held, but nobody's pay
    const pairClass = await aClass(t, m.w.admin, {
      subject_ids: [m.w.subject.id],
      teacher_ids: [(await t.createUser({ roles: ['TEACHER'] })).id, (await t.createUser({ roles: ['TEACHER'] })).id],
    });
    const student = await aStudent(t, 'Григорьев');
    const nobodys = await aLesson(t, m.w.admin, {
      ...m.w.base,
      class_id: pairClass.id,
      cabinet_id: m.w.otherCabinet.id,
      day_of_week: isoWeekday(m.today),
      time_start: '15:00',
      students: [student.id],
    });
    expect(nobodys.teacher_id).toBeNull();
    await backdateLesson(t, nobodys.id, 70);
    await markLesson(t, m.w.admin, nobodys.id, m.dates[0]!, [[student, 'present']]);
    expect((await salary(m.w.admin, m.month)).items.map((line) => line.teacher.id)).toEqual([m.w.teacher.id]);

    // today's lesson, once marked, is held in the current month
    const current = m.today.slice(0, 7);
    expect((await teacherSalary(m.w.admin, m.w.teacher.id, current)).items).toEqual([]);
    await markLesson(t, m.w.teacher.token, m.lesson.id, m.today, [[a, 'present']]);
    expect((await teacherSalary(m.w.admin, m.w.teacher.id, current)).items.map((item) => item.date)).toEqual([m.today]);
  });

  it('when two teachers held lessons, then the month has a line per teacher by surname, with lessons, students, hours and the total', async () => {
    const m = await aMoneyWorld(t);
    await aRate(m.w.admin, { kind: 'student', amount: 0.1 });
    const [a, b, c] = m.students;
    await heldOnce(m);
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[1]!, [
      [a, 'present'],
      [b, 'present'],
      [c, 'present'],
    ]);
    // Сидоров's lesson, 60 minutes, one student
    const lesson: Lesson = await aLesson(t, m.w.admin, {
      ...m.w.base,
      class_id: m.w.otherClass.id,
      cabinet_id: m.w.otherCabinet.id,
      day_of_week: isoWeekday(m.today),
      time_start: '12:00',
      students: [a.id],
    });
    await backdateLesson(t, lesson.id, 70);
    await markLesson(t, m.w.admin, lesson.id, m.dates[0]!, [[a, 'late']]);

    const month = await salary(m.w.admin, m.month);
    expect(month).toEqual({
      month: m.month,
      closed: false,
      items: [
        { teacher: { id: m.w.teacher.id, fullName: 'Петров Пётр Петрович' }, lessons: 2, students: 5, hours: 3, amount: 0.5 },
        { teacher: { id: lesson.teacher_id, fullName: 'Сидоров Сидор Сидорович' }, lessons: 1, students: 1, hours: 1, amount: 0.1 },
      ],
      // 0.1 × 3 students is 0.3, not 0.30000000000000004; 0.5 + 0.1 is 0.6
      total: 0.6,
    });
    expect((await teacherSalary(m.w.admin, m.w.teacher.id, m.month)).items.map((item) => item.amount)).toEqual([0.2, 0.3]);
    // a month nobody taught in
    expect(await salary(m.w.admin, '2001-01')).toEqual({ month: '2001-01', closed: false, items: [], total: 0 });
  });

  it.each(['2024-13', '2024-1', '24-01', '', '2024-01-01'])(
    'when the month is %j, then 400 «Укажите месяц в формате YYYY-MM»',
    async (month) => {
      const admin = await t.loginAs('ADMIN');
      const response = await monthOf(admin, month);
      expect([response.status, response.body.message]).toEqual([400, 'Укажите месяц в формате YYYY-MM']);
    },
  );

  it('when a teacher reads their own month, then they get it; another teacher’s is 403; an id that is not a teacher is 404', async () => {
    const m = await aMoneyWorld(t);
    await aRate(m.w.admin, { kind: 'lesson', amount: 1000 });
    await heldOnce(m);
    const own = await teacherSalary(m.w.teacher.token, m.w.teacher.id, m.month);
    expect(own.amount).toBe(1000);
    const other = await t.createUser({ roles: ['TEACHER'] });
    expect((await teacherMonth(other.token, m.w.teacher.id, m.month)).status).toBe(403);
    expect((await teacherSalary(other.token, other.id, m.month)).items).toEqual([]);
    const notTeacher = await teacherMonth(m.w.admin, m.students[0].id, m.month);
    expect([notTeacher.status, notTeacher.body.message]).toEqual([404, 'Преподаватель не найден']);
  });
});

describe('closing a month', () => {
  it('when a month is closed, then its figures stay whatever the rates become, and reopening makes them follow the rates again', async () => {
    const m = await aMoneyWorld(t);
    const rate = await aRate(m.w.admin, { kind: 'student', amount: 100 });
    await heldOnce(m);
    const state = await expectStatus(close(m.w.admin, m.month), 200);
    expect(state).toEqual({ month: m.month, closed: true });
    expect(monthStateAnswer.safeParse(state).error).toBeUndefined();
    const closed = await teacherSalary(m.w.admin, m.w.teacher.id, m.month);
    expect([closed.closed, closed.amount, closed.items[0]!.rate]).toEqual([true, 200, { kind: 'student', amount: 100 }]);

    await expectStatus(putRate(m.w.admin, rate.id, { kind: 'lesson', amount: 5000 }), 200);
    await aRate(m.w.admin, { teacherId: m.w.teacher.id, kind: 'hour', amount: 10 });
    expect(await teacherSalary(m.w.admin, m.w.teacher.id, m.month)).toEqual(closed);
    expect((await salary(m.w.admin, m.month)).total).toBe(200);
    // closing again changes nothing
    expect(await expectStatus(close(m.w.admin, m.month), 200)).toEqual({ month: m.month, closed: true });

    expect(await expectStatus(reopen(m.w.admin, m.month), 200)).toEqual({ month: m.month, closed: false });
    const open = await teacherSalary(m.w.admin, m.w.teacher.id, m.month);
    expect([open.closed, open.amount, open.items[0]!.rate]).toEqual([false, 15, { kind: 'hour', amount: 10 }]);
    expect(await expectStatus(reopen(m.w.admin, m.month), 200)).toEqual({ month: m.month, closed: false });
  });

  it('when a month is closed, then marking, re-marking, cancelling and restoring its occurrences is 409 «Месяц закрыт для изменений»', async () => {
    const m = await aMoneyWorld(t);
    const [a] = m.students;
    await heldOnce(m);
    await expectStatus(
      t.http().post(`/api/journal/${m.lesson.id}/${m.dates[2]}/cancel`).set(bearer(m.w.admin)).send({ reason: 'Карантин' }),
      200,
    );
    await expectStatus(close(m.w.admin, m.month), 200);
    const refused = [
      await putMarks(t, m.w.teacher.token, m.lesson.id, m.dates[0]!, [[a, 'absent']]),
      await putMarks(t, m.w.admin, m.lesson.id, m.dates[1]!, [[a, 'present']]),
      await t.http().post(`/api/journal/${m.lesson.id}/${m.dates[1]}/cancel`).set(bearer(m.w.admin)).send({ reason: 'Карантин' }),
      await t.http().delete(`/api/journal/${m.lesson.id}/${m.dates[2]}/cancel`).set(bearer(m.w.admin)),
    ];
    expect(refused.map((response) => [response.status, response.body])).toEqual(
      refused.map(() => [409, { message: 'Месяц закрыт для изменений', code: 'CONFLICT' }]),
    );
    // a teacher marking someone else's lesson is still told 403 first
    const stranger = await t.createUser({ roles: ['TEACHER'] });
    expect((await putMarks(t, stranger.token, m.lesson.id, m.dates[0]!, [[a, 'absent']])).status).toBe(403);
    // other months are open
    await markLesson(t, m.w.admin, m.lesson.id, m.today, [[a, 'present']]);
    await expectStatus(reopen(m.w.admin, m.month), 200);
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [[a, 'absent']]);
  });

  it('when the month has not ended, then closing it is 400 «Месяц ещё не закончился»', async () => {
    const admin = await t.loginAs('ADMIN');
    const today = await centreToday(t);
    for (const month of [today.slice(0, 7), shiftDate(today, 40).slice(0, 7)]) {
      const response = await close(admin, month);
      expect([response.status, response.body.message]).toEqual([400, 'Месяц ещё не закончился']);
    }
  });

  it('when a month is closed and reopened, then the audit names both acts, the month as its record', async () => {
    const m = await aMoneyWorld(t);
    await expectStatus(close(m.w.admin, m.month), 200);
    await expectStatus(reopen(m.w.admin, m.month), 200);
    const id = Number(m.month.replace('-', ''));
    const history = await expectStatus<AuditPage>(
      t.http().get('/api/audit').query({ entity: 'salaryMonth', entityId: id }).set(bearer(m.w.admin)),
      200,
    );
    expect(history.items.map((record) => [record.action, Object.keys(record.changes).sort()])).toEqual([
      ['reopen', ['closed', 'closedAt', 'closedBy']],
      ['close', ['closed', 'closedAt', 'closedBy', 'month']],
    ]);
    expect(history.items[1]!.changes.month).toEqual([null, m.month]);
    expect(history.items[0]!.changes.closed).toEqual([true, false]);
  });

  it('when a mark races a close, then it lands before the close (and counts in the kept figures) or is refused', async () => {
    const m = await aMoneyWorld(t);
    await aRate(m.w.admin, { kind: 'student', amount: 100 });
    const [a, b, c] = m.students;
    for (const [index, date] of m.dates.slice(0, 3).entries()) {
      const [mark, closing] = await Promise.all([
        putMarks(t, m.w.teacher.token, m.lesson.id, date, [
          [a, 'present'],
          [b, 'present'],
          [c, index === 0 ? 'present' : 'absent'],
        ]),
        close(m.w.admin, m.month),
      ]);
      expect(closing.status).toBe(200);
      expect([200, 409]).toContain(mark.status);
      const kept = await teacherSalary(m.w.admin, m.w.teacher.id, m.month);
      // the kept figures are what the journal holds: nothing landed after the close
      const { rows } = (await t.db.execute(
        sql`select count(*)::integer as n from attendance_marks where schedule_id = ${m.lesson.id} and mark = 'present' and date::text like ${`${m.month}%`}`,
      )) as unknown as { rows: { n: number }[] };
      expect(kept.items.reduce((sum, item) => sum + item.students, 0)).toBe(rows[0]!.n);
      await expectStatus(reopen(m.w.admin, m.month), 200);
    }
  });
});

async function waitersOn(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

/*
 * The journal's writes take the month's lock shared and closing takes it exclusively
 * (salary_month_lock()): here another connection holds it, as a marking or a close under way would.
 * PGlite has a single connection: PostgreSQL only.
 */
(driver === 'postgres' ? describe : describe.skip)('closing a month and the journal queue on the month’s lock', () => {
  let holder: Client | undefined;
  afterEach(async () => {
    await holder?.end();
    holder = undefined;
  });

  async function holding(statements: (client: Client) => Promise<unknown>): Promise<Client> {
    holder = new Client({ connectionString: t.database.url ?? undefined });
    await holder.connect();
    await holder.query('begin');
    await statements(holder);
    return holder;
  }

  async function whileWaiting<T extends { status: number }>(client: Client, request: PromiseLike<T>): Promise<T> {
    let settled = false;
    const response = Promise.resolve(request).then((answer) => {
      settled = true;
      return answer;
    });
    // No timing here: until the request is either seen waiting on a lock or answered.
    while (!settled && (await waitersOn(client)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    await client.query('commit');
    return response;
  }

  it('when a marking dated in the month is under way, then closing waits for it, and its marks count in the kept figures', async () => {
    const m = await aMoneyWorld(t);
    await aRate(m.w.admin, { kind: 'student', amount: 100 });
    await heldOnce(m);
    const marking = await holding(async (client) => {
      await client.query('select salary_month_lock($1::date, false)', [m.dates[0]]);
      await client.query(`update attendance_marks set mark = 'present' where schedule_id = $1 and date = $2::date and student_id = $3`, [
        m.lesson.id,
        m.dates[0],
        m.students[2].id,
      ]);
    });
    expect((await whileWaiting(marking, close(m.w.admin, m.month))).status).toBe(200);
    const kept = await teacherSalary(m.w.admin, m.w.teacher.id, m.month);
    expect([kept.closed, kept.items[0]!.students, kept.amount]).toEqual([true, 3, 300]);
  });

  it('when a close of the month is under way, then a marking dated in it waits for it and is refused', async () => {
    const m = await aMoneyWorld(t);
    const id = Number(m.month.replace('-', ''));
    const closing = await holding(async (client) => {
      await client.query('select salary_month_lock($1::date, true)', [m.dates[0]]);
      await client.query('insert into salary_months (id, month, closed) values ($1, $2::date, true)', [id, `${m.month}-01`]);
    });
    const refused = await whileWaiting(closing, putMarks(t, m.w.teacher.token, m.lesson.id, m.dates[0]!, [[m.students[0], 'present']]));
    expect([refused.status, refused.body.message]).toEqual([409, 'Месяц закрыт для изменений']);
  });
});

describe('the export', () => {
  it('when the month is exported, then a sheet of teachers and one of held occurrences; a formula-like name stays text', async () => {
    const m = await aMoneyWorld(t);
    await aRate(m.w.admin, { kind: 'lesson', amount: 1000.5 });
    await heldOnce(m);
    await t.db.execute(sql`update users set second_name = '=HYPERLINK("http://evil.example")' where id = ${m.w.teacher.id}`);
    const response = await download(t, m.w.admin, '/api/salary/export.xlsx', { month: m.month });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['data', 'Занятия']);
    const teachers = workbook.getWorksheet('data')!;
    expect((teachers.getRow(1).values as unknown[]).slice(1)).toEqual(['Преподаватель', 'Занятий', 'Учеников', 'Часов', 'Сумма, ₽']);
    expect((teachers.getRow(2).values as unknown[]).slice(1)).toEqual([
      '=HYPERLINK("http://evil.example") Пётр Петрович',
      1,
      2,
      1.5,
      1000.5,
    ]);
    const name = teachers.getRow(2).getCell(1);
    expect([name.type, name.formula, name.numFmt]).toEqual([ExcelJS.ValueType.String, undefined, '@']);
    const held = workbook.getWorksheet('Занятия')!;
    expect(held.rowCount).toBe(2);
    const [day, month, year] = [m.dates[0]!.slice(8), m.dates[0]!.slice(5, 7), m.dates[0]!.slice(0, 4)];
    expect((held.getRow(2).values as unknown[]).slice(1)).toEqual([
      `${day}.${month}.${year}`,
      '10:00',
      '=HYPERLINK("http://evil.example") Пётр Петрович',
      'Физика',
      m.lesson.name,
      2,
      1.5,
      'За занятие',
      1000.5,
      1000.5,
    ]);
  });
});

const salaryCalls: Call[] = [
  { name: 'GET /salary/rates', allowed: ADMIN_ONLY, prepare: async () => ({ method: 'get', path: '/api/salary/rates' }) },
  {
    name: 'POST /salary/rates',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'post', path: '/api/salary/rates', body: { kind: 'lesson', amount: 1000 } }),
  },
  {
    name: 'PUT /salary/rates/:id',
    allowed: ADMIN_ONLY,
    prepare: async () => {
      const rate = await aRate(await t.loginAs('ADMIN'), { kind: 'lesson', amount: 1000 });
      return { method: 'put', path: `/api/salary/rates/${rate.id}`, body: { kind: 'hour', amount: 2000 } };
    },
  },
  {
    name: 'DELETE /salary/rates/:id',
    allowed: ADMIN_ONLY,
    prepare: async () => {
      const rate = await aRate(await t.loginAs('ADMIN'), { kind: 'lesson', amount: 1000 });
      return { method: 'delete', path: `/api/salary/rates/${rate.id}` };
    },
  },
  { name: 'GET /salary', allowed: ADMIN_ONLY, prepare: async () => ({ method: 'get', path: '/api/salary?month=2024-09' }) },
  {
    name: 'GET /salary/export.xlsx',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'get', path: '/api/salary/export.xlsx?month=2024-09' }),
  },
  {
    name: 'GET /salary/teacher/:id',
    expected: { ADMIN: 200, TEACHER: 200, MODERATOR: 403, STUDENT: 403, anonymous: 401 },
    prepare: async (_t, caller: TestUser | null) => {
      const teacher = caller?.roles.some((role) => role.value === 'TEACHER') ? caller : await t.createUser({ roles: ['TEACHER'] });
      return { method: 'get', path: `/api/salary/teacher/${teacher.id}?month=2024-09` };
    },
  },
  {
    name: 'POST /salary/close',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'post', path: '/api/salary/close', body: { month: '2024-09' } }),
  },
  {
    name: 'POST /salary/reopen',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'post', path: '/api/salary/reopen', body: { month: '2024-09' } }),
  },
];

roleTable('salary: every call × every role', t, salaryCalls);
describe('the permission table', () => {
  expectEveryRouteListed('/salary', salaryCalls);
});

describe('the held occurrences are read, not the marks', () => {
  it('when marks are written, replaced and the occurrence is cancelled, then its attended count follows the present and late marks', async () => {
    const m = await aMoneyWorld(t);
    const [a, b, c] = m.students;
    const attended = async () =>
      (
        await rowsOf<{ attended: number }>(
          t.db,
          sql`select attended from journal_occurrences where schedule_id = ${m.lesson.id} and date = ${m.dates[0]}::date`,
        )
      )[0]!.attended;
    await heldOnce(m);
    expect(await attended()).toBe(2);
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [
      [a, 'excused'],
      [c, 'late'],
    ]);
    expect(await attended()).toBe(2);
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [[b, 'absent']]);
    expect(await attended()).toBe(1);
  });
});
