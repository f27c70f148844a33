import { sql } from 'drizzle-orm';
import type { WeekSchedule } from '@diary/common';
import { AnswerCache } from '../src/http/answer-cache';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { bearer, silentLogger, useTestApp } from './harness';
import { aLesson, aWorld, insertAchievement, people } from './factory';

const t = useTestApp();

describe('AnswerCache', () => {
  const body = (text: string) => Buffer.from(text);

  it('when the version is the one stored, then the body; when it moved on, then nothing', () => {
    const cache = new AnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    cache.set('a', 1, body('{"x":1}'));
    expect(cache.get('a', 1)?.toString()).toBe('{"x":1}');
    expect(cache.get('a', 2)).toBeUndefined();
    // the stale entry is gone, not kept for the old version
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('when the bodies outgrow the room, then the least recently used go first', () => {
    const cache = new AnswerCache({ maxBytes: 10, maxAgeMs: 60_000 });
    cache.set('a', 1, body('1234'));
    cache.set('b', 1, body('1234'));
    cache.get('a', 1);
    cache.set('c', 1, body('1234'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.set('huge', 1, body('12345678901'));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('when it has no room (ANSWER_CACHE_MB=0), then it is off', () => {
    expect(new AnswerCache({ maxBytes: 0, maxAgeMs: 60_000 }).enabled).toBe(false);
    expect(new AnswerCache({ maxBytes: 1, maxAgeMs: 60_000 }).enabled).toBe(true);
  });

  it('when an answer is older than maxAgeMs, then it is made again', () => {
    let now = 0;
    const cache = new AnswerCache({ maxBytes: 1000, maxAgeMs: 100, now: () => now });
    cache.set('a', 1, body('1'));
    now = 100;
    expect(cache.get('a', 1)).toBeDefined();
    now = 101;
    expect(cache.get('a', 1)).toBeUndefined();
  });

  /** A make() the test finishes itself, counting its calls. */
  function maker() {
    const calls: { resolve(body: Buffer): void; reject(error: Error): void }[] = [];
    const make = () => new Promise<Buffer>((resolve, reject) => calls.push({ resolve, reject }));
    return { make, calls };
  }

  it('when several requests miss together, then the answer is made once and shared', async () => {
    const cache = new AnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    const { make, calls } = maker();
    const answers = [cache.answer('a', 1, make), cache.answer('a', 1, make), cache.answer('a', 1, make)];
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(body('made'));
    expect((await Promise.all(answers)).map(String)).toEqual(['made', 'made', 'made']);
    expect(cache.get('a', 1)?.toString()).toBe('made');
    expect((await cache.answer('a', 1, make)).toString()).toBe('made');
    expect(calls).toHaveLength(1);
  });

  it('when the version moves on while an answer is made, then a new one is made and the older does not replace it', async () => {
    const cache = new AnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    const { make, calls } = maker();
    const older = cache.answer('a', 1, make);
    const newer = cache.answer('a', 2, make);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(body('v2'));
    await newer;
    calls[0]!.resolve(body('v1'));
    expect((await older).toString()).toBe('v1');
    expect(cache.get('a', 2)?.toString()).toBe('v2');
    // a request that read the older version misses, and leaves the newer answer in place
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('a', 2)?.toString()).toBe('v2');
  });

  it('when making fails, then every waiter gets the error, nothing is kept and the next request makes it again', async () => {
    const cache = new AnswerCache({ maxBytes: 1000, maxAgeMs: 60_000 });
    const { make, calls } = maker();
    const answers = [cache.answer('a', 1, make), cache.answer('a', 1, make)];
    calls[0]!.reject(new Error('Нет такого преподавателя'));
    for (const answer of answers) await expect(answer).rejects.toThrow('Нет такого преподавателя');
    expect(cache.get('a', 1)).toBeUndefined();
    void cache.answer('a', 1, make);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(body('made'));
  });
});

type Versions = { achievements: number; timetable: number };

async function versions(): Promise<Versions> {
  const { rows } = (await t.db.execute(sql`select achievements::integer, timetable::integer from answer_versions`)) as unknown as {
    rows: Versions[];
  };
  if (!rows[0]) throw new Error('answer_versions has no row');
  return rows[0];
}

describe('answer_versions', () => {
  // Every table a cached answer shows: a change to any of them must invalidate it.
  const watched: [table: string, change: string, domains: (keyof Versions)[]][] = [
    ['achievements', `update achievements set notes = 'x'`, ['achievements']],
    ['users', `update users set first_name = first_name || 'а'`, ['achievements', 'timetable']],
    ['schedules', `update schedules set comment = 'x'`, ['timetable']],
    ['schedule_students', `delete from schedule_students`, ['timetable']],
    ['classes', `update classes set name = name || '!'`, ['timetable']],
    ['class_teachers', `update class_teachers set position = position`, ['timetable']],
    ['class_subjects', `update class_subjects set position = position`, ['timetable']],
    ['subjects', `update subjects set name = name || '!'`, ['timetable']],
    ['group_types', `update group_types set name = name || '!'`, ['timetable']],
    ['cabinets', `update cabinets set name = name || '!'`, ['timetable']],
    ['filials', `update filials set name = name || '!'`, ['timetable']],
  ];

  async function everyTableFilled() {
    const world = await aWorld(t);
    const student = await t.createUser({ roles: ['STUDENT'] });
    const lesson = await aLesson(t, world.admin, { ...world.base, time_start: '10:00', group_type_id: world.groupType.id });
    await t.db.execute(sql`insert into schedule_students (schedule_id, student_id) values (${lesson.id}, ${student.id})`);
    await insertAchievement(t, world.teacher, student);
  }

  it.each(watched)(
    'when %s changes, then the versions of what it shows go up, each once per transaction',
    async (_table, change, domains) => {
      await everyTableFilled();
      const before = await versions();
      await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw(change));
        await tx.execute(sql.raw(change.startsWith('delete') ? 'select 1' : change));
      });
      const after = await versions();
      for (const domain of ['achievements', 'timetable'] as const) {
        expect([domain, after[domain] - before[domain]]).toEqual([domain, domains.includes(domain) ? 1 : 0]);
      }
    },
  );

  it('when a transaction rolls back, or a user changes what no answer shows, then the versions stay', async () => {
    await everyTableFilled();
    const before = await versions();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update achievements set notes = 'x'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.db.execute(sql`update users set ban_reason = 'x'`);
    expect(await versions()).toEqual(before);
  });
});

describe('cached answers', () => {
  it('when an achievement or a person changes outside the API, then the next list shows it', async () => {
    const p = await people(t);
    const id = await insertAchievement(t, p.teacher, p.student, { lessonTheme: 'Оптика' });
    const list = () => t.http().get('/api/achivements?page=1&limit=10').set(bearer(p.admin.token)).expect(200);
    expect((await list()).body.achives[0]).toMatchObject({ id, lessonTheme: 'Оптика', studentInitials: 'Сидоров С. С.' });
    // the same answer again, from the cache
    expect((await list()).body.achives[0]).toMatchObject({ id, lessonTheme: 'Оптика' });
    await t.db.execute(sql`update achievements set lesson_theme = 'Механика' where id = ${id}`);
    expect((await list()).body.achives[0]).toMatchObject({ id, lessonTheme: 'Механика' });
    await t.db.execute(sql`update users set second_name = 'Смирнов' where id = ${p.student.id}`);
    expect((await list()).body.achives[0]).toMatchObject({ studentInitials: 'Смирнов С. С.' });
  });

  it('when two teachers ask for the same page, then each gets their own', async () => {
    const p = await people(t);
    const mine = await insertAchievement(t, p.teacher, p.student);
    const theirs = await insertAchievement(t, p.otherTeacher, p.student);
    const page = async (token: string) =>
      (await t.http().get('/api/achivements?page=1&limit=10').set(bearer(token)).expect(200)).body.achives.map((a: { id: number }) => a.id);
    expect(await page(p.teacher.token)).toEqual([mine]);
    expect(await page(p.otherTeacher.token)).toEqual([theirs]);
    expect(await page(p.teacher.token)).toEqual([mine]);
  });

  it('when a caller’s roles change and nothing else does, then their next list is made for the new roles', async () => {
    const p = await people(t);
    await insertAchievement(t, p.teacher, p.student);
    const list = async () =>
      (await t.http().get('/api/achivements?page=1&limit=10').set(bearer(p.teacher.token)).expect(200)).body.achives as unknown[];
    expect(await list()).toHaveLength(1);
    expect(await list()).toHaveLength(1);
    // the answer versions stay: a role is no data of a list, but the caller's key
    await t
      .http()
      .post('/api/users/role')
      .set(bearer(p.admin.token))
      .send({ userId: p.teacher.id, roles: ['STUDENT'] })
      .expect(200);
    expect(await list()).toEqual([]);
  });

  it('when two servers share the database, then a change, a ban or a role change made through one holds in the other’s next answer', async () => {
    // Two processes in one: each app has its own cache, the versions and the users are the database's.
    const other = () => supertest(createApp({ db: t.db, config: t.config, logger: silentLogger }));
    const first = t.http();
    const second = other();
    const p = await people(t);
    const id = await insertAchievement(t, p.teacher, p.student, { lessonTheme: 'Оптика' });
    const list = (http: supertest.Agent, token: string) => http.get('/api/achivements?page=1&limit=10').set(bearer(token));
    for (const http of [first, second]) {
      expect((await list(http, p.admin.token)).body.achives[0].lessonTheme).toBe('Оптика');
      expect((await list(http, p.teacher.token)).body.achives).toHaveLength(1);
    }

    await insertAchievement(t, p.otherTeacher, p.student, { lessonTheme: 'Механика' });
    await second.delete(`/api/achivements/${id}`).set(bearer(p.admin.token)).expect(200);
    expect((await list(first, p.admin.token)).body.achives.map((a: { lessonTheme: string }) => a.lessonTheme)).toEqual(['Механика']);

    await second
      .post('/api/users/role')
      .set(bearer(p.admin.token))
      .send({ userId: p.teacher.id, roles: ['STUDENT'] })
      .expect(200);
    expect((await list(first, p.teacher.token)).body.achives).toEqual([]);

    await second.post('/api/users/ban').set(bearer(p.admin.token)).send({ userId: p.otherTeacher.id }).expect(200);
    expect((await list(first, p.otherTeacher.token)).status).toBe(401);
  });

  it('when a cabinet is renamed, then the branch week shows the new name', async () => {
    const world = await aWorld(t);
    await aLesson(t, world.admin, { ...world.base, time_start: '10:00' });
    const week = async () =>
      ((await t.http().get(`/api/schedule/filial/${world.filial.id}/week`).set(bearer(world.admin)).expect(200)).body as WeekSchedule)['1'];
    expect((await week())[0]?.cabinet?.name).toBe('Кабинет 1');
    await t.http().put(`/api/cabinets/${world.cabinet.id}`).set(bearer(world.admin)).send({ name: 'Лаборатория' }).expect(200);
    expect((await week())[0]?.cabinet?.name).toBe('Лаборатория');
  });
});
