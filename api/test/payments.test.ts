import ExcelJS from 'exceljs';
import {
  debtorPageAnswer,
  paymentAnswer,
  paymentPageAnswer,
  studentBalanceAnswer,
  type AuditPage,
  type DebtorPage,
  type Payment,
  type PaymentPage,
  type StudentBalance,
} from '@diary/common';
import { bearer, useTestApp, type TestUser } from './harness';
import {
  ADMIN_ONLY,
  aMoneyWorld,
  aStudent,
  centreToday,
  download,
  expectEveryRouteListed,
  expectStatus,
  markLesson,
  putMarks,
  roleTable,
  shiftDate,
  STAFF,
  type Call,
} from './factory';

// docs/product/beyond.md §7: what each student has paid and owes.
const t = useTestApp();

const postPayment = (token: string, body: object) => t.http().post('/api/payments').set(bearer(token)).send(body);
const aPayment = async (token: string, body: object) => {
  const payment = await expectStatus<Payment>(postPayment(token, body), 201);
  expect(paymentAnswer.safeParse(payment).error).toBeUndefined();
  return payment;
};
const balanceOf = async (token: string, studentId: number) => {
  const balance = await expectStatus<StudentBalance>(t.http().get(`/api/balance/student/${studentId}`).set(bearer(token)), 200);
  expect(studentBalanceAnswer.safeParse(balance).error).toBeUndefined();
  return balance;
};
const sums = async (token: string, studentId: number) => {
  const { paid, charged, balance } = await balanceOf(token, studentId);
  return { paid, charged, balance };
};
const debtors = async (token: string, query: Record<string, number> = {}) => {
  const page = await expectStatus<DebtorPage>(t.http().get('/api/balance/debtors').query(query).set(bearer(token)), 200);
  expect(debtorPageAnswer.safeParse(page).error).toBeUndefined();
  return page;
};
const setPrice = (token: string, serviceId: number, price: number) =>
  expectStatus(t.http().put(`/api/services/${serviceId}`).set(bearer(token)).send({ price }), 200);

