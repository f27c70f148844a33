import { bearer, useTestApp } from './harness';

const t = useTestApp();

async function list(token: string, query: Record<string, string | number> = {}) {
  const response = await t.http().get('/api/users').query(query).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body as { items: { id: number; username: string; second_name: string }[]; total: number };
}

describe('GET /api/users', () => {
  it('when called with no query, then {items, total} of every not banned user with the contract fields', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'], username: 'boss' });
    const teacher = await t.createUser({ roles: ['TEACHER', 'STUDENT'], subject: 'Химия', male: 'F', last_name: null });
    await t.createUser({ banned: true });

    const { items, total } = await list(admin.token);

    expect(total).toBe(2);
    expect(items.map((u) => u.id)).toEqual([admin.id, teacher.id]);
    expect(items[1]).toEqual({
      id: teacher.id,
      username: teacher.username,
      first_name: 'Иван',
      second_name: teacher.second_name,
      last_name: null,
      subject: 'Химия',
      male: 'F',
      roles: [
        { value: 'TEACHER', description: 'Преподаватель' },
        { value: 'STUDENT', description: 'Ученик' },
      ],
      banned: false,
      banReason: null,
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('when limit and page are given, then that page and the full total', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const others = [];
    for (let i = 0; i < 4; i += 1) others.push(await t.createUser());

    const page2 = await list(admin.token, { page: 2, limit: 2 });
    expect(page2.total).toBe(5);
    expect(page2.items.map((u) => u.id)).toEqual([others[1]!.id, others[2]!.id]);
  });

  it.each([0, -1])('when limit is %i, then every user is returned', async (limit) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    for (let i = 0; i < 3; i += 1) await t.createUser();
    const { items, total } = await list(admin.token, { limit, page: 3 });
    expect(items).toHaveLength(4);
    expect(total).toBe(4);
  });

  it('when role=TEACHER, then only users having that role (in any position)', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const moderatorTeacher = await t.createUser({ roles: ['MODERATOR', 'TEACHER'] });
    await t.createUser({ roles: ['STUDENT'] });

    const { items, total } = await list(admin.token, { role: 'TEACHER' });
    expect(items.map((u) => u.id)).toEqual([teacher.id, moderatorTeacher.id]);
    expect(total).toBe(2);
  });

  it.each(['all', ''])('when role is "%s", then no role filter', async (role) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser();
    expect((await list(admin.token, { role })).total).toBe(2);
  });

  it.each(['true', '1'])('when banned=%s, then only banned users', async (banned) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const banned1 = await t.createUser({ banned: true });
    const { items } = await list(admin.token, { banned });
    expect(items.map((u) => u.id)).toEqual([banned1.id]);
    expect(items[0]).toMatchObject({ banned: true, banReason: 'Пользователь заблокирован' });
  });

  it.each(['false', '0'])('when banned=%s, then only users who are not banned', async (banned) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser({ banned: true });
    expect((await list(admin.token, { banned })).items.map((u) => u.id)).toEqual([admin.id]);
  });

  it('when q is given, then surnames containing it, case-insensitively, with LIKE wildcards taken literally', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'], second_name: 'Админов' });
    const ivanov = await t.createUser({ second_name: 'Иванов' });
    const ivanova = await t.createUser({ second_name: 'Иванова' });
    await t.createUser({ second_name: 'Петров' });
    await t.createUser({ second_name: 'Сто_процентов' });

    expect((await list(admin.token, { q: 'иван' })).items.map((u) => u.id)).toEqual([ivanov.id, ivanova.id]);
    expect((await list(admin.token, { q: 'ВАНОВ' })).total).toBe(2);
    expect((await list(admin.token, { q: '%' })).total).toBe(0);
    expect((await list(admin.token, { q: 'о_п' })).total).toBe(1);
  });

  it('when q is a start or a part of a surname, then ё and е match each other in either case', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'], second_name: 'Админов' });
    const yolkin = await t.createUser({ second_name: 'Ёлкин' });
    const semenov = await t.createUser({ second_name: 'Семенов' });
    const fyodorov = await t.createUser({ second_name: 'Фёдоров' });

    const ids = async (q: string) => (await list(admin.token, { q })).items.map((u) => u.id);
    expect(await ids('ел')).toEqual([yolkin.id]);
    expect(await ids('ЁЛК')).toEqual([yolkin.id]);
    expect(await ids('Семён')).toEqual([semenov.id]);
    expect(await ids('федор')).toEqual([fyodorov.id]);
    expect(await ids('ёдо')).toEqual([fyodorov.id]);
    expect(await ids('  сем ')).toEqual([semenov.id]);
  });

  it('when sort and order are given, then the list is sorted that way', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'], second_name: 'Борисов' });
    const a = await t.createUser({ second_name: 'Абрамов' });
    const c = await t.createUser({ second_name: 'Васильев' });

    const asc = await list(admin.token, { sort: 'second_name' });
    expect(asc.items.map((u) => u.id)).toEqual([a.id, admin.id, c.id]);
    const desc = await list(admin.token, { sort: 'second_name', order: 'desc' });
    expect(desc.items.map((u) => u.id)).toEqual([c.id, admin.id, a.id]);
    const newest = await list(admin.token, { sort: 'id', order: 'desc', limit: 1 });
    expect(newest.items.map((u) => u.id)).toEqual([c.id]);
  });

  it.each([
    [{ page: 0 }, 'page начинается с 1'],
    [{ page: 'x' }, 'page должен быть числом'],
    [{ limit: -2 }, 'limit: 0 или -1 — все записи, иначе положительное число'],
    [{ role: 'KING' }, 'Неизвестная роль'],
    [{ banned: 'yes' }, 'Ожидается true, false, 1 или 0'],
    [{ order: 'up' }, 'order: asc или desc'],
  ])('when the query is %j, then 400 "%s"', async (query, message) => {
    const token = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/users').query(query).set(bearer(token));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toBe(message);
    expect(response.body.errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('when sort names an unknown field, then 400', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/users').query({ sort: 'password_hash' }).set(bearer(token));
    expect(response.status).toBe(400);
  });
});

