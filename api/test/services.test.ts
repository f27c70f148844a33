import { sql } from 'drizzle-orm';
import type { Service } from '@diary/common';
import { bearer, useTestApp, type TestApp } from './harness';
import { aGroupType, aService, forAdmin, forStaffAndTeachers, roleTable, type Call } from './factory';

const t = useTestApp();

const admin = () => t.loginAs('ADMIN');
const create = (token: string, body: object) => t.http().post('/api/services').set(bearer(token)).send(body);
const list = async (token: string, query: Record<string, string | number | boolean> = {}) => {
  const response = await t.http().get('/api/services').query(query).set(bearer(token));
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body as Service[];
};
const names = (services: Service[]) => services.map((s) => s.name);

describe('services: create, read, update', () => {
  it('when an ADMIN creates a service, then 201 with every field, price as a number, active', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const response = await create(token, {
      name: '  Английский язык ',
      group_type_id: groupType.id,
      duration_minutes: 90,
      price: '1499.90',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Английский язык',
      group_type_id: groupType.id,
      duration_minutes: 90,
      price: 1499.9,
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(response.body).not.toHaveProperty('groupType');
  });

  it('when read by id, then 200 with it; includeGroupType adds the group type; a missing one is 404 "Услуга не найдена"', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const service = await aService(t, token, { name: 'Химия', group_type_id: groupType.id, duration_minutes: 60, price: 1000 });
    const plain = await t.http().get(`/api/services/${service.id}`).set(bearer(token));
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(service);
    const withType = await t.http().get(`/api/services/${service.id}?includeGroupType=1`).set(bearer(token));
    expect(withType.body).toEqual({ ...service, groupType });
    const without = await t.http().get(`/api/services/${service.id}?includeGroupType=false`).set(bearer(token));
    expect(without.body).not.toHaveProperty('groupType');
    const missing = await t.http().get('/api/services/999').set(bearer(token));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Услуга не найдена', code: 'NOT_FOUND' });
  });

  it('when PUT sends some fields, then 200 with those changed and the rest kept', async () => {
    const token = await admin();
    const first = await aGroupType(t, token, 'Группа');
    const second = await aGroupType(t, token, 'Индивидуальное', 1);
    const service = await aService(t, token, { name: 'Химия', group_type_id: first.id, duration_minutes: 60, price: 1000 });

    const priced = await t.http().put(`/api/services/${service.id}`).set(bearer(token)).send({ price: '1200,50' });
    expect(priced.status).toBe(200);
    expect(priced.body).toEqual({ ...service, price: 1200.5 });

    const moved = await t
      .http()
      .put(`/api/services/${service.id}`)
      .set(bearer(token))
      .send({ name: 'Химия (инд.)', group_type_id: second.id, duration_minutes: 45 });
    expect(moved.body).toEqual({ ...service, name: 'Химия (инд.)', group_type_id: second.id, duration_minutes: 45, price: 1200.5 });

    const nothing = await t.http().put(`/api/services/${service.id}`).set(bearer(token)).send({});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(moved.body);
    expect((await t.http().put('/api/services/999').set(bearer(token)).send({ price: 5 })).status).toBe(404);
    expect((await t.http().put('/api/services/999').set(bearer(token)).send({})).status).toBe(404);
  });

  it('when the group type does not exist, then 400 "Тип группы не найден" on create and on update', async () => {
    const token = await admin();
    const created = await create(token, { name: 'Химия', group_type_id: 999, duration_minutes: 60, price: 1000 });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({
      message: 'Тип группы не найден',
      code: 'VALIDATION',
      errors: [{ path: 'group_type_id', message: 'Тип группы не найден' }],
    });
    const groupType = await aGroupType(t, token);
    const service = await aService(t, token, { name: 'Химия', group_type_id: groupType.id, duration_minutes: 60, price: 1000 });
    const updated = await t.http().put(`/api/services/${service.id}`).set(bearer(token)).send({ group_type_id: 12345 });
    expect(updated.status).toBe(400);
    expect(updated.body.message).toBe('Тип группы не найден');
    expect((await t.http().get(`/api/services/${service.id}`).set(bearer(token))).body).toEqual(service);
  });

  it('when the id is not a positive integer, then 400', async () => {
    const token = await admin();
    expect((await t.http().get('/api/services/abc').set(bearer(token))).status).toBe(400);
    expect((await t.http().post('/api/services/0/restore').set(bearer(token))).status).toBe(400);
  });
});