describe('payments', () => {
  it('when staff record a payment, then it is answered with the student, the amount in rubles and who recorded it', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'], second_name: 'Админов', first_name: 'Анатолий', last_name: null });
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const student = await aStudent(t, 'Сидоров');
    const today = await centreToday(t);
    const payment = await aPayment(admin.token, {
      studentId: student.id,
      amount: 1750.5,
      date: today,
      method: 'card',
      comment: '  за октябрь ',
    });
    expect(payment).toEqual({
      id: expect.any(Number),
      student: { id: student.id, fullName: `Сидоров ${student.first_name} ${student.last_name}` },
      amount: 1750.5,
      date: today,
      method: 'card',
      comment: 'за октябрь',
      createdBy: { id: admin.id, fullName: 'Админов Анатолий' },
      createdAt: expect.stringMatching(/Z$/),
    });
    const byModerator = await aPayment(moderator.token, { studentId: student.id, amount: '100', date: '2024-01-31', method: 'cash' });
    expect([byModerator.amount, byModerator.comment, byModerator.createdBy?.id]).toEqual([100, null, moderator.id]);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'Сумма — больше 0 и не больше 10 000 000 ₽, не больше двух знаков после запятой'],
    [{ amount: -1 }, 'amount', 'Сумма — больше 0 и не больше 10 000 000 ₽, не больше двух знаков после запятой'],
    [{ amount: 10000000.01 }, 'amount', 'Сумма — больше 0 и не больше 10 000 000 ₽, не больше двух знаков после запятой'],
    [{ amount: 0.001 }, 'amount', 'Сумма — больше 0 и не больше 10 000 000 ₽, не больше двух знаков после запятой'],
    [{ amount: '1e3' }, 'amount', 'Сумма — больше 0 и не больше 10 000 000 ₽, не больше двух знаков после запятой'],
    [{ amount: null }, 'amount', 'Сумма — больше 0 и не больше 10 000 000 ₽, не больше двух знаков после запятой'],
    [{ method: 'bitcoin' }, 'method', 'Способ оплаты: cash, card или transfer'],
    [{ date: '2024-02-30' }, 'date', 'Укажите дату оплаты в формате YYYY-MM-DD'],
    [{ comment: 'x'.repeat(501) }, 'comment', 'Комментарий — не длиннее 500 символов'],
  ])('when a payment has %j, then 400 on %s', async (change, field, message) => {
    const admin = await t.loginAs('ADMIN');
    const student = await aStudent(t);
    const response = await postPayment(admin, { studentId: student.id, amount: 100, date: '2024-01-31', method: 'cash', ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path: field, message }]));
  });

  it('when the date is after today or the student is not a student, then 400 with the Russian message', async () => {
    const admin = await t.loginAs('ADMIN');
    const student = await aStudent(t);
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const tomorrow = shiftDate(await centreToday(t), 1);
    const future = await postPayment(admin, { studentId: student.id, amount: 100, date: tomorrow, method: 'cash' });
    expect([future.status, future.body.message, future.body.errors]).toEqual([
      400,
      'Дата оплаты не может быть позже сегодняшнего дня',
      [{ path: 'date', message: 'Дата оплаты не может быть позже сегодняшнего дня' }],
    ]);
    for (const studentId of [teacher.id, 99999]) {
      const refused = await postPayment(admin, { studentId, amount: 100, date: '2024-01-31', method: 'cash' });
      expect([refused.status, refused.body.message]).toEqual([400, 'Ученик не найден']);
    }
    expect((await balanceOf(admin, student.id)).paid).toBe(0);
  });

  it('when three payments of 0.1 are made, then the student has paid exactly 0.3', async () => {
    const admin = await t.loginAs('ADMIN');
    const student = await aStudent(t);
    for (let i = 0; i < 3; i += 1) await aPayment(admin, { studentId: student.id, amount: 0.1, date: '2024-01-31', method: 'cash' });
    expect(await sums(admin, student.id)).toEqual({ paid: 0.3, charged: 0, balance: 0.3 });
  });

  it('when payments are listed, then newest first, filtered by student and dates, paged with the total', async () => {
    const admin = await t.loginAs('ADMIN');
    const [a, b] = [await aStudent(t, 'Антонов'), await aStudent(t, 'Борисов')];
    const made: Payment[] = [];
    for (const [student, date] of [
      [a, '2024-01-10'],
      [b, '2024-01-20'],
      [a, '2024-02-05'],
      [a, '2024-01-20'],
    ] as const) {
      made.push(await aPayment(admin, { studentId: student.id, amount: 10, date, method: 'transfer' }));
    }
    const list = async (query: Record<string, string | number>) => {
      const page = await expectStatus<PaymentPage>(t.http().get('/api/payments').query(query).set(bearer(admin)), 200);
      expect(paymentPageAnswer.safeParse(page).error).toBeUndefined();
      return { ids: page.items.map((payment) => payment.id), total: page.total };
    };
    const [first, second, third, fourth] = made.map((payment) => payment.id);
    expect(await list({})).toEqual({ ids: [third, fourth, second, first], total: 4 });
    expect(await list({ studentId: a.id })).toEqual({ ids: [third, fourth, first], total: 3 });
    expect(await list({ from: '2024-01-15', to: '2024-01-31' })).toEqual({ ids: [fourth, second], total: 2 });
    expect(await list({ page: 2, limit: 3 })).toEqual({ ids: [first], total: 4 });
    expect(await list({ studentId: '', from: '', to: '' })).toEqual({ ids: [third, fourth, second, first], total: 4 });
  });

  it('when an ADMIN deletes a payment, then it no longer counts and the audit keeps its delete; a second delete is 404', async () => {
    const admin = await t.loginAs('ADMIN');
    const student = await aStudent(t);
    const kept = await aPayment(admin, { studentId: student.id, amount: 500, date: '2024-01-31', method: 'cash' });
    const mistaken = await aPayment(admin, { studentId: student.id, amount: 5000, date: '2024-01-31', method: 'cash' });
    expect(await expectStatus<Payment>(t.http().delete(`/api/payments/${mistaken.id}`).set(bearer(admin)), 200)).toEqual(mistaken);
    expect(await sums(admin, student.id)).toEqual({ paid: 500, charged: 0, balance: 500 });
    const again = await t.http().delete(`/api/payments/${mistaken.id}`).set(bearer(admin));
    expect([again.status, again.body.message]).toEqual([404, 'Оплата не найдена']);
    const history = await expectStatus<AuditPage>(
      t.http().get('/api/audit').query({ entity: 'payment', entityId: mistaken.id }).set(bearer(admin)),
      200,
    );
    expect(history.items.map((record) => [record.action, record.changes.amount])).toEqual([
      ['delete', [5000, null]],
      ['create', [null, 5000]],
    ]);
    expect(kept.id).not.toBe(mistaken.id);
  });

  it('when a student has payments, then the account cannot be deleted (409), only banned', async () => {
    const admin = await t.loginAs('ADMIN');
    const student = await aStudent(t);
    await aPayment(admin, { studentId: student.id, amount: 500, date: '2024-01-31', method: 'cash' });
    expect((await t.http().delete(`/api/users/${student.id}`).set(bearer(admin))).status).toBe(409);
  });

  it('when 10 payments are made at once, then all 10 are counted', async () => {
    const admin = await t.loginAs('ADMIN');
    const student = await aStudent(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postPayment(admin, { studentId: student.id, amount: 100.01 + i, date: '2024-01-31', method: 'cash' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    // 10 × 100.01 + (0 + … + 9)
    expect(await sums(admin, student.id)).toEqual({ paid: 1045.1, charged: 0, balance: 1045.1 });
  });
});

describe('charges follow the marks', () => {
  it('when a student is marked present or late, then charged the service’s price once; absent or excused, nothing', async () => {
    const m = await aMoneyWorld(t);
    const [a, b, c] = m.students;
    const date = m.dates[0]!;
    await markLesson(t, m.w.teacher.token, m.lesson.id, date, [
      [a, 'present'],
      [b, 'late'],
      [c, 'absent'],
    ]);
    expect(await sums(m.w.admin, a.id)).toEqual({ paid: 0, charged: 1000, balance: -1000 });
    expect(await sums(m.w.admin, b.id)).toEqual({ paid: 0, charged: 1000, balance: -1000 });
    expect(await sums(m.w.admin, c.id)).toEqual({ paid: 0, charged: 0, balance: 0 });
    // marking again the same, or present → late, charges nothing more, at the price of the first mark
    await setPrice(m.w.admin, m.w.service.id, 1200);
    await markLesson(t, m.w.teacher.token, m.lesson.id, date, [
      [a, 'late'],
      [b, 'late'],
    ]);
    expect((await sums(m.w.admin, a.id)).charged).toBe(1000);
    // absent takes the charge away; present again charges the price of now
    await markLesson(t, m.w.teacher.token, m.lesson.id, date, [[a, 'absent']]);
    expect((await sums(m.w.admin, a.id)).charged).toBe(0);
    await markLesson(t, m.w.teacher.token, m.lesson.id, date, [
      [a, 'present'],
      [c, 'excused'],
    ]);
    expect((await sums(m.w.admin, a.id)).charged).toBe(1200);
    expect((await sums(m.w.admin, c.id)).charged).toBe(0);
  });

  it('when an occurrence is cancelled, then its charges go; restored, they come back', async () => {
    const m = await aMoneyWorld(t);
    const [a, b] = m.students;
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [
      [a, 'present'],
      [b, 'present'],
    ]);
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[1]!, [[a, 'present']]);
    await expectStatus(
      t.http().post(`/api/journal/${m.lesson.id}/${m.dates[0]}/cancel`).set(bearer(m.w.admin)).send({ reason: 'Карантин' }),
      200,
    );
    expect((await sums(m.w.admin, a.id)).charged).toBe(1000);
    expect((await sums(m.w.admin, b.id)).charged).toBe(0);
    expect((await balanceOf(m.w.admin, a.id)).items.map((item) => item.date)).toEqual([m.dates[1]]);
    await expectStatus(t.http().delete(`/api/journal/${m.lesson.id}/${m.dates[0]}/cancel`).set(bearer(m.w.admin)), 200);
    expect((await sums(m.w.admin, a.id)).charged).toBe(2000);
    expect((await sums(m.w.admin, b.id)).charged).toBe(1000);
  });

  it('when a lesson has no service, then its marks charge nothing', async () => {
    const m = await aMoneyWorld(t);
    const [a] = m.students;
    await expectStatus(
      t.http().put(`/api/schedule/${m.lesson.id}`).set(bearer(m.w.admin)).send({ service_id: null, duration_minutes: 60 }),
      200,
    );
    await markLesson(t, m.w.admin, m.lesson.id, m.today, [[a, 'present']]);
    expect((await sums(m.w.admin, a.id)).charged).toBe(0);
    // an occurrence kept before the change keeps the service it had
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [[a, 'present']]);
    expect((await sums(m.w.admin, a.id)).charged).toBe(1000);
  });

  it('when two people mark one lesson at once, then each student is charged once', async () => {
    const m = await aMoneyWorld(t);
    const [a, b, c] = m.students;
    const everyone: [TestUser, 'present'][] = [
      [a, 'present'],
      [b, 'present'],
      [c, 'present'],
    ];
    const responses = await Promise.all([
      putMarks(t, m.w.teacher.token, m.lesson.id, m.dates[0]!, everyone),
      putMarks(t, m.w.admin, m.lesson.id, m.dates[0]!, everyone),
      putMarks(t, (await t.createUser({ roles: ['MODERATOR'] })).token, m.lesson.id, m.dates[0]!, everyone),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    for (const student of m.students) expect((await sums(m.w.admin, student.id)).charged).toBe(1000);
  });
});

