import type { Filial, Lesson } from '@diary/common';
import { isWorking } from '../src/modules/filials/filials.service';
import { bearer, useTestApp, type TestApp } from './harness';
import { aCabinet, aFilial, aLesson, aWorld, type Call, expectEveryRouteListed, forAdmin, forStaff, roleTable } from './factory';

const t = useTestApp();

const admin = () => t.loginAs('ADMIN');
const get = (token: string, path: string) => t.http().get(path).set(bearer(token));
const names = (filials: Filial[]) => filials.map((f) => f.name);

describe('filials: create and read', () => {
  it('when created with a name only, then 201, active, and no info is created (info null)', async () => {
    const token = await admin();
    const response = await t.http().post('/api/filials').set(bearer(token)).send({ name: '  Северный ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Северный',
      isArchived: false,
      active: true,
      createdAt: expect.stringMatching(/Z$/),
      info: null,
      filialInfo: null,
    });
    // Blank info fields do not create it either.
    const blank = await aFilial(t, token, { name: 'Южный', city: ' ', street: '', work_schedule: null });
    expect(blank.info).toBeNull();
  });

  it('when created with city, address or schedule, then the info is created; "address" is another name for street', async () => {
    const token = await admin();
    const filial = await aFilial(t, token, {
      name: 'Центральный',
      city: 'Москва',
      address: 'ул. Ленина, 1',
      time_start: '9:00',
      time_end: '18:30',
      work_schedule: 'пн-пт 9:00-18:00, сб 10:00-15:00',
    });
    const info = {
      id: expect.any(Number),
      filial_id: filial.id,
      city: 'Москва',
      street: 'ул. Ленина, 1',
      time_start: '09:00',
      time_end: '18:30',
      work_schedule: 'пн-пт 9:00-18:00, сб 10:00-15:00',
      createdAt: expect.stringMatching(/Z$/),
    };
    expect(filial.info).toEqual(info);
    expect(filial.filialInfo).toEqual(info);
    expect((await aFilial(t, token, { name: 'Только часы', time_start: '10:00' })).info?.time_start).toBe('10:00');
    const read = await get(token, `/api/filials/${filial.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(filial);
  });

  it.each([
    ['no name', 'Название филиала обязательно', {}],
    ['a blank name', 'Название филиала обязательно', { name: '   ' }],
    ['an opening time that is not a time', 'Время в формате ЧЧ:ММ', { name: 'Ф', time_start: '9 утра' }],
    ['closing before opening', 'Время закрытия должно быть позже времени открытия', { name: 'Ф', time_start: '18:00', time_end: '09:00' }],
  ])('when created with %s, then 400 "%s"', async (_case, message, body) => {
    const response = await t
      .http()
      .post('/api/filials')
      .set(bearer(await admin()))
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.code).toBe('VALIDATION');
  });

  it('when listed, then active branches by name with info; filters name, city, isArchived, includeInfo, includeCabinets apply', async () => {
    const token = await admin();
    const moscow = await aFilial(t, token, { name: 'Центральный', city: 'Москва' });
    await aFilial(t, token, { name: 'Арбат', city: 'Москва' });
    await aFilial(t, token, { name: 'Невский', city: 'Санкт-Петербург' });
    const old = await aFilial(t, token, { name: 'Старый' });
    await t.http().delete(`/api/filials/${old.id}/archive`).set(bearer(token));
    const cabinet = await aCabinet(t, token, moscow.id, { name: 'К1' });
    const archivedCabinet = await aCabinet(t, token, moscow.id, { name: 'К2' });
    await t.http().delete(`/api/cabinets/${archivedCabinet.id}/archive`).set(bearer(token));

    const list = async (query: string) => (await get(token, `/api/filials${query}`)).body as Filial[];
    expect(names(await list(''))).toEqual(['Арбат', 'Невский', 'Центральный']);
    expect(names(await list('?name=нев'))).toEqual(['Невский']);
    expect(names(await list('?city=моск'))).toEqual(['Арбат', 'Центральный']);
    expect(names(await list('?isArchived=true'))).toEqual(['Старый']);
    expect(names((await get(token, '/api/filials/archived')).body)).toEqual(['Старый']);
    expect((await list('?includeInfo=false'))[0]).not.toHaveProperty('info');
    const withCabinets = (await list('?includeCabinets=1')).find((f) => f.id === moscow.id);
    expect(withCabinets?.cabinets?.map((c) => c.id)).toEqual([cabinet.id]);
    expect((await list(''))[0]).not.toHaveProperty('cabinets');
    expect(names((await get(token, '/api/filials/city/МОСКВА')).body)).toEqual(['Арбат', 'Центральный']);
    expect((await get(token, '/api/filials/city/Казань')).body).toEqual([]);
    const related = await get(token, `/api/filials/${moscow.id}?includeRelations=true`);
    expect(related.body.cabinets.map((c: { id: number }) => c.id)).toEqual([cabinet.id]);
    expect((await get(token, '/api/filials?isArchived=maybe')).status).toBe(400);
  });

  it('when a branch is missing, then 404 "Филиал не найден" on every call by id; a bad id is 400', async () => {
    const token = await admin();
    for (const [method, path] of [
      ['get', '/api/filials/999'],
      ['put', '/api/filials/999'],
      ['put', '/api/filials/999/info'],
      ['delete', '/api/filials/999/archive'],
      ['post', '/api/filials/999/restore'],
      ['delete', '/api/filials/999/force'],
      ['get', '/api/filials/999/working-hours'],
      ['get', '/api/filials/999/is-working'],
      ['get', '/api/filials/999/schedule/day/1'],
    ] as const) {
      const response = await t.http()[method](path).set(bearer(token)).send({ name: 'x' });
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 404,
        body: { message: 'Филиал не найден', code: 'NOT_FOUND' },
      });
    }
    expect((await get(token, '/api/filials/abc')).status).toBe(400);
  });
});

describe('filials: update, info, archive, force', () => {
  it('when PUT sends the name and info fields, then they change; info is created when missing; null clears a field', async () => {
    const token = await admin();
    const filial = await aFilial(t, token, { name: 'Центральный' });
    const renamed = await t.http().put(`/api/filials/${filial.id}`).set(bearer(token)).send({ name: 'Главный', city: 'Тверь' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Главный', info: { city: 'Тверь', street: null } });
    const info = await t.http().put(`/api/filials/${filial.id}/info`).set(bearer(token)).send({ street: 'Советская, 5', city: null });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ name: 'Главный', info: { city: null, street: 'Советская, 5' } });
    expect((await t.http().put(`/api/filials/${filial.id}`).set(bearer(token)).send({})).body).toEqual(info.body);
    const blankName = await t.http().put(`/api/filials/${filial.id}`).set(bearer(token)).send({ name: '' });
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toBe('Название филиала обязательно');
  });

  it('when only the closing time is sent and it is before the stored opening, then 400 and nothing changes', async () => {
    const token = await admin();
    const filial = await aFilial(t, token, { time_start: '10:00', time_end: '18:00' });
    const response = await t.http().put(`/api/filials/${filial.id}/info`).set(bearer(token)).send({ time_end: '09:00' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Время закрытия должно быть позже времени открытия');
    expect((await get(token, `/api/filials/${filial.id}`)).body.info.time_end).toBe('18:00');
  });

  it('when POST /filials/info is sent for a branch without info, then 201 with it; again 409; a missing branch 404', async () => {
    const token = await admin();
    const filial = await aFilial(t, token);
    const created = await t.http().post('/api/filials/info').set(bearer(token)).send({ filial_id: filial.id, city: 'Казань' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ filial_id: filial.id, city: 'Казань', street: null, time_start: null });
    const again = await t.http().post('/api/filials/info').set(bearer(token)).send({ filial_id: filial.id, city: 'Уфа' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('У филиала уже есть информация: измените её');
    expect((await t.http().post('/api/filials/info').set(bearer(token)).send({ filial_id: 999, city: 'Уфа' })).status).toBe(404);
    const noId = await t.http().post('/api/filials/info').set(bearer(token)).send({ city: 'Уфа' });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('Не указан филиал');
  });

  it('when archived and restored, then isArchived/active follow and the lists move it; twice is harmless', async () => {
    const token = await admin();
    const filial = await aFilial(t, token);
    const archived = await t.http().delete(`/api/filials/${filial.id}/archive`).set(bearer(token));
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ ...filial, isArchived: true, active: false });
    expect((await get(token, '/api/filials')).body).toEqual([]);
    expect((await t.http().delete(`/api/filials/${filial.id}/archive`).set(bearer(token))).status).toBe(200);
    const restored = await t.http().post(`/api/filials/${filial.id}/restore`).set(bearer(token));
    expect(restored.body).toEqual(filial);
  });

  it('when force-deleted, then the branch, its info and cabinets are gone; with a lesson in a cabinet it is 409 and nothing is lost', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    await t.http().delete(`/api/schedule/${lesson.id}/archive`).set(bearer(w.admin));
    const refused = await t.http().delete(`/api/filials/${w.filial.id}/force`).set(bearer(w.admin));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Нельзя удалить филиал: в его кабинетах есть занятия (в том числе в архиве)',
      code: 'CONFLICT',
    });
    expect((await get(w.admin, `/api/cabinets/${w.cabinet.id}`)).status).toBe(200);

    await t.http().delete(`/api/schedule/${lesson.id}/force`).set(bearer(w.admin));
    const deleted = await t.http().delete(`/api/filials/${w.filial.id}/force`).set(bearer(w.admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(w.filial.id);
    expect((await get(w.admin, `/api/filials/${w.filial.id}`)).status).toBe(404);
    expect((await get(w.admin, `/api/cabinets/${w.cabinet.id}`)).status).toBe(404);
  });
});

describe('filials: hours and days', () => {
  it('when the working hours are read, then the branch’s or 08:00–20:00 marked isDefault', async () => {
    const token = await admin();
    const set = await aFilial(t, token, { time_start: '09:00', time_end: '21:00', work_schedule: 'пн-сб' });
    expect((await get(token, `/api/filials/${set.id}/working-hours`)).body).toEqual({
      filial_id: set.id,
      time_start: '09:00',
      time_end: '21:00',
      work_schedule: 'пн-сб',
      isDefault: false,
    });
    const unset = await aFilial(t, token, { name: 'Без часов' });
    expect((await get(token, `/api/filials/${unset.id}/working-hours`)).body).toEqual({
      filial_id: unset.id,
      time_start: '08:00',
      time_end: '20:00',
      work_schedule: null,
      isDefault: true,
    });
  });

  it.each([
    ['08:59', false],
    ['09:00', true],
    ['20:59', true],
    ['21:00', false],
  ])('when asked whether a 09:00–21:00 branch works at %s, then %s', async (time, expected) => {
    const token = await admin();
    const filial = await aFilial(t, token, { time_start: '09:00', time_end: '21:00' });
    const response = await get(token, `/api/filials/${filial.id}/is-working?time=${time}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ isWorking: expected });
  });

  it('when asked without a time, then now counts, including the weekday of the schedule text; archived branches never work', async () => {
    const token = await admin();
    const filial = await aFilial(t, token, { time_start: '09:00', time_end: '21:00', work_schedule: 'пн-пт 9:00-21:00' });
    // 2024-06-03 is a Monday, 2024-06-08 a Saturday.
    expect(await isWorking(t.db, filial.id, undefined, new Date(2024, 5, 3, 10, 0))).toEqual({ isWorking: true });
    expect(await isWorking(t.db, filial.id, undefined, new Date(2024, 5, 8, 10, 0))).toEqual({ isWorking: false });
    expect((await get(token, `/api/filials/${filial.id}/is-working`)).body).toEqual({ isWorking: expect.any(Boolean) });
    await t.http().delete(`/api/filials/${filial.id}/archive`).set(bearer(token));
    expect((await get(token, `/api/filials/${filial.id}/is-working?time=10:00`)).body).toEqual({ isWorking: false });
    expect((await get(token, `/api/filials/${filial.id}/is-working?time=25:00`)).status).toBe(400);
  });

  it('when branches working on a weekday are asked for, then those whose schedule names the day, and those naming none', async () => {
    const token = await admin();
    await aFilial(t, token, { name: 'Будни', work_schedule: 'пн-пт 9:00-18:00' });
    await aFilial(t, token, { name: 'Выходные', work_schedule: 'сб-вс 10:00-15:00' });
    await aFilial(t, token, { name: 'Без графика' });
    await aFilial(t, token, { name: 'Ежедневно', work_schedule: 'ежедневно 9-21' });
    const on = async (day: number) => names((await get(token, `/api/filials/working-day/${day}`)).body);
    expect(await on(2)).toEqual(['Без графика', 'Будни', 'Ежедневно']);
    expect(await on(7)).toEqual(['Без графика', 'Выходные', 'Ежедневно']);
    expect((await get(token, '/api/filials/working-day/0')).status).toBe(400);
  });

  it('when a branch’s day is read, then the lessons of its active cabinets on that day', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', day_of_week: 5 });
    const day = await get(w.admin, `/api/filials/${w.filial.id}/schedule/day/5`);
    expect(day.status).toBe(200);
    expect((day.body as Lesson[]).map((l) => l.id)).toEqual([lesson.id]);
    expect((await get(w.admin, `/api/filials/${w.filial.id}/schedule/day/4`)).body).toEqual([]);
  });
});