describe('services: price is exact money', () => {
  it.each([
    ['the string "1499.90"', '1499.90', 1499.9],
    ['a comma decimal "1500,50"', '1500,50', 1500.5],
    ['the number 1499.9', 1499.9, 1499.9],
    ['0.1', 0.1, 0.1],
    ['"0.20"', '0.20', 0.2],
    ['a whole number', 2500, 2500],
    ['the largest price', '9999999999.99', 9999999999.99],
  ])('when the price is %s, then it is stored exactly and answered as %p', async (_case, price, answered) => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const service = await aService(t, token, { name: 'Химия', group_type_id: groupType.id, duration_minutes: 60, price });
    expect(service.price).toBe(answered);
    expect((await t.http().get(`/api/services/${service.id}`).set(bearer(token))).body.price).toBe(answered);
  });

  it('when prices 0.1 and 0.2 are stored, then the database keeps them exactly: their sum is 0.30, not 0.30000000000000004', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    await aService(t, token, { name: 'А', group_type_id: groupType.id, duration_minutes: 60, price: 0.1 });
    await aService(t, token, { name: 'Б', group_type_id: groupType.id, duration_minutes: 60, price: '0.2' });
    const { rows } = (await t.db.execute(
      sql`select sum(price)::text as total, array_agg(price::text order by name) as prices from services`,
    )) as {
      rows: { total: string; prices: string[] }[];
    };
    expect(rows[0]).toEqual({ total: '0.30', prices: ['0.10', '0.20'] });
    // A bound equal to a stored price matches it exactly (no float drift in the comparison).
    expect(names(await list(token, { max_price: 0.2 }))).toEqual(['А', 'Б']);
    expect(names(await list(token, { min_price: 0.1, max_price: 0.1 }))).toEqual(['А']);
  });

  it('when the price has float noise (0.1 + 0.2) or more than two decimals, then 400 rather than silent rounding', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    for (const price of [0.1 + 0.2, '10.005']) {
      const response = await create(token, { name: 'Химия', group_type_id: groupType.id, duration_minutes: 60, price });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Стоимость должна быть положительным числом');
    }
  });
});

describe('services: validation in docs/product/rules.md order', () => {
  const valid = { name: 'Химия', group_type_id: 1, duration_minutes: 60, price: 1000 };

  it('when nothing is sent, then 400 with the four "required" messages in form order', async () => {
    const response = await create(await admin(), {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Название услуги обязательно',
      code: 'VALIDATION',
      errors: [
        { path: 'name', message: 'Название услуги обязательно' },
        { path: 'group_type_id', message: 'Тип группы обязателен' },
        { path: 'duration_minutes', message: 'Длительность обязательна' },
        { path: 'price', message: 'Стоимость обязательна' },
      ],
    });
  });

  it('when the price is missing and the duration negative, then "Стоимость обязательна" comes first', async () => {
    const response = await create(await admin(), { name: 'Химия', group_type_id: 1, duration_minutes: -30 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Стоимость обязательна',
      code: 'VALIDATION',
      errors: [
        { path: 'price', message: 'Стоимость обязательна' },
        { path: 'duration_minutes', message: 'Длительность должна быть положительным числом' },
      ],
    });
  });

  it.each([
    ['name blank', { name: '  ' }, 'name', 'Название услуги обязательно'],
    ['group type missing', { group_type_id: null }, 'group_type_id', 'Тип группы обязателен'],
    ['group type not an id', { group_type_id: 'abc' }, 'group_type_id', 'Тип группы обязателен'],
    ['duration missing', { duration_minutes: undefined }, 'duration_minutes', 'Длительность обязательна'],
    ['duration zero', { duration_minutes: 0 }, 'duration_minutes', 'Длительность должна быть положительным числом'],
    ['duration fractional', { duration_minutes: 1.5 }, 'duration_minutes', 'Длительность должна быть положительным числом'],
    ['duration text', { duration_minutes: 'час' }, 'duration_minutes', 'Длительность должна быть положительным числом'],
    ['price empty', { price: '' }, 'price', 'Стоимость обязательна'],
    ['price zero', { price: 0 }, 'price', 'Стоимость должна быть положительным числом'],
    ['price negative', { price: -100 }, 'price', 'Стоимость должна быть положительным числом'],
    ['price text', { price: 'дорого' }, 'price', 'Стоимость должна быть положительным числом'],
  ])('when the %s, then 400 with that field’s message', async (_case, change, path, message) => {
    const response = await create(await admin(), { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: 'VALIDATION', errors: [{ path, message }] });
  });

  it('when PUT sends a bad field, then 400 with the same message and nothing changes', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const service = await aService(t, token, { ...valid, group_type_id: groupType.id });
    for (const [body, message] of [
      [{ name: '' }, 'Название услуги обязательно'],
      [{ price: null }, 'Стоимость обязательна'],
      [{ duration_minutes: -1 }, 'Длительность должна быть положительным числом'],
      [{ price: '-5' }, 'Стоимость должна быть положительным числом'],
    ] as const) {
      const response = await t.http().put(`/api/services/${service.id}`).set(bearer(token)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await t.http().get(`/api/services/${service.id}`).set(bearer(token))).body).toEqual(service);
  });
});

