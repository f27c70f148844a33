import { eq } from 'drizzle-orm';
import { refreshSessions, userRoles, users } from '../src/db/schema';
import { deleteUser, banUser } from '../src/modules/users/users.service';
import { bearer, DEFAULT_PASSWORD, refreshCookieOf, useTestApp } from './harness';

const t = useTestApp();

const put = (token: string, id: number, body: object) => t.http().put(`/api/users/${id}`).set(bearer(token)).send(body);
const assign = (token: string, userId: number, roles: string[]) =>
  t.http().post('/api/users/role').set(bearer(token)).send({ userId, roles });
const ban = (token: string, userId: number) => t.http().post('/api/users/ban').set(bearer(token)).send({ userId });
const remove = (token: string, id: number) => t.http().delete(`/api/users/${id}`).set(bearer(token));
const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });
const roleValues = (body: { roles: { value: string }[] }) => body.roles.map((r) => r.value);

describe('PUT /api/users/:id', () => {
  it('when fields and roles are sent, then 200 with the updated user', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser({ roles: ['STUDENT'] });

    const response = await put(moderator.token, user.id, {
      username: 'new-login',
      first_name: ' Анна ',
      second_name: 'Смирнова',
      last_name: '',
      subject: 'Биология',
      male: 'F',
      roles: ['TEACHER', 'STUDENT'],
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      username: 'new-login',
      first_name: 'Анна',
      second_name: 'Смирнова',
      last_name: null,
      subject: 'Биология',
      male: 'F',
      roles: [
        { value: 'TEACHER', description: 'Преподаватель' },
        { value: 'STUDENT', description: 'Ученик' },
      ],
    });
  });

  it('when only some fields are sent, then the others stay as they were', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'], subject: 'Физика' });
    const response = await put(admin.token, user.id, { first_name: 'Олег' });
    expect(response.body).toMatchObject({ first_name: 'Олег', second_name: user.second_name, subject: 'Физика' });
    expect(roleValues(response.body)).toEqual(['TEACHER']);
  });

  it.each([
    ['blank', ''],
    ['missing', undefined],
    ['null', null],
  ])('when the password is %s, then the old password keeps working', async (_case, password) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    expect((await put(admin.token, user.id, { first_name: 'Пётр', password })).status).toBe(200);
    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('when a new password is sent, then only the new one works and old refresh sessions end', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const cookie = refreshCookieOf(await login(user.username, DEFAULT_PASSWORD)) ?? '';

    expect((await put(admin.token, user.id, { password: 'brand-new' })).status).toBe(200);

    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login(user.username, 'brand-new')).status).toBe(200);
    expect((await t.http().post('/api/auth/refresh').set('Cookie', cookie)).status).toBe(401);
  });

  it('when the new username is taken, then 409 "Пользователь с таким логином уже существует"', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const other = await t.createUser();
    const response = await put(admin.token, user.id, { username: other.username });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Пользователь с таким логином уже существует', code: 'CONFLICT' });
  });

  it('when the user does not exist, then 404', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await put(admin.token, 999999, { first_name: 'Пётр' })).status).toBe(404);
  });

  it.each([
    ['first_name', { first_name: '  ' }, 'Введите имя'],
    ['second_name', { second_name: '' }, 'Введите фамилию'],
    ['username', { username: '' }, 'Введите логин'],
    ['password', { password: '123' }, 'Пароль должен содержать не менее 6 символов'],
    ['roles', { roles: [] }, 'Необходимо выбрать хотя бы одну роль'],
    ['male', { male: 'W' }, "Пол: 'M' или 'F'"],
  ])('when %s is invalid, then 400 "%s"', async (path, body, message) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const response = await put(admin.token, user.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('when a MODERATOR edits an ADMIN user, then 403', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const response = await put(moderator.token, admin.id, { first_name: 'Взлом' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Только суперадмин может изменять суперадмина', code: 'FORBIDDEN' });
  });

  it('when a MODERATOR gives someone the ADMIN role through PUT, then 403 and nothing changes', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    const response = await put(moderator.token, user.id, { first_name: 'Новое', roles: ['ADMIN'] });
    expect(response.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Иван');
  });

  it('when an update fails half way (roles replaced, then a username clash), then no part of it is saved', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['STUDENT'] });
    const other = await t.createUser();
    expect((await put(admin.token, user.id, { username: other.username, roles: ['TEACHER'] })).status).toBe(409);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(roles.map((r) => r.role)).toEqual(['STUDENT']);
  });
});

describe('PUT /api/users/subject', () => {
  it.each(['ADMIN', 'MODERATOR', 'TEACHER', 'STUDENT'] as const)('when a %s sets their subject, then 200 with themselves updated', async (role) => {
    const user = await t.createUser({ roles: [role] });
    const response = await t.http().put('/api/users/subject').set(bearer(user.token)).send({ subject: ' Информатика ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, subject: 'Информатика' });
  });

  it('when the subject is blank, then it is cleared', async () => {
    const user = await t.createUser({ roles: ['TEACHER'], subject: 'Физика' });
    const response = await t.http().put('/api/users/subject').set(bearer(user.token)).send({ subject: '' });
    expect(response.body.subject).toBeNull();
  });

  it('when the path /users/subject is used with GET, then it is not taken for /users/:id (400 on "subject", not 500)', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await t.http().get('/api/users/subject').set(bearer(admin.token))).status).toBe(400);
  });
});