// ——— who may do what: reads for ADMIN and MODERATOR; add, edit, archive, restore, force for ADMIN (docs/api/contract.md) ———

const existing = async (t: TestApp) => aFilial(t, await t.loginAs('ADMIN'), { city: 'Москва' });

const CALLS: Call[] = [
  { name: 'GET /filials', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/filials' }) },
  { name: 'GET /filials/archived', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/filials/archived' }) },
  { name: 'GET /filials/city/:city', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/filials/city/Москва' }) },
  {
    name: 'GET /filials/working-day/:day',
    expected: forStaff(200),
    prepare: async () => ({ method: 'get', path: '/api/filials/working-day/1' }),
  },
  {
    name: 'POST /filials/info',
    expected: forAdmin(201),
    prepare: async (t) => ({
      method: 'post',
      path: '/api/filials/info',
      body: { filial_id: (await aFilial(t, await t.loginAs('ADMIN'))).id, city: 'Тула' },
    }),
  },
  {
    name: 'GET /filials/:id',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/filials/${(await existing(t)).id}` }),
  },
  {
    name: 'POST /filials',
    expected: forAdmin(201),
    prepare: async () => ({ method: 'post', path: '/api/filials', body: { name: 'Новый' } }),
  },
  {
    name: 'PUT /filials/:id',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'put', path: `/api/filials/${(await existing(t)).id}`, body: { name: 'Другой' } }),
  },
  {
    name: 'PUT /filials/:id/info',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'put', path: `/api/filials/${(await existing(t)).id}/info`, body: { city: 'Тула' } }),
  },
  {
    name: 'DELETE /filials/:id/archive',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/filials/${(await existing(t)).id}/archive` }),
  },
  {
    name: 'POST /filials/:id/restore',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'post', path: `/api/filials/${(await existing(t)).id}/restore` }),
  },
  {
    name: 'DELETE /filials/:id/force',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/filials/${(await existing(t)).id}/force` }),
  },
  {
    name: 'GET /filials/:id/working-hours',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/filials/${(await existing(t)).id}/working-hours` }),
  },
  {
    name: 'GET /filials/:id/is-working',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/filials/${(await existing(t)).id}/is-working?time=10:00` }),
  },
  {
    name: 'GET /filials/:id/schedule/day/:day',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/filials/${(await existing(t)).id}/schedule/day/1` }),
  },
];

roleTable('filials: every call × every role', t, CALLS);
expectEveryRouteListed('/filials', CALLS);
