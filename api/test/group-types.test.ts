import { bearer, useTestApp, type TestApp } from './harness';
import { aGroupType, forAdmin, forStaffAndTeachers, roleTable, type Call } from './factory';

const t = useTestApp();

const admin = () => t.loginAs('ADMIN');
const create = (token: string, body: object) => t.http().post('/api/group-types').set(bearer(token)).send(body);

describe('group types', () => {
  it('when an ADMIN creates a group type, then 201 {id, name (trimmed), total_places, createdAt}', async () => {
    const response = await create(await admin(), { name: '  Мини-группа ', total_places: 4 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), name: 'Мини-группа', total_places: 4, createdAt: expect.stringMatching(/Z$/) });
  });

  it('when total_places is not sent, then it defaults to 10; 0 (unlimited) is kept', async () => {
    const token = await admin();
    expect((await create(token, { name: 'Группа' })).body.total_places).toBe(10);
    const unlimited = await create(token, { name: 'Лекция', total_places: 0 });
    expect(unlimited.status).toBe(201);
    expect(unlimited.body.total_places).toBe(0);
  });

  it('when listed, then a plain array ordered by name', async () => {
    const token = await admin();
    for (const name of ['Индивидуальное', 'Группа', 'Мини-группа']) await create(token, { name });
    const response = await t
      .http()
      .get('/api/group-types')
      .set(bearer(await t.loginAs('TEACHER')));
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.map((g: { name: string }) => g.name)).toEqual(['Группа', 'Индивидуальное', 'Мини-группа']);
  });

  it('when one is read, then 200 with it; a missing one is 404 "Тип занятия не найден"', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const response = await t.http().get(`/api/group-types/${groupType.id}`).set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(groupType);
    const missing = await t.http().get('/api/group-types/999').set(bearer(token));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Тип занятия не найден', code: 'NOT_FOUND' });
  });

  it('when PATCHed, then 200 with only the sent fields changed; an empty body changes nothing', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token, 'Группа', 8);
    const places = await t.http().patch(`/api/group-types/${groupType.id}`).set(bearer(token)).send({ total_places: 0 });
    expect(places.status).toBe(200);
    expect(places.body).toEqual({ ...groupType, total_places: 0 });
    const renamed = await t.http().patch(`/api/group-types/${groupType.id}`).set(bearer(token)).send({ name: 'Большая группа' });
    expect(renamed.body).toEqual({ ...groupType, name: 'Большая группа', total_places: 0 });
    const nothing = await t.http().patch(`/api/group-types/${groupType.id}`).set(bearer(token)).send({});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(renamed.body);
    expect((await t.http().patch('/api/group-types/999').set(bearer(token)).send({ name: 'X' })).status).toBe(404);
    expect((await t.http().patch('/api/group-types/999').set(bearer(token)).send({})).status).toBe(404);
  });

  it('when deleted, then 200 with the deleted group type and it is gone', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const response = await t.http().delete(`/api/group-types/${groupType.id}`).set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual(groupType);
    expect((await t.http().get(`/api/group-types/${groupType.id}`).set(bearer(token))).status).toBe(404);
    expect((await t.http().delete(`/api/group-types/${groupType.id}`).set(bearer(token))).status).toBe(404);
  });

  it.each([
    ['active', false],
    ['archived', true],
  ])('when a group type used by an %s service is deleted, then 409 and nothing is deleted', async (_case, archived) => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const service = await t
      .http()
      .post('/api/services')
      .set(bearer(token))
      .send({ name: 'Английский', group_type_id: groupType.id, duration_minutes: 60, price: 1500 });
    if (archived) expect((await t.http().delete(`/api/services/${service.body.id}`).set(bearer(token))).status).toBe(200);

    const response = await t.http().delete(`/api/group-types/${groupType.id}`).set(bearer(token));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Нельзя удалить тип занятия: он используется в услугах или занятиях', code: 'CONFLICT' });
    expect((await t.http().get(`/api/group-types/${groupType.id}`).set(bearer(token))).body).toEqual(groupType);
    const kept = await t.http().get(`/api/services/${service.body.id}`).set(bearer(token));
    expect(kept.body.group_type_id).toBe(groupType.id);
  });

  it.each(['Группа', 'группа', ' ГРУППА '])(
    'when "%s" is created while "Группа" exists, then 409 "Тип занятия с таким названием уже существует"',
    async (name) => {
      const token = await admin();
      await aGroupType(t, token, 'Группа');
      const response = await create(token, { name });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Тип занятия с таким названием уже существует', code: 'CONFLICT' });
    },
  );

  it('when renamed to an existing name, then 409', async () => {
    const token = await admin();
    await aGroupType(t, token, 'Группа');
    const other = await aGroupType(t, token, 'Индивидуальное');
    const response = await t.http().patch(`/api/group-types/${other.id}`).set(bearer(token)).send({ name: 'группа' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Тип занятия с таким названием уже существует');
  });

  it.each([
    ['missing', {}],
    ['empty', { name: '' }],
    ['blank', { name: '   ' }],
    ['not text', { name: 42 }],
  ])('when the name is %s, then 400 "Введите название типа занятия"', async (_case, body) => {
    const response = await create(await admin(), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Введите название типа занятия',
      code: 'VALIDATION',
      errors: [{ path: 'name', message: 'Введите название типа занятия' }],
    });
  });

  it.each([
    ['negative', -1],
    ['fractional', 2.5],
    ['not a number', 'много'],
  ])('when total_places is %s, then 400 "Введите корректное количество мест (минимум 1)"', async (_case, total_places) => {
    const response = await create(await admin(), { name: 'Группа', total_places });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Введите корректное количество мест (минимум 1)',
      code: 'VALIDATION',
      errors: [{ path: 'total_places', message: 'Введите корректное количество мест (минимум 1)' }],
    });
  });

  it('when PATCH has a blank name or bad places, then 400 with the form’s message', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const blank = await t.http().patch(`/api/group-types/${groupType.id}`).set(bearer(token)).send({ name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Введите название типа занятия');
    const places = await t.http().patch(`/api/group-types/${groupType.id}`).set(bearer(token)).send({ total_places: -5 });
    expect(places.status).toBe(400);
    expect(places.body.message).toBe('Введите корректное количество мест (минимум 1)');
  });

  it('when the id is not a positive integer, then 400', async () => {
    expect(
      (
        await t
          .http()
          .get('/api/group-types/abc')
          .set(bearer(await admin()))
      ).status,
    ).toBe(400);
  });
});

// ——— who may do what (docs/product/permissions.md: reads for staff and teachers, changes for ADMIN only) ———

const READ = forStaffAndTeachers(200);
const existing = async (t: TestApp) => aGroupType(t, await t.loginAs('ADMIN'), 'Группа');

const CALLS: Call[] = [
  { name: 'GET /group-types', expected: READ, prepare: async () => ({ method: 'get', path: '/api/group-types' }) },
  {
    name: 'GET /group-types/:id',
    expected: READ,
    prepare: async (t) => ({ method: 'get', path: `/api/group-types/${(await existing(t)).id}` }),
  },
  {
    name: 'POST /group-types',
    expected: forAdmin(201),
    prepare: async () => ({ method: 'post', path: '/api/group-types', body: { name: 'Группа', total_places: 6 } }),
  },
  {
    name: 'PATCH /group-types/:id',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'patch', path: `/api/group-types/${(await existing(t)).id}`, body: { total_places: 6 } }),
  },
  {
    name: 'DELETE /group-types/:id',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/group-types/${(await existing(t)).id}` }),
  },
];

roleTable('group types: every call × every role', t, CALLS);
