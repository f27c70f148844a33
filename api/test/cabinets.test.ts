import type { Cabinet } from '@diary/common';
import { bearer, useTestApp, type TestApp } from './harness';
import { aCabinet, aFilial, aLesson, aWorld, type Call, expectEveryRouteListed, forAdmin, forStaff, roleTable } from './factory';

const t = useTestApp();

const admin = () => t.loginAs('ADMIN');
const get = (token: string, path: string) => t.http().get(path).set(bearer(token));
const create = (token: string, body: object) => t.http().post('/api/cabinets').set(bearer(token)).send(body);
const names = (cabinets: Cabinet[]) => cabinets.map((c) => c.name);

describe('cabinets: create and read', () => {
  it('when created with a name and branch only, then 201 with capacity 1 and colour #007bff', async () => {
    const token = await admin();
    const filial = await aFilial(t, token);
    const response = await create(token, { name: ' Кабинет 5 ', filial_id: filial.id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Кабинет 5',
      filial_id: filial.id,
      quantity: 1,
      color: '#007bff',
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
    });
    const empty = await create(token, { name: 'Кабинет 6', filial_id: filial.id, quantity: '', color: '' });
    expect(empty.body).toMatchObject({ quantity: 1, color: '#007bff' });
    const full = await create(token, { name: 'Кабинет 7', filial_id: String(filial.id), quantity: '100', color: '#FF5B5B' });
    expect(full.body).toMatchObject({ quantity: 100, color: '#ff5b5b' });
  });

  it.each([
    ['no name', 'Название кабинета обязательно', { name: undefined }],
    ['a blank name', 'Название кабинета обязательно', { name: '   ' }],
    ['no branch', 'Не указан филиал', { filial_id: undefined }],
    ['capacity 0', 'Вместимость: число от 1 до 100', { quantity: 0 }],
    ['capacity 101', 'Вместимость: число от 1 до 100', { quantity: 101 }],
    ['capacity 2.5', 'Вместимость: число от 1 до 100', { quantity: 2.5 }],
    ['capacity "много"', 'Вместимость: число от 1 до 100', { quantity: 'много' }],
    ['colour "red"', 'Цвет в формате #rrggbb', { color: 'red' }],
    ['colour "#fff"', 'Цвет в формате #rrggbb', { color: '#fff' }],
  ])('when created with %s, then 400 "%s"', async (_case, message, change) => {
    const token = await admin();
    const filial = await aFilial(t, token);
    const response = await create(token, { name: 'Кабинет', filial_id: filial.id, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('when the branch does not exist, then 400 "Филиал не найден"', async () => {
    const response = await create(await admin(), { name: 'Кабинет', filial_id: 999 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Филиал не найден',
      code: 'VALIDATION',
      errors: [{ path: 'filial_id', message: 'Филиал не найден' }],
    });
  });

  it('when listed, then active cabinets by name; filters branch, name, isArchived; includeFilial and includeSchedules add relations', async () => {
    const w = await aWorld(t);
    const other = await aFilial(t, w.admin, { name: 'Другой' });
    await aCabinet(t, w.admin, other.id, { name: 'Актовый зал' });
    const old = await aCabinet(t, w.admin, w.filial.id, { name: 'Старый' });
    await t.http().delete(`/api/cabinets/${old.id}/archive`).set(bearer(w.admin));
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });

    const list = async (query: string) => (await get(w.admin, `/api/cabinets${query}`)).body as Cabinet[];
    expect(names(await list(''))).toEqual(['Актовый зал', 'Кабинет 1', 'Кабинет 2']);
    expect(names(await list(`?filialId=${w.filial.id}`))).toEqual(['Кабинет 1', 'Кабинет 2']);
    expect(names(await list(`?filial_id=${other.id}`))).toEqual(['Актовый зал']);
    expect(names(await list('?name=зал'))).toEqual(['Актовый зал']);
    expect(names(await list('?isArchived=1'))).toEqual(['Старый']);
    expect((await get(w.admin, '/api/cabinets/archived')).body).toEqual([
      expect.objectContaining({ name: 'Старый', filial: { id: w.filial.id, name: w.filial.name, isArchived: false } }),
    ]);
    const [first] = await list(`?filialId=${w.filial.id}&includeFilial=true&includeSchedules=true`);
    expect(first?.filial).toEqual({ id: w.filial.id, name: w.filial.name, isArchived: false });
    expect(first?.schedules?.map((l) => l.id)).toEqual([lesson.id]);
    expect((await list(''))[0]).not.toHaveProperty('filial');
    expect(names((await get(w.admin, `/api/cabinets/filial/${w.filial.id}`)).body)).toEqual(['Кабинет 1', 'Кабинет 2']);
    expect((await get(w.admin, '/api/cabinets/filial/999')).status).toBe(404);

    const one = await get(w.admin, `/api/cabinets/${w.cabinet.id}?includeRelations=true`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: w.cabinet.id,
      filial: { id: w.filial.id },
      schedules: [expect.objectContaining({ id: lesson.id })],
    });
    expect((await get(w.admin, `/api/cabinets/${w.cabinet.id}`)).body).toEqual(w.cabinet);
  });

  it('when a cabinet is missing, then 404 "Кабинет не найден"; a bad id is 400', async () => {
    const token = await admin();
    for (const [method, path] of [
      ['get', '/api/cabinets/999'],
      ['put', '/api/cabinets/999'],
      ['delete', '/api/cabinets/999/archive'],
      ['post', '/api/cabinets/999/restore'],
      ['delete', '/api/cabinets/999/force'],
      ['get', '/api/cabinets/999/availability?dayOfWeek=1&timeStart=10:00&durationMinutes=60'],
    ] as const) {
      const response = await t.http()[method](path).set(bearer(token)).send({ name: 'x' });
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 404,
        body: { message: 'Кабинет не найден', code: 'NOT_FOUND' },
      });
    }
    expect((await get(token, '/api/cabinets/abc')).status).toBe(400);
  });
});

