import { LIST_PAGE_MAX } from '@diary/common';
import { compensations, complaints, feedback, userRoles, users } from '../src/db/schema';
import { bearer, useTestApp, type TestApp } from './harness';
import { aTeacher, insertSubject, roleTable, STAFF, type Call } from './factory';

/*
 * The lists that answer a plain array (docs/api/contract.md "General") keep it when a call sends
 * none of the paging parameters, and answer {items, total} of a page when it sends page, limit
 * (or, for the students, q).
 */

const t = useTestApp();

interface Page<T> {
  items: T[];
  total: number;
}

async function get<T>(token: string, path: string, query: Record<string, string | number> = {}): Promise<T> {
  const response = await t.http().get(path).query(query).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body as T;
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** `count` students in one insert, surname 'Ученик0001'…, ids in that order. */
async function insertStudents(app: TestApp, count: number): Promise<number[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `bulk${String(i).padStart(4, '0')}`,
        passwordHash: 'x',
        firstName: 'Имя',
        secondName: `Ученик${String(i).padStart(4, '0')}`,
      })),
    )
    .returning({ id: users.id });
  await app.db.insert(userRoles).values(rows.map((row) => ({ userId: row.id, role: 'STUDENT' as const, position: 0 })));
  return rows.map((row) => row.id);
}

interface Entry {
  id: number;
  fullName: string;
}

describe('GET /api/users/students', () => {
  it('when nothing is sent, then the plain array of every student as before, more than a page', async () => {
    const token = await t.loginAs('TEACHER');
    await insertStudents(t, 25);

    const body = await get<Entry[]>(token, '/api/users/students');

    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(25);
  });

  it('when q is sent, then {items, total} of the students with it in the surname, name, patronymic or login, any case, ё as е', async () => {
    const token = await t.loginAs('MODERATOR');
    const sidorov = await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' });
    const yolkina = await t.createUser({ roles: ['STUDENT'], second_name: 'Ёлкина', first_name: 'Анна', last_name: null });
    const byLogin = await t.createUser({ roles: ['STUDENT'], username: 'petrov_kid', second_name: 'Петров', first_name: 'Олег' });
    await t.createUser({ roles: ['STUDENT'], second_name: 'Сидорова', banned: true });
    await t.createUser({ roles: ['TEACHER'], second_name: 'Сидоренко' });

    const search = (q: string) => get<Page<Entry>>(token, '/api/users/students', { q });

    expect(await search('сидор')).toEqual({
      items: [{ id: sidorov.id, fullName: 'Сидоров Семён Семёнович', first_name: 'Семён', second_name: 'Сидоров', last_name: 'Семёнович' }],
      total: 1,
    });
    expect(ids((await search('ЕЛКИН')).items)).toEqual([yolkina.id]);
    expect(ids((await search('семенович')).items)).toEqual([sidorov.id]);
    expect(ids((await search('анна')).items)).toEqual([yolkina.id]);
    expect(ids((await search('PETROV_K')).items)).toEqual([byLogin.id]);
  });

  it('when q has several words, then each is found somewhere: a full name typed finds its student', async () => {
    const token = await t.loginAs('TEACHER');
    const semyon = await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Семён', last_name: 'Петрович' });
    await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Пётр', last_name: 'Семёнович' });

    const page = await get<Page<Entry>>(token, '/api/users/students', { q: '  Сидоров   Семён Петрович ' });

    expect(ids(page.items)).toEqual([semyon.id]);
    expect(page.total).toBe(1);
  });

  it("when q holds LIKE's wildcards, then they are taken literally", async () => {
    const token = await t.loginAs('ADMIN');
    await insertStudents(t, 3);
    expect(await get<Page<Entry>>(token, '/api/users/students', { q: '%' })).toEqual({ items: [], total: 0 });
    expect((await get<Page<Entry>>(token, '/api/users/students', { q: '_' })).total).toBe(0);
  });

  it('when q is sent without limit, then the first 20 by surname and the total of all matches', async () => {
    const token = await t.loginAs('TEACHER');
    const students = await insertStudents(t, 30);

    const page = await get<Page<Entry>>(token, '/api/users/students', { q: 'ученик' });

    expect(ids(page.items)).toEqual(students.slice(0, 20));
    expect(page.total).toBe(30);
  });

  it('when page and limit are sent, then that page, by surname then name then patronymic, and the full total', async () => {
    const token = await t.loginAs('TEACHER');
    const b = await t.createUser({ roles: ['STUDENT'], second_name: 'Белов', first_name: 'Борис' });
    const a2 = await t.createUser({ roles: ['STUDENT'], second_name: 'Абрамов', first_name: 'Яков' });
    const a1 = await t.createUser({ roles: ['STUDENT'], second_name: 'Абрамов', first_name: 'Антон' });
    const c = await t.createUser({ roles: ['STUDENT'], second_name: 'Волков', first_name: 'Виктор' });

    expect(await get<Page<Entry>>(token, '/api/users/students', { page: 1, limit: 2 })).toMatchObject({ total: 4 });
    expect(ids((await get<Page<Entry>>(token, '/api/users/students', { page: 1, limit: 2 })).items)).toEqual([a1.id, a2.id]);
    expect(ids((await get<Page<Entry>>(token, '/api/users/students', { page: 2, limit: 2 })).items)).toEqual([b.id, c.id]);
    expect(await get<Page<Entry>>(token, '/api/users/students', { page: 3, limit: 2 })).toEqual({ items: [], total: 4 });
  });

  it(`when limit is over ${LIST_PAGE_MAX}, then a page holds ${LIST_PAGE_MAX}; limit 0 or -1 still means every student`, async () => {
    const token = await t.loginAs('ADMIN');
    const students = await insertStudents(t, LIST_PAGE_MAX + 5);

    const first = await get<Page<Entry>>(token, '/api/users/students', { limit: 1000 });
    expect(first.items).toHaveLength(LIST_PAGE_MAX);
    expect(first.total).toBe(LIST_PAGE_MAX + 5);
    const second = await get<Page<Entry>>(token, '/api/users/students', { page: 2, limit: 1000 });
    expect(ids(second.items)).toEqual(students.slice(LIST_PAGE_MAX));

    for (const limit of [0, -1]) {
      const all = await get<Page<Entry>>(token, '/api/users/students', { limit });
      expect(all.items).toHaveLength(LIST_PAGE_MAX + 5);
      expect(all.total).toBe(LIST_PAGE_MAX + 5);
    }
  });

  it.each([{ q: 'x'.repeat(201) }, { limit: 'много' }, { page: 0 }, { limit: -2 }])('when the query is %p, then 400', async (query) => {
    const token = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/users/students').query(query).set(bearer(token));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
  });
});