describe('balances and debtors', () => {
  it('when a student has paid and been charged, then the balance lists both, newest first, with the lesson or the payment', async () => {
    const m = await aMoneyWorld(t);
    const [a] = m.students;
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [[a, 'present']]);
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[1]!, [[a, 'late']]);
    const payment = await aPayment(m.w.admin, { studentId: a.id, amount: 1500.5, date: m.dates[1], method: 'transfer', comment: 'Мама' });
    const older = await aPayment(m.w.admin, { studentId: a.id, amount: 0.1, date: shiftDate(m.dates[0]!, -1), method: 'cash' });
    const balance = await balanceOf(a.token, a.id);
    expect(balance).toEqual({
      student: { id: a.id, fullName: `Антонов ${a.first_name} ${a.last_name}` },
      paid: 1500.6,
      charged: 2000,
      balance: -499.4,
      items: [
        { date: m.dates[1], kind: 'payment', amount: 1500.5, paymentId: payment.id, method: 'transfer', comment: 'Мама' },
        { date: m.dates[1], kind: 'charge', amount: 1000, lessonId: m.lesson.id, subject: 'Физика' },
        { date: m.dates[0], kind: 'charge', amount: 1000, lessonId: m.lesson.id, subject: 'Физика' },
        { date: older.date, kind: 'payment', amount: 0.1, paymentId: older.id, method: 'cash', comment: null },
      ],
    });
  });

  it('when a student or a teacher asks for another’s balance, then 403; an id that is not a student is 404', async () => {
    const m = await aMoneyWorld(t);
    const [a, b] = m.students;
    expect((await t.http().get(`/api/balance/student/${b.id}`).set(bearer(a.token))).status).toBe(403);
    expect((await t.http().get(`/api/balance/student/${a.id}`).set(bearer(m.w.teacher.token))).status).toBe(403);
    const notStudent = await t.http().get(`/api/balance/student/${m.w.teacher.id}`).set(bearer(m.w.admin));
    expect([notStudent.status, notStudent.body.message]).toEqual([404, 'Ученик не найден']);
  });

  it('when students owe, then the debtors are those below zero, the largest debt first, paged with the total', async () => {
    const m = await aMoneyWorld(t);
    const [a, b, c] = m.students;
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[0]!, [
      [a, 'present'],
      [b, 'present'],
      [c, 'present'],
    ]);
    await markLesson(t, m.w.admin, m.lesson.id, m.dates[1]!, [[b, 'present']]);
    await aPayment(m.w.admin, { studentId: a.id, amount: 1000, date: m.dates[0], method: 'cash' });
    await aPayment(m.w.admin, { studentId: c.id, amount: 999.99, date: m.dates[0], method: 'cash' });
    const page = await debtors(m.w.admin);
    expect(page).toEqual({
      items: [
        { student: { id: b.id, fullName: `Борисов ${b.first_name} ${b.last_name}` }, balance: -2000 },
        { student: { id: c.id, fullName: `Васильев ${c.first_name} ${c.last_name}` }, balance: -0.01 },
      ],
      total: 2,
    });
    expect(await debtors(m.w.admin, { page: 2, limit: 1 })).toEqual({ items: [page.items[1]], total: 2 });
  });
});

