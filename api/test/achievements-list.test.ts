import { bearer, useTestApp } from './harness';
import { insertAchievement, people, type People } from './factory';

const t = useTestApp();

interface Item {
  id: number;
  userId: number;
  studentId: number;
  lessonDate: string;
  lessonTheme: string;
  points: number | null;
}

async function list(token: string, query: Record<string, string | number> = {}) {
  const response = await t.http().get('/api/achivements/').query(query).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body as { achives: Item[]; total: number };
}

const ids = (page: { achives: Item[] }) => page.achives.map((a) => a.id);

/**
 * Eight reports:        author        student        date        subject     check type           topic            points
 *   a1                  teacher       student        2024-09-02  Физика      Контрольная          Законы Ньютона   7/10
 *   a2                  teacher       student        2024-10-15  Физика      Домашняя работа      Оптика           –
 *   a3                  teacher       otherStudent   2024-10-15  Химия       Контрольная          Кислоты          3/5
 *   a4                  otherTeacher  student        2024-12-01  Математика  Пробный экзамен      Дроби            10/10
 *   a5                  otherTeacher  otherStudent   2025-01-20  Математика  Контрольная          Иванов и дроби   0/10
 *   a6                  teacher       student        2025-02-01  Физика      Контрольная          Архивная         5/10   archived
 *   a7                  otherTeacher  otherStudent   2024-11-01  Химия       Работа на уроке      100%_успех       8/10
 *   a8                  teacher       otherStudent   2024-09-01  Физика      Итоговое … (…)       Повторение       9/10
 */
async function dataset(p: People) {
  const { teacher, otherTeacher, student, otherStudent } = p;
  return {
    a1: await insertAchievement(t, teacher, student, { lessonDate: '2024-09-02', lessonTheme: 'Законы Ньютона', points: 7, maxPoints: 10 }),
    a2: await insertAchievement(t, teacher, student, {
      lessonDate: '2024-10-15',
      lessonTheme: 'Оптика',
      checkType: 'Домашняя работа',
      points: null,
      maxPoints: null,
    }),
    a3: await insertAchievement(t, teacher, otherStudent, {
      lessonDate: '2024-10-15',
      subject: 'Химия',
      lessonTheme: 'Кислоты',
      points: 3,
      maxPoints: 5,
    }),
    a4: await insertAchievement(t, otherTeacher, student, {
      lessonDate: '2024-12-01',
      subject: 'Математика',
      checkType: 'Пробный экзамен',
      lessonTheme: 'Дроби',
      points: 10,
      maxPoints: 10,
    }),
    a5: await insertAchievement(t, otherTeacher, otherStudent, {
      lessonDate: '2025-01-20',
      subject: 'Математика',
      lessonTheme: 'Иванов и дроби',
      points: 0,
      maxPoints: 10,
    }),
    a6: await insertAchievement(t, teacher, student, { lessonDate: '2025-02-01', lessonTheme: 'Архивная', points: 5, isArchived: true }),
    a7: await insertAchievement(t, otherTeacher, otherStudent, {
      lessonDate: '2024-11-01',
      subject: 'Химия',
      checkType: 'Работа на уроке',
      lessonTheme: '100%_успех',
      points: 8,
    }),
    a8: await insertAchievement(t, teacher, otherStudent, {
      lessonDate: '2024-09-01',
      checkType: 'Итоговое тестирование (последний тест)',
      lessonTheme: 'Повторение',
      points: 9,
    }),
  };
}

