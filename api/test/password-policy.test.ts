import { isCommonPassword } from '@diary/common';
import { bearer, DEFAULT_PASSWORD, useTestApp } from './harness';

const t = useTestApp();

const TOO_SHORT = 'Пароль должен быть не короче 8 символов';
const TOO_COMMON = 'Этот пароль слишком распространён, выберите другой';

const register = (token: string, password: unknown) =>
  t
    .http()
    .post('/api/auth/registration')
    .set(bearer(token))
    .send({ username: 'newcomer', password, first_name: 'Иван', second_name: 'Новиков' });

const update = (token: string, id: number, password: unknown) => t.http().put(`/api/users/${id}`).set(bearer(token)).send({ password });

const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });

const refused = [
  ['7 characters', 'abc1234', TOO_SHORT],
  ['6 digits', '123456', TOO_SHORT],
  ['a common one', 'qwerty123', TOO_COMMON],
  ['a common one', 'password1', TOO_COMMON],
  ['a common one in capitals', 'Password123', TOO_COMMON],
  ['a common one', '12345678', TOO_COMMON],
] as const;

describe('password rule: at least 8 characters, not one of the 10,000 most common', () => {
  it.each(refused)('when a new user is registered with %s (%s), then 400 "%s"', async (_case, password, message) => {
    const token = await t.loginAs('ADMIN');
    const response = await register(token, password);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: 'VALIDATION', errors: [{ path: 'password', message }] });
  });

  it.each(refused)('when a user is given %s (%s), then 400 "%s" and the old password still works', async (_case, password, message) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const response = await update(admin.token, user.id, password);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: 'VALIDATION', errors: [{ path: 'password', message }] });
    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('when the password has 8 characters and is not common, then registration and an edit accept it', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await register(admin.token, 'kq3-vx8z')).status).toBe(201);
    const user = await t.createUser();
    expect((await update(admin.token, user.id, 'zt7-pw4m')).status).toBe(200);
    expect((await login(user.username, 'zt7-pw4m')).status).toBe(200);
  });

  it('when a user is edited with a blank password, then the old password is kept', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    expect((await update(admin.token, user.id, '')).status).toBe(200);
    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('when an older weak password is used to log in, then it still logs in (the rule is for new passwords only)', async () => {
    const user = await t.createUser({ password: 'qwerty' });
    expect((await login(user.username, 'qwerty')).status).toBe(200);
  });

  it('when the tests log in with DEFAULT_PASSWORD, then it passes the rule itself', () => {
    expect(DEFAULT_PASSWORD.length).toBeGreaterThanOrEqual(8);
    expect(isCommonPassword(DEFAULT_PASSWORD)).toBe(false);
  });
});
