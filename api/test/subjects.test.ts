import { bearer, useTestApp } from './harness';

const t = useTestApp();

const create = (token: string, name: unknown) => t.http().post('/api/subjects').set(bearer(token)).send({ name });

describe('subjects', () => {
  it('when an ADMIN creates a subject, then 201 {id, name (trimmed), createdAt}', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await create(token, '  Физика ');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), name: 'Физика', createdAt: expect.stringMatching(/Z$/) });
  });

  it('when listed, then a plain array ordered by name', async () => {
    const token = await t.loginAs('ADMIN');
    for (const name of ['Физика', 'Алгебра', 'История']) await create(token, name);
    const response = await t
      .http()
      .get('/api/subjects')
      .set(bearer(await t.loginAs('STUDENT')));
    expect(response.status).toBe(200);
    expect(response.body.map((s: { name: string }) => s.name)).toEqual(['Алгебра', 'История', 'Физика']);
  });

  it('when one subject is read, then 200 with it; a missing one is 404 "Предмет не найден"', async () => {
    const token = await t.loginAs('ADMIN');
    const { body } = await create(token, 'Химия');
    expect((await t.http().get(`/api/subjects/${body.id}`).set(bearer(token))).body).toEqual(body);
    const missing = await t.http().get('/api/subjects/999').set(bearer(token));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Предмет не найден', code: 'NOT_FOUND' });
  });

  it('when renamed with PATCH, then 200 with the new name', async () => {
    const token = await t.loginAs('ADMIN');
    const { body } = await create(token, 'Химия');
    const response = await t.http().patch(`/api/subjects/${body.id}`).set(bearer(token)).send({ name: 'Органическая химия' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...body, name: 'Органическая химия' });
    expect((await t.http().patch('/api/subjects/999').set(bearer(token)).send({ name: 'X' })).status).toBe(404);
  });

  it('when deleted, then 200 with the deleted subject and it is gone', async () => {
    const token = await t.loginAs('ADMIN');
    const { body } = await create(token, 'Химия');
    const response = await t.http().delete(`/api/subjects/${body.id}`).set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(body);
    expect((await t.http().get(`/api/subjects/${body.id}`).set(bearer(token))).status).toBe(404);
    expect((await t.http().delete(`/api/subjects/${body.id}`).set(bearer(token))).status).toBe(404);
  });

  it.each(['Физика', 'физика', ' ФИЗИКА '])(
    'when "%s" is created while "Физика" exists, then 409 "Предмет с таким названием уже существует"',
    async (name) => {
      const token = await t.loginAs('ADMIN');
      await create(token, 'Физика');
      const response = await create(token, name);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Предмет с таким названием уже существует', code: 'CONFLICT' });
    },
  );

  it('when renamed to an existing name, then 409', async () => {
    const token = await t.loginAs('ADMIN');
    await create(token, 'Физика');
    const { body } = await create(token, 'Химия');
    const response = await t.http().patch(`/api/subjects/${body.id}`).set(bearer(token)).send({ name: 'Физика' });
    expect(response.status).toBe(409);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['not text', 42],
  ])('when the name is %s, then 400 "Введите название предмета"', async (_case, name) => {
    const token = await t.loginAs('ADMIN');
    const response = await create(token, name);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Введите название предмета',
      code: 'VALIDATION',
      errors: [{ path: 'name', message: 'Введите название предмета' }],
    });
  });

  it('when PATCH has a blank name, then 400 "Введите название предмета"', async () => {
    const token = await t.loginAs('ADMIN');
    const { body } = await create(token, 'Химия');
    const response = await t.http().patch(`/api/subjects/${body.id}`).set(bearer(token)).send({ name: ' ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Введите название предмета');
  });

  it('when the id is not a positive integer, then 400', async () => {
    const token = await t.loginAs('ADMIN');
    expect((await t.http().get('/api/subjects/abc').set(bearer(token))).status).toBe(400);
  });
});