roleTable('GET /api/users/students with q: who may search', t, [
  {
    name: 'GET /users/students?q',
    allowed: ['ADMIN', 'MODERATOR', 'TEACHER'],
    prepare: async () => ({ method: 'get', path: '/api/users/students?q=%D0%B0&limit=20' }),
  },
]);

// ——— compensations, complaints, feedback ———

interface RecordRow {
  id: number;
  isArchived: boolean;
  createdAt: string;
}

interface RecordList {
  /** GET path. */
  path: string;
  /** The date the list is sorted by by default, and its sort name ('' when it has none but createdAt). */
  dateSort: string;
  /**
   * Inserts `count` records, record i dated 2024-01-01 plus i days and archived when `archived(i)`;
   * their ids, oldest first.
   */
  seed(app: TestApp, count: number, archived?: (i: number) => boolean): Promise<number[]>;
}

const day = (i: number) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);

async function cast(app: TestApp) {
  const teacher = await aTeacher(app);
  const student = await app.createUser({ roles: ['STUDENT'] });
  return { teacher, student };
}

const LISTS: Record<string, RecordList> = {
  compensations: {
    path: '/api/compensation',
    dateSort: 'eventDate',
    async seed(app, count, archived = () => false) {
      const { teacher, student } = await cast(app);
      const subject = await insertSubject(app);
      const rows = await app.db
        .insert(compensations)
        .values(
          Array.from({ length: count }, (_, i) => ({
            teacherId: teacher.id,
            studentId: student.id,
            subjectId: subject.id,
            eventDate: day(i),
            isArchived: archived(i),
          })),
        )
        .returning({ id: compensations.id });
      return rows.map((row) => row.id);
    },
  },
  complaints: {
    path: '/api/complaint',
    dateSort: 'incidentDate',
    async seed(app, count, archived = () => false) {
      const { teacher, student } = await cast(app);
      const rows = await app.db
        .insert(complaints)
        .values(
          Array.from({ length: count }, (_, i) => ({
            teacherId: teacher.id,
            studentId: student.id,
            authorId: teacher.id,
            incidentDate: day(i),
            comment: `Жалоба ${i}`,
            isArchived: archived(i),
          })),
        )
        .returning({ id: complaints.id });
      return rows.map((row) => row.id);
    },
  },
  feedback: {
    path: '/api/feedback',
    dateSort: 'createdAt',
    async seed(app, count, archived = () => false) {
      const { student } = await cast(app);
      const rows = await app.db
        .insert(feedback)
        .values(
          Array.from({ length: count }, (_, i) => ({
            authorId: student.id,
            studentId: student.id,
            surname: 'Сидоров',
            note: `Отзыв ${i}`,
            isArchived: archived(i),
            createdAt: new Date(`${day(i)}T10:00:00.000Z`),
          })),
        )
        .returning({ id: feedback.id });
      return rows.map((row) => row.id);
    },
  },
};