describe('GET /api/users/teachers and /api/users/students', () => {
  it('when called, then not banned teachers as {id, fullName, first_name, second_name, last_name}, by surname', async () => {
    const token = await t.loginAs('STUDENT');
    const b = await t.createUser({ roles: ['TEACHER'], second_name: 'Борисова', first_name: 'Анна', last_name: 'Петровна' });
    const a = await t.createUser({ roles: ['MODERATOR', 'TEACHER'], second_name: 'Алексеев', first_name: 'Пётр', last_name: null });
    await t.createUser({ roles: ['TEACHER'], banned: true });
    await t.createUser({ roles: ['STUDENT'] });

    const response = await t.http().get('/api/users/teachers').set(bearer(token));

    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: a.id, fullName: 'Алексеев Пётр', first_name: 'Пётр', second_name: 'Алексеев', last_name: null },
      { id: b.id, fullName: 'Борисова Анна Петровна', first_name: 'Анна', second_name: 'Борисова', last_name: 'Петровна' },
    ]);
  });

  it('when called, then the students likewise (and no teachers)', async () => {
    const token = await t.loginAs('TEACHER');
    const s = await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' });
    await t.createUser({ roles: ['STUDENT'], banned: true });

    const response = await t.http().get('/api/users/students').set(bearer(token));

    expect(response.body).toEqual([
      { id: s.id, fullName: 'Сидоров Семён Семёнович', first_name: 'Семён', second_name: 'Сидоров', last_name: 'Семёнович' },
    ]);
  });
});

describe('GET /api/users/:id', () => {
  it('when the user exists, then 200 with the user', async () => {
    const token = await t.loginAs('MODERATOR');
    const user = await t.createUser({ roles: ['TEACHER'] });
    const response = await t.http().get(`/api/users/${user.id}`).set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username, roles: [{ value: 'TEACHER' }] });
    expect(response.body).not.toHaveProperty('password');
    expect(response.body).not.toHaveProperty('passwordHash');
  });

  it('when it does not exist, then 404 "Пользователь не найден"', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/users/999999').set(bearer(token));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Пользователь не найден', code: 'NOT_FOUND' });
  });

  it.each(['0', '-1', '1.5'])('when the id is %s, then 400', async (id) => {
    const token = await t.loginAs('ADMIN');
    expect((await t.http().get(`/api/users/${id}`).set(bearer(token))).status).toBe(400);
  });
});