describe('GET /api/achivements — who sees what', () => {
  it('when an ADMIN or MODERATOR lists, then every active report, newest lesson first (same date: newest id first)', async () => {
    const p = await people(t);
    const a = await dataset(p);
    for (const token of [p.admin.token, p.moderator.token]) {
      const page = await list(token);
      expect(ids(page)).toEqual([a.a5, a.a4, a.a7, a.a3, a.a2, a.a1, a.a8]);
      expect(page.total).toBe(7);
    }
  });

  it('when a TEACHER lists, then only their own, even with another teacherId', async () => {
    const p = await people(t);
    const a = await dataset(p);
    expect(ids(await list(p.teacher.token))).toEqual([a.a3, a.a2, a.a1, a.a8]);
    const pinned = await list(p.teacher.token, { teacherId: p.otherTeacher.id });
    expect(ids(pinned)).toEqual([a.a3, a.a2, a.a1, a.a8]);
    expect(pinned.total).toBe(4);
  });

  it('when a STUDENT lists (page 1, no limit), then only reports about them', async () => {
    const p = await people(t);
    const a = await dataset(p);
    const page = await list(p.student.token, { page: 1, limit: -1, is_archived: 0 });
    expect(ids(page)).toEqual([a.a4, a.a2, a.a1]);
    expect(page.total).toBe(3);
    expect(ids(await list(p.student.token, { studentId: p.otherStudent.id }))).toEqual([a.a4, a.a2, a.a1]);
  });

  it('when is_archived=1 is asked by an ADMIN, then the archive; by anyone else, then 403', async () => {
    const p = await people(t);
    const a = await dataset(p);
    for (const value of ['1', 'true']) {
      const archive = await list(p.admin.token, { is_archived: value });
      expect(ids(archive)).toEqual([a.a6]);
      expect(archive.total).toBe(1);
    }
    for (const token of [p.moderator.token, p.teacher.token, p.student.token]) {
      const response = await t.http().get('/api/achivements').query({ is_archived: 1 }).set(bearer(token));
      expect(response.status).toBe(403);
    }
  });
});

describe('GET /api/achivements — paging', () => {
  it.each([-1, 0])('when limit is %i, then every row (whatever the page)', async (limit) => {
    const p = await people(t);
    await dataset(p);
    const page = await list(p.admin.token, { limit, page: 3 });
    expect(page.achives).toHaveLength(7);
    expect(page.total).toBe(7);
  });

  it('when page and limit are given, then that window and the full total', async () => {
    const p = await people(t);
    const a = await dataset(p);
    expect(await list(p.admin.token, { page: 2, limit: 3 })).toMatchObject({ total: 7 });
    expect(ids(await list(p.admin.token, { page: 2, limit: 3 }))).toEqual([a.a3, a.a2, a.a1]);
    expect(ids(await list(p.admin.token, { page: 3, limit: 3 }))).toEqual([a.a8]);
    expect(await list(p.admin.token, { page: 9, limit: 3 })).toEqual({ achives: [], total: 7 });
  });
});

describe('GET /api/achivements — sort and order', () => {
  it.each([
    ['lessonDate', 'asc', ['a8', 'a1', 'a2', 'a3', 'a7', 'a4', 'a5']],
    ['id', 'asc', ['a1', 'a2', 'a3', 'a4', 'a5', 'a7', 'a8']],
    ['id', undefined, ['a8', 'a7', 'a5', 'a4', 'a3', 'a2', 'a1']],
    ['lessonTheme', undefined, ['a7', 'a4', 'a1', 'a5', 'a3', 'a2', 'a8']],
    ['points', 'desc', ['a2', 'a4', 'a8', 'a7', 'a1', 'a3', 'a5']],
    ['student', 'asc', ['a3', 'a5', 'a7', 'a8', 'a1', 'a2', 'a4']],
    ['author', 'desc', ['a7', 'a5', 'a4', 'a8', 'a3', 'a2', 'a1']],
    ['subject', 'asc', ['a4', 'a5', 'a1', 'a2', 'a8', 'a3', 'a7']],
  ] as const)('when sort=%s order=%s, then that order (id breaks ties)', async (sort, order, expected) => {
    const p = await people(t);
    const a = await dataset(p);
    const query: Record<string, string> = { sort };
    if (order) query.order = order;
    expect(ids(await list(p.admin.token, query))).toEqual(expected.map((key) => a[key]));
  });

  it.each([{ sort: 'password' }, { order: 'up' }])('when %j, then 400', async (query) => {
    const { admin } = await people(t);
    expect((await t.http().get('/api/achivements').query(query).set(bearer(admin.token))).status).toBe(400);
  });
});