describe('cabinets: update, archive, restore, force', () => {
  it('when PUT sends fields, then they change and the rest are kept; bad values are 400', async () => {
    const token = await admin();
    const filial = await aFilial(t, token);
    const cabinet = await aCabinet(t, token, filial.id, { name: 'К1', quantity: 5 });
    const response = await t.http().put(`/api/cabinets/${cabinet.id}`).set(bearer(token)).send({ quantity: 12, color: '#00ff00' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...cabinet, quantity: 12, color: '#00ff00' });
    expect((await t.http().put(`/api/cabinets/${cabinet.id}`).set(bearer(token)).send({})).body).toEqual(response.body);
    const blank = await t.http().put(`/api/cabinets/${cabinet.id}`).set(bearer(token)).send({ name: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Название кабинета обязательно');
    const moved = await t.http().put(`/api/cabinets/${cabinet.id}`).set(bearer(token)).send({ filial_id: 999 });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('Филиал не найден');
  });

  it('when archived and restored, then it leaves and rejoins the lists', async () => {
    const token = await admin();
    const filial = await aFilial(t, token);
    const cabinet = await aCabinet(t, token, filial.id);
    const archived = await t.http().delete(`/api/cabinets/${cabinet.id}/archive`).set(bearer(token));
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ ...cabinet, isArchived: true });
    expect((await get(token, '/api/cabinets')).body).toEqual([]);
    const restored = await t.http().post(`/api/cabinets/${cabinet.id}/restore`).set(bearer(token));
    expect(restored.body).toEqual(cabinet);
  });

  it('when force-deleted with a lesson in it (even archived), then 409; without, 200 and gone', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    await t.http().delete(`/api/schedule/${lesson.id}/archive`).set(bearer(w.admin));
    const refused = await t.http().delete(`/api/cabinets/${w.cabinet.id}/force`).set(bearer(w.admin));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)', code: 'CONFLICT' });
    const deleted = await t.http().delete(`/api/cabinets/${w.otherCabinet.id}/force`).set(bearer(w.admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(w.otherCabinet);
    expect((await get(w.admin, `/api/cabinets/${w.otherCabinet.id}`)).status).toBe(404);
  });
});