describe.each(Object.entries(LISTS))('GET the %s list', (_kind, list) => {
  it('when nothing is sent, then the plain array of every active record as before, newest first', async () => {
    const token = await t.loginAs('MODERATOR');
    const seeded = await list.seed(t, 5, (i) => i === 0);

    const body = await get<RecordRow[]>(token, list.path);

    expect(Array.isArray(body)).toBe(true);
    expect(ids(body)).toEqual(seeded.slice(1).reverse());
  });

  it('when page and limit are sent, then that page, newest first, and the total under the filters', async () => {
    const token = await t.loginAs('ADMIN');
    const seeded = await list.seed(t, 7, (i) => i === 6);
    const newestFirst = seeded.slice(0, 6).reverse();

    const first = await get<Page<RecordRow>>(token, list.path, { page: 1, limit: 4 });
    expect(first).toEqual({ items: expect.any(Array), total: 6 });
    expect(ids(first.items)).toEqual(newestFirst.slice(0, 4));
    expect(ids((await get<Page<RecordRow>>(token, list.path, { page: 2, limit: 4 })).items)).toEqual(newestFirst.slice(4));
  });

  it('when only page is sent, then a page of 100; when only limit, its first page', async () => {
    const token = await t.loginAs('ADMIN');
    await list.seed(t, 3);
    expect((await get<Page<RecordRow>>(token, list.path, { page: 1 })).items).toHaveLength(3);
    expect(await get<Page<RecordRow>>(token, list.path, { limit: 2 })).toMatchObject({ total: 3, items: [{}, {}] });
  });

  it('when archived is true or false, then only the archived or only the active records, in either answer', async () => {
    const token = await t.loginAs('MODERATOR');
    const seeded = await list.seed(t, 4, (i) => i % 2 === 1);

    const archived = await get<Page<RecordRow>>(token, list.path, { archived: 'true', page: 1, limit: 10 });
    expect(ids(archived.items)).toEqual([seeded[3], seeded[1]]);
    expect(archived.total).toBe(2);
    expect(ids(await get<RecordRow[]>(token, list.path, { archived: 1 }))).toEqual([seeded[3], seeded[1]]);
    expect(ids(await get<RecordRow[]>(token, list.path, { archived: 'false', includeArchived: 'true' }))).toEqual([seeded[2], seeded[0]]);
    expect(await get<RecordRow[]>(token, list.path, { includeArchived: 'true' })).toHaveLength(4);
  });

  it('when sort and order are sent, then that order, ties broken by id the same way', async () => {
    const token = await t.loginAs('ADMIN');
    const seeded = await list.seed(t, 3);

    const oldestFirst = await get<Page<RecordRow>>(token, list.path, { sort: list.dateSort, order: 'asc', page: 1, limit: 10 });
    expect(ids(oldestFirst.items)).toEqual(seeded);
    const byCreation = await get<Page<RecordRow>>(token, list.path, { sort: 'createdAt', order: 'asc', limit: 10 });
    expect(byCreation.items.map((row) => row.createdAt)).toEqual([...byCreation.items.map((row) => row.createdAt)].sort());
  });

  it(`when limit is over ${LIST_PAGE_MAX}, then a page holds ${LIST_PAGE_MAX}; limit 0 means every record`, async () => {
    const token = await t.loginAs('ADMIN');
    const seeded = await list.seed(t, LIST_PAGE_MAX + 3);

    const first = await get<Page<RecordRow>>(token, list.path, { limit: 500 });
    expect(first.items).toHaveLength(LIST_PAGE_MAX);
    expect(first.total).toBe(LIST_PAGE_MAX + 3);
    expect(ids((await get<Page<RecordRow>>(token, list.path, { page: 2, limit: 500 })).items)).toEqual(seeded.slice(0, 3).reverse());
    expect((await get<Page<RecordRow>>(token, list.path, { limit: 0 })).items).toHaveLength(LIST_PAGE_MAX + 3);
  });

  it.each([{ sort: 'id' }, { order: 'up' }, { limit: 'x' }, { page: 0 }, { archived: 'maybe' }])(
    'when the query is %p, then 400',
    async (query) => {
      const token = await t.loginAs('ADMIN');
      const response = await t.http().get(list.path).query(query).set(bearer(token));
      expect(response.status).toBe(400);
    },
  );
});

describe('GET /api/complaint: q in either answer', () => {
  it('when q is sent with or without a page, then the complaints whose comment holds it; q alone keeps the plain array', async () => {
    const token = await t.loginAs('MODERATOR');
    const seeded = await LISTS.complaints!.seed(t, 12);

    expect(ids(await get<RecordRow[]>(token, '/api/complaint', { q: 'жалоба 1' }))).toEqual([seeded[11], seeded[10], seeded[1]]);
    expect(await get<Page<RecordRow>>(token, '/api/complaint', { q: 'жалоба 1', limit: 2 })).toMatchObject({ total: 3, items: [{}, {}] });
  });
});

roleTable(
  'the paged record lists: who may read them',
  t,
  ['/api/compensation', '/api/complaint', '/api/feedback'].map((path): Call => ({
    name: `GET ${path}?page`,
    allowed: STAFF,
    prepare: async () => ({ method: 'get', path: `${path}?page=1&limit=10` }),
  })),
);