describe('GET /api/achivements — filters, each with the right total', () => {
  it.each([
    ['teacherId', (p: People) => ({ teacherId: p.otherTeacher.id }), ['a5', 'a4', 'a7']],
    ['studentId', (p: People) => ({ studentId: p.otherStudent.id }), ['a5', 'a7', 'a3', 'a8']],
    ['subject', () => ({ subject: 'Химия' }), ['a7', 'a3']],
    ['checkType', () => ({ checkType: 'Контрольная' }), ['a5', 'a3', 'a1']],
    ['checkType by its short name', () => ({ checkType: 'Итоговое тестирование' }), ['a8']],
    ['dateFrom', () => ({ dateFrom: '2024-11-01' }), ['a5', 'a4', 'a7']],
    ['dateTo', () => ({ dateTo: '2024-10-15' }), ['a3', 'a2', 'a1', 'a8']],
    ['dateFrom and dateTo', () => ({ dateFrom: '2024-10-01', dateTo: '2024-12-01' }), ['a4', 'a7', 'a3', 'a2']],
    ['teacher, subject and dates', (p: People) => ({ teacherId: p.teacher.id, subject: 'Физика', dateFrom: '2024-09-02' }), ['a2', 'a1']],
    ['q: start of the student’s surname', () => ({ q: 'кузн' }), ['a5', 'a7', 'a3', 'a8']],
    ['q: start of the teacher’s surname', () => ({ q: 'ПЕТР' }), ['a5', 'a4', 'a7']],
    ['q: start of the topic', () => ({ q: 'законы' }), ['a1']],
    ['q matching surnames and topics at once', () => ({ q: 'Иванов' }), ['a5', 'a3', 'a2', 'a1', 'a8']],
    ['q with LIKE wildcards taken literally', () => ({ q: '100%_' }), ['a7']],
    ['q that is a wildcard only', () => ({ q: '%' }), []],
    ['topic: part of the topic', () => ({ topic: 'ДРОБ' }), ['a5', 'a4']],
    [
      'empty filters',
      () => ({ subject: '', checkType: '', q: '', dateFrom: '', teacherId: '' }),
      ['a5', 'a4', 'a7', 'a3', 'a2', 'a1', 'a8'],
    ],
  ] as const)('when filtered by %s, then those rows and their count', async (_name, query, expected) => {
    const p = await people(t);
    const a = await dataset(p);
    const page = await list(p.admin.token, query(p));
    expect(ids(page)).toEqual(expected.map((key) => a[key]));
    expect(page.total).toBe(expected.length);
    // a window of one still carries the full total
    expect((await list(p.admin.token, { ...query(p), limit: 1 })).total).toBe(expected.length);
  });

  it.each([
    [{ sort: 'author', limit: 2, page: 2 }, ['a3', 'a8']],
    [{ sort: 'lessonDate', order: 'asc', limit: 2, page: 2 }, ['a2', 'a3']],
    [{ sort: 'id', limit: 2 }, ['a8', 'a5']],
    [{ sort: 'lessonDate', limit: 2, page: 3 }, ['a8']],
    [{ limit: 2, page: 9 }, []],
    [{ sort: 'points', order: 'asc', limit: 3 }, ['a5', 'a3', 'a1']],
  ] as const)('when searched (q) and paged with %j, then that window of the matches and their total', async (query, expected) => {
    const p = await people(t);
    const a = await dataset(p);
    const page = await list(p.admin.token, { q: 'иванов', ...query });
    expect(ids(page)).toEqual(expected.map((key) => a[key]));
    expect(page.total).toBe(5);
  });

  it('when the archive is filtered, then archived rows only, counted', async () => {
    const p = await people(t);
    const a = await dataset(p);
    const archived = await list(p.admin.token, { is_archived: 1, teacherId: p.teacher.id, subject: 'Физика' });
    expect(ids(archived)).toEqual([a.a6]);
    expect(archived.total).toBe(1);
    expect((await list(p.admin.token, { is_archived: 1, subject: 'Химия' })).total).toBe(0);
  });

  it.each([{ dateFrom: '2024-13-01' }, { checkType: 'Зачёт' }, { teacherId: 'abc' }, { studentId: -3 }])(
    'when the filter %j is malformed, then 400',
    async (query) => {
      const { admin } = await people(t);
      const response = await t.http().get('/api/achivements').query(query).set(bearer(admin.token));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    },
  );
});