describe('cabinets: availability', () => {
  it('when a cabinet’s availability is asked, then isAvailable and the conflicts; touching is free; excludeScheduleId leaves a lesson out', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const ask = async (query: string) => (await get(w.admin, `/api/cabinets/${w.cabinet.id}/availability?dayOfWeek=1&${query}`)).body;
    const busy = await ask('timeStart=10:30&durationMinutes=30');
    expect(busy).toMatchObject({ cabinet_id: w.cabinet.id, isAvailable: false, conflicts: [expect.objectContaining({ id: lesson.id })] });
    expect(await ask('timeStart=11:00&durationMinutes=30')).toEqual({ cabinet_id: w.cabinet.id, isAvailable: true, conflicts: [] });
    expect(await ask('timeStart=09:00&durationMinutes=60')).toMatchObject({ isAvailable: true });
    expect(await ask(`timeStart=10:30&durationMinutes=30&excludeScheduleId=${lesson.id}`)).toMatchObject({ isAvailable: true });
    const bad = await get(w.admin, `/api/cabinets/${w.cabinet.id}/availability?dayOfWeek=1&timeStart=10:03&durationMinutes=30`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Время начала должно быть кратно 5 минутам');
    expect((await get(w.admin, `/api/cabinets/${w.cabinet.id}/availability`)).status).toBe(400);
  });

  it('when available cabinets are asked, then active cabinets of active branches free for the whole slot', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const other = await aFilial(t, w.admin, { name: 'Другой' });
    const elsewhere = await aCabinet(t, w.admin, other.id, { name: 'Зал' });
    const closed = await aFilial(t, w.admin, { name: 'Закрытый' });
    await aCabinet(t, w.admin, closed.id, { name: 'Закрытый кабинет' });
    await t.http().delete(`/api/filials/${closed.id}/archive`).set(bearer(w.admin));
    const free = async (query: string) => names((await get(w.admin, `/api/cabinets/available?dayOfWeek=1&${query}`)).body);
    expect(await free('timeStart=10:30&durationMinutes=60')).toEqual(['Зал', 'Кабинет 2']);
    expect(await free(`timeStart=10:30&durationMinutes=60&filialId=${w.filial.id}`)).toEqual(['Кабинет 2']);
    expect(await free('timeStart=11:00&durationMinutes=60')).toEqual(['Зал', 'Кабинет 1', 'Кабинет 2']);
    expect(await free(`timeStart=10:30&durationMinutes=60&excludeScheduleId=${lesson.id}`)).toEqual(['Зал', 'Кабинет 1', 'Кабинет 2']);
    expect((await get(w.admin, '/api/cabinets/available?dayOfWeek=1&timeStart=10:00&durationMinutes=60')).body[0]).toMatchObject({
      id: elsewhere.id,
      filial: { id: other.id, name: 'Другой', isArchived: false },
    });
  });
});