describe('POST /api/users/role', () => {
  it('when roles are assigned, then 200 with the roles in the given order', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser({ roles: ['STUDENT'] });
    const response = await assign(moderator.token, user.id, ['TEACHER', 'MODERATOR', 'TEACHER']);
    expect(response.status).toBe(200);
    expect(roleValues(response.body)).toEqual(['TEACHER', 'MODERATOR']);
  });

  it('when a MODERATOR grants ADMIN, then 403 "Только суперадмин может назначать и снимать роль суперадмина"', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser();
    const response = await assign(moderator.token, user.id, ['ADMIN']);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Только суперадмин может назначать и снимать роль суперадмина');
  });

  it('when a MODERATOR removes ADMIN from someone, then 403', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser({ roles: ['TEACHER', 'ADMIN'] });
    expect((await assign(moderator.token, user.id, ['TEACHER'])).status).toBe(403);
  });

  it('when an ADMIN grants ADMIN, then 200', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    expect(roleValues((await assign(admin.token, user.id, ['ADMIN'])).body)).toEqual(['ADMIN']);
  });

  it('when the last active ADMIN demotes themselves, then 409 and they stay ADMIN', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser({ roles: ['ADMIN'], banned: true });
    await t.createUser({ roles: ['TEACHER', 'ADMIN'] }); // ADMIN, but not as primary role: cannot act as one

    const response = await assign(admin.token, admin.id, ['TEACHER', 'ADMIN']);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Нельзя снять роль суперадмина с последнего суперадмина', code: 'CONFLICT' });
    expect(roleValues((await t.http().get(`/api/users/${admin.id}`).set(bearer(admin.token))).body)).toEqual(['ADMIN']);
  });

  it('when another active ADMIN exists, then an ADMIN may demote themselves', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser({ roles: ['ADMIN'] });
    expect((await assign(admin.token, admin.id, ['TEACHER'])).status).toBe(200);
  });

  it.each([
    [{ roles: ['TEACHER'] }, 'userId', 'Ожидается идентификатор'],
    [{ userId: 1 }, 'roles', 'Необходимо выбрать хотя бы одну роль'],
    [{ userId: 1, roles: [] }, 'roles', 'Необходимо выбрать хотя бы одну роль'],
    [{ userId: 1, roles: ['KING'] }, 'roles.0', 'Неизвестная роль'],
  ])('when the body is %j, then 400 "%s"', async (body, path, message) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const response = await t.http().post('/api/users/role').set(bearer(admin.token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('when the user does not exist, then 404', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await assign(admin.token, 999999, ['TEACHER'])).status).toBe(404);
  });
});

describe('POST /api/users/ban', () => {
  it('when a user is banned, then 200 with banned and the fixed reason, and their sessions are removed', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser();
    await login(user.username, DEFAULT_PASSWORD);

    const response = await t
      .http()
      .post('/api/users/ban')
      .set(bearer(moderator.token))
      .send({ userId: user.id, reason: 'что-то своё' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, banned: true, banReason: 'Пользователь заблокирован' });
    expect(await t.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id))).toEqual([]);
    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(403);
  });

  it('when a user bans themselves, then 403 "Нельзя заблокировать самого себя"', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const response = await ban(admin.token, admin.id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Нельзя заблокировать самого себя', code: 'FORBIDDEN' });
  });

  it('when a MODERATOR bans an ADMIN, then 403', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await ban(moderator.token, admin.id)).status).toBe(403);
  });

  it('when an ADMIN bans another ADMIN, then 200', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const other = await t.createUser({ roles: ['ADMIN'] });
    expect((await ban(admin.token, other.id)).status).toBe(200);
  });

  it('when the user does not exist, then 404; when userId is missing, then 400', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await ban(admin.token, 999999)).status).toBe(404);
    const response = await t.http().post('/api/users/ban').set(bearer(admin.token)).send({});
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path: 'userId', message: 'Ожидается идентификатор' });
  });
});

describe('DELETE /api/users/:id', () => {
  it('when an ADMIN deletes a user, then 200 with that user, and the user, roles and sessions are gone', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    await login(user.username, DEFAULT_PASSWORD);

    const response = await remove(admin.token, user.id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id))).toEqual([]);
    expect((await remove(admin.token, user.id)).status).toBe(404);
  });

  it('when an ADMIN deletes themselves, then 403 "Нельзя удалить самого себя"', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser({ roles: ['ADMIN'] });
    const response = await remove(admin.token, admin.id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Нельзя удалить самого себя', code: 'FORBIDDEN' });
  });

  it('when an ADMIN deletes another ADMIN, then 200', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const other = await t.createUser({ roles: ['ADMIN'] });
    expect((await remove(admin.token, other.id)).status).toBe(200);
  });
});

describe('last active ADMIN (service level: over HTTP the caller is always another active ADMIN)', () => {
  it('when the only active ADMIN would be deleted or banned, then 409 and nothing changes', async () => {
    const lastAdmin = await t.createUser({ roles: ['ADMIN'] });
    // An actor the service trusts (e.g. a script); its own account is not an active ADMIN.
    const script = await t.createUser({ roles: ['ADMIN'], banned: true });

    await expect(deleteUser(t.db, script, lastAdmin.id)).rejects.toMatchObject({
      status: 409,
      message: 'Нельзя удалить последнего суперадмина',
    });
    await expect(banUser(t.db, script, lastAdmin.id)).rejects.toMatchObject({
      status: 409,
      message: 'Нельзя заблокировать последнего суперадмина',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, lastAdmin.id));
    expect(row?.banned).toBe(false);
  });
});