describe('the export', () => {
  it('when payments are exported, then one row each, newest first, and a formula-like comment stays text', async () => {
    const admin = await t.loginAs('ADMIN');
    const student = await aStudent(t, 'Сидоров');
    await aPayment(admin, {
      studentId: student.id,
      amount: 100.5,
      date: '2024-01-10',
      method: 'cash',
      comment: '=HYPERLINK("http://evil.example")',
    });
    await aPayment(admin, { studentId: student.id, amount: 7, date: '2024-02-10', method: 'card' });
    await aPayment(admin, { studentId: student.id, amount: 9, date: '2024-03-10', method: 'card' });
    const response = await download(t, admin, '/api/payments/export.xlsx', { from: '2024-01-01', to: '2024-02-29' });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('data')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1, 5)));
    expect(rows).toEqual([
      ['Дата', 'Ученик', 'Сумма, ₽', 'Способ'],
      ['10.02.2024', `Сидоров ${student.first_name} ${student.last_name}`, 7, 'Карта'],
      ['10.01.2024', `Сидоров ${student.first_name} ${student.last_name}`, 100.5, 'Наличные'],
    ]);
    const comment = sheet.getRow(3).getCell(5);
    expect([comment.value, comment.type, comment.numFmt]).toEqual(['=HYPERLINK("http://evil.example")', ExcelJS.ValueType.String, '@']);
  });
});