describe('cabinets: statistics', () => {
  it('when the summary is read, then counts and capacity (of one branch with filialId)', async () => {
    const token = await admin();
    const filial = await aFilial(t, token);
    const other = await aFilial(t, token, { name: 'Другой' });
    await aCabinet(t, token, filial.id, { quantity: 10 });
    await aCabinet(t, token, filial.id, { quantity: 5 });
    const old = await aCabinet(t, token, filial.id, { quantity: 50 });
    await t.http().delete(`/api/cabinets/${old.id}/archive`).set(bearer(token));
    await aCabinet(t, token, other.id, { quantity: 20 });
    expect((await get(token, `/api/cabinets/stats/summary?filialId=${filial.id}`)).body).toEqual({
      filialId: filial.id,
      total: 3,
      active: 2,
      archived: 1,
      totalCapacity: 15,
      averageCapacity: 7.5,
    });
    expect((await get(token, '/api/cabinets/stats/summary')).body).toMatchObject({ total: 4, active: 3, totalCapacity: 35 });
  });

  it('when utilisation is read, then each active cabinet’s weekly lesson minutes against the branch’s open minutes', async () => {
    const w = await aWorld(t); // the branch works 09:00–21:00: 720 minutes a day, 5040 a week
    await aLesson(t, w.admin, { ...w.base, time_start: '10:00', duration_minutes: 90 });
    await aLesson(t, w.admin, { ...w.base, time_start: '12:00', day_of_week: 2, duration_minutes: 90 });
    const archived = await aLesson(t, w.admin, { ...w.base, time_start: '15:00' });
    await t.http().delete(`/api/schedule/${archived.id}/archive`).set(bearer(w.admin));
    const response = await get(w.admin, `/api/cabinets/utilization/stats?filialId=${w.filial.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        cabinet_id: w.cabinet.id,
        name: 'Кабинет 1',
        filial_id: w.filial.id,
        filialName: w.filial.name,
        quantity: 10,
        lessons: 2,
        minutes: 180,
        availableMinutes: 5040,
        utilization: 3.57,
      },
      expect.objectContaining({ cabinet_id: w.otherCabinet.id, lessons: 0, minutes: 0, utilization: 0 }),
    ]);
  });
});

// ——— who may do what: the branch page and the timetable are /admin screens for ADMIN and MODERATOR ———

const existing = async (t: TestApp) => {
  const token = await t.loginAs('ADMIN');
  return aCabinet(t, token, (await aFilial(t, token)).id);
};
const slot = 'dayOfWeek=1&timeStart=10:00&durationMinutes=60';

const CALLS: Call[] = [
  { name: 'GET /cabinets', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/cabinets?includeFilial=1' }) },
  { name: 'GET /cabinets/archived', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/cabinets/archived' }) },
  {
    name: 'GET /cabinets/available',
    expected: forStaff(200),
    prepare: async () => ({ method: 'get', path: `/api/cabinets/available?${slot}` }),
  },
  {
    name: 'GET /cabinets/stats/summary',
    expected: forStaff(200),
    prepare: async () => ({ method: 'get', path: '/api/cabinets/stats/summary' }),
  },
  {
    name: 'GET /cabinets/utilization/stats',
    expected: forStaff(200),
    prepare: async () => ({ method: 'get', path: '/api/cabinets/utilization/stats' }),
  },
  {
    name: 'GET /cabinets/filial/:filialId',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/cabinets/filial/${(await existing(t)).filial_id}` }),
  },
  {
    name: 'GET /cabinets/:id',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/cabinets/${(await existing(t)).id}` }),
  },
  {
    name: 'GET /cabinets/:id/availability',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/cabinets/${(await existing(t)).id}/availability?${slot}` }),
  },
  {
    name: 'POST /cabinets',
    expected: forStaff(201),
    prepare: async (t) => ({
      method: 'post',
      path: '/api/cabinets',
      body: { name: 'К', filial_id: (await aFilial(t, await t.loginAs('ADMIN'))).id },
    }),
  },
  {
    name: 'PUT /cabinets/:id',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'put', path: `/api/cabinets/${(await existing(t)).id}`, body: { quantity: 3 } }),
  },
  {
    name: 'DELETE /cabinets/:id/archive',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/cabinets/${(await existing(t)).id}/archive` }),
  },
  {
    name: 'POST /cabinets/:id/restore',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'post', path: `/api/cabinets/${(await existing(t)).id}/restore` }),
  },
  {
    name: 'DELETE /cabinets/:id/force',
    // deleting for good is the ADMIN's (cabinets.delete); a MODERATOR archives
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/cabinets/${(await existing(t)).id}/force` }),
  },
];

roleTable('cabinets: every call × every role', t, CALLS);

describe('cabinets: deleting for good is the ADMIN’s', () => {
  it('when a MODERATOR force-deletes a cabinet, then 403 "Недостаточно прав" and it stays; archiving is still theirs', async () => {
    const w = await aWorld(t);
    const moderator = await t.loginAs('MODERATOR');
    const refused = await t.http().delete(`/api/cabinets/${w.otherCabinet.id}/force`).set(bearer(moderator));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Недостаточно прав', code: 'FORBIDDEN' });
    expect((await t.http().get(`/api/cabinets/${w.otherCabinet.id}`).set(bearer(w.admin))).status).toBe(200);
    expect((await t.http().delete(`/api/cabinets/${w.otherCabinet.id}/archive`).set(bearer(moderator))).status).toBe(200);
  });
});
expectEveryRouteListed('/cabinets', CALLS);