describe('services: archive and restore', () => {
  it('when DELETEd, then it is archived (200, isArchived true), leaves the active list and joins the archived one', async () => {
    const token = await admin();
    const groupType = await aGroupType(t, token);
    const service = await aService(t, token, { name: 'Химия', group_type_id: groupType.id, duration_minutes: 60, price: 1000 });

    const archived = await t.http().delete(`/api/services/${service.id}`).set(bearer(token));
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ ...service, isArchived: true });
    expect(await list(token)).toEqual([]);
    expect(await list(token, { isArchived: true })).toEqual([archived.body]);
    expect((await t.http().get(`/api/services/${service.id}`).set(bearer(token))).body.isArchived).toBe(true);

    const twice = await t.http().delete(`/api/services/${service.id}`).set(bearer(token));
    expect(twice.status).toBe(200);
    expect(twice.body.isArchived).toBe(true);

    const restored = await t.http().post(`/api/services/${service.id}/restore`).set(bearer(token));
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(service);
    expect(await list(token, { isArchived: 'false' })).toEqual([service]);
    expect(await list(token, { isArchived: '1' })).toEqual([]);
    expect((await t.http().post(`/api/services/${service.id}/restore`).set(bearer(token))).status).toBe(200);
  });

  it('when a missing service is archived or restored, then 404 "Услуга не найдена"', async () => {
    const token = await admin();
    for (const request of [t.http().delete('/api/services/999'), t.http().post('/api/services/999/restore')]) {
      const response = await request.set(bearer(token));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Услуга не найдена', code: 'NOT_FOUND' });
    }
  });
});