async function aPaidStudent(): Promise<{ student: TestUser; payment: Payment }> {
  const admin = await t.loginAs('ADMIN');
  const student = await aStudent(t);
  return { student, payment: await aPayment(admin, { studentId: student.id, amount: 100, date: '2024-01-31', method: 'cash' }) };
}

const paymentCalls: Call[] = [
  { name: 'GET /payments', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/payments' }) },
  { name: 'GET /payments/export.xlsx', allowed: ADMIN_ONLY, prepare: async () => ({ method: 'get', path: '/api/payments/export.xlsx' }) },
  {
    name: 'POST /payments',
    allowed: STAFF,
    prepare: async () => {
      const student = await aStudent(t);
      return { method: 'post', path: '/api/payments', body: { studentId: student.id, amount: 100, date: '2024-01-31', method: 'cash' } };
    },
  },
  {
    name: 'DELETE /payments/:id',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'delete', path: `/api/payments/${(await aPaidStudent()).payment.id}` }),
  },
];
const balanceCalls: Call[] = [
  { name: 'GET /balance/debtors', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/balance/debtors' }) },
  {
    name: 'GET /balance/student/:id',
    expected: { ADMIN: 200, MODERATOR: 200, STUDENT: 200, TEACHER: 403, anonymous: 401 },
    prepare: async (_t, caller) => {
      const student = caller?.roles.some((role) => role.value === 'STUDENT') ? caller : (await aPaidStudent()).student;
      return { method: 'get', path: `/api/balance/student/${student.id}` };
    },
  },
];

roleTable('payments: every call × every role', t, paymentCalls);
roleTable('balances: every call × every role', t, balanceCalls);
describe('the permission tables', () => {
  expectEveryRouteListed('/payments', paymentCalls);
  expectEveryRouteListed('/balance', balanceCalls);
});
