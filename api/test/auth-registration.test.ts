import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { bearer, useTestApp } from './harness';

const t = useTestApp();

const newUser = {
  username: 'ivanov',
  password: 'secret-123',
  first_name: 'Иван',
  second_name: 'Иванов',
  last_name: 'Иванович',
  subject: 'Физика',
  male: 'M',
  roles: ['TEACHER'],
};

const register = (token: string, body: object) => t.http().post('/api/auth/registration').set(bearer(token)).send(body);

describe('POST /api/auth/registration', () => {
  it.each(['ADMIN', 'MODERATOR'] as const)('when %s creates a user, then 201 with the user and never the password', async (role) => {
    const token = await t.loginAs(role);
    const response = await register(token, newUser);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: 'ivanov',
      first_name: 'Иван',
      second_name: 'Иванов',
      last_name: 'Иванович',
      subject: 'Физика',
      male: 'M',
      roles: [{ value: 'TEACHER', description: 'Преподаватель' }],
      banned: false,
      banReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/secret-123|argon2|password/i);
  });

  it('when created, then the password is stored as an argon2id hash and the new user can log in', async () => {
    const token = await t.loginAs('ADMIN');
    const { body } = await register(token, newUser);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, body.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);

    const login = await t.http().post('/api/auth/login').send({ username: 'ivanov', password: 'secret-123' });
    expect(login.status).toBe(200);
  });

  it('when optional fields are left out, then male is M, roles are [STUDENT], last_name and subject null', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await register(token, { username: 'petrov', password: 'secret-123', first_name: 'Пётр', second_name: 'Петров' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      male: 'M',
      roles: [{ value: 'STUDENT', description: 'Ученик' }],
      last_name: null,
      subject: null,
    });
  });

  it('when several roles are given, then their order is kept (the first is the primary role)', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await register(token, { ...newUser, roles: ['MODERATOR', 'TEACHER'] });
    expect(response.body.roles.map((r: { value: string }) => r.value)).toEqual(['MODERATOR', 'TEACHER']);
  });

  it('when the login is taken, then 409 "Пользователь с таким логином уже существует"', async () => {
    const token = await t.loginAs('ADMIN');
    await t.createUser({ username: 'ivanov' });
    const response = await register(token, newUser);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Пользователь с таким логином уже существует', code: 'CONFLICT' });
  });

  it('when a MODERATOR tries to create an ADMIN, then 403', async () => {
    const token = await t.loginAs('MODERATOR');
    const response = await register(token, { ...newUser, roles: ['ADMIN'] });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('when an ADMIN creates an ADMIN, then 201', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await register(token, { ...newUser, roles: ['ADMIN'] });
    expect(response.status).toBe(201);
  });

  it.each([
    ['username', { username: undefined }, 'Введите логин'],
    ['username', { username: '  ' }, 'Введите логин'],
    ['password', { password: undefined }, 'Введите пароль'],
    ['password', { password: '1234567' }, 'Пароль должен быть не короче 8 символов'],
    ['password', { password: 'qwerty123' }, 'Этот пароль слишком распространён, выберите другой'],
    ['first_name', { first_name: '' }, 'Введите имя'],
    ['second_name', { second_name: undefined }, 'Введите фамилию'],
    ['roles', { roles: [] }, 'Необходимо выбрать хотя бы одну роль'],
    ['roles.0', { roles: ['KING'] }, 'Неизвестная роль'],
    ['male', { male: 'X' }, "Пол: 'M' или 'F'"],
    ['username', { username: 'x'.repeat(101) }, 'Логин не длиннее 100 символов'],
  ])('when %s is invalid (%j), then 400 "%s"', async (path, change, message) => {
    const token = await t.loginAs('ADMIN');
    const response = await register(token, { ...newUser, ...change });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
  });
});