describe('services: list filters', () => {
  async function catalogue(token: string) {
    const group = await aGroupType(t, token, 'Группа', 8);
    const single = await aGroupType(t, token, 'Индивидуальное', 1);
    await aService(t, token, { name: 'Физика', group_type_id: group.id, duration_minutes: 90, price: '1500.00' });
    await aService(t, token, { name: 'Английский', group_type_id: single.id, duration_minutes: 45, price: '2000.50' });
    await aService(t, token, { name: 'Математика', group_type_id: group.id, duration_minutes: 60, price: '999.99' });
    const old = await aService(t, token, { name: 'Черчение', group_type_id: group.id, duration_minutes: 60, price: 800 });
    await t.http().delete(`/api/services/${old.id}`).set(bearer(token));
    return { group, single };
  }

  it('when listed without filters, then the active services ordered by name, without groupType', async () => {
    const token = await admin();
    await catalogue(token);
    const services = await list(token);
    expect(names(services)).toEqual(['Английский', 'Математика', 'Физика']);
    expect(services.every((s) => !('groupType' in s))).toBe(true);
  });

  it('when includeGroupType is true, then each service carries its group type', async () => {
    const token = await admin();
    const { group, single } = await catalogue(token);
    const services = await list(token, { includeGroupType: 'true' });
    expect(services.map((s) => [s.name, s.groupType])).toEqual([
      ['Английский', single],
      ['Математика', group],
      ['Физика', group],
    ]);
    const archived = await list(token, { isArchived: true, includeGroupType: 1 });
    expect(archived.map((s) => [s.name, s.groupType?.name])).toEqual([['Черчение', 'Группа']]);
  });

  it('when filtered by group_type_id, then only that type’s services', async () => {
    const token = await admin();
    const { group, single } = await catalogue(token);
    expect(names(await list(token, { group_type_id: group.id }))).toEqual(['Математика', 'Физика']);
    expect(names(await list(token, { group_type_id: single.id }))).toEqual(['Английский']);
    expect(await list(token, { group_type_id: 999 })).toEqual([]);
  });

  it('when filtered by a price range, then bounds are inclusive and exact to the kopeck', async () => {
    const token = await admin();
    await catalogue(token);
    expect(names(await list(token, { min_price: 1000 }))).toEqual(['Английский', 'Физика']);
    expect(names(await list(token, { max_price: 1500 }))).toEqual(['Математика', 'Физика']);
    expect(names(await list(token, { min_price: 999.99, max_price: 1500 }))).toEqual(['Математика', 'Физика']);
    expect(names(await list(token, { min_price: 2000.51 }))).toEqual([]);
    expect(names(await list(token, { min_price: 2000.5 }))).toEqual(['Английский']);
  });

  it('when filtered by a duration range, then bounds are inclusive', async () => {
    const token = await admin();
    await catalogue(token);
    expect(names(await list(token, { min_duration: 60 }))).toEqual(['Математика', 'Физика']);
    expect(names(await list(token, { max_duration: 60 }))).toEqual(['Английский', 'Математика']);
    expect(names(await list(token, { min_duration: 50, max_duration: 70 }))).toEqual(['Математика']);
  });

  it('when filters combine with q (name search, case-insensitive, % taken literally), then all apply', async () => {
    const token = await admin();
    const { group } = await catalogue(token);
    expect(names(await list(token, { q: 'мат' }))).toEqual(['Математика']);
    expect(names(await list(token, { q: 'И', group_type_id: group.id, max_duration: 60 }))).toEqual(['Математика']);
    expect(await list(token, { q: '%' })).toEqual([]);
    expect(names(await list(token, { q: 'черч', isArchived: true }))).toEqual(['Черчение']);
  });

  it('when a filter is malformed, then 400', async () => {
    const token = await admin();
    for (const query of [{ isArchived: 'yes' }, { min_price: 'abc' }, { group_type_id: -1 }, { max_duration: 1.5 }]) {
      const response = await t.http().get('/api/services').query(query).set(bearer(token));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
  });
});

// ——— who may do what (docs/product/permissions.md: reads for staff and teachers; add, edit, archive, restore for ADMIN only) ———

const READ = forStaffAndTeachers(200);
const existing = async (t: TestApp) => {
  const token = await t.loginAs('ADMIN');
  const groupType = await aGroupType(t, token);
  return aService(t, token, { name: 'Химия', group_type_id: groupType.id, duration_minutes: 60, price: 1000 });
};

const CALLS: Call[] = [
  { name: 'GET /services', expected: READ, prepare: async () => ({ method: 'get', path: '/api/services' }) },
  {
    name: 'GET /services/:id',
    expected: READ,
    prepare: async (t) => ({ method: 'get', path: `/api/services/${(await existing(t)).id}?includeGroupType=true` }),
  },
  {
    name: 'POST /services',
    expected: forAdmin(201),
    prepare: async (t) => ({
      method: 'post',
      path: '/api/services',
      body: { name: 'Химия', group_type_id: (await aGroupType(t, await t.loginAs('ADMIN'))).id, duration_minutes: 60, price: 1000 },
    }),
  },
  {
    name: 'PUT /services/:id',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'put', path: `/api/services/${(await existing(t)).id}`, body: { price: 1100 } }),
  },
  {
    name: 'DELETE /services/:id',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/services/${(await existing(t)).id}` }),
  },
  {
    name: 'POST /services/:id/restore',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'post', path: `/api/services/${(await existing(t)).id}/restore` }),
  },
];

roleTable('services: every call × every role', t, CALLS);
