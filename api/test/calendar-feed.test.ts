import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import type { Lesson } from '@diary/common';
import { createApp } from '../src/app';
import { endUserAccess } from '../src/auth/sessions';
import { calendarFeeds, users } from '../src/db/schema';
import { bearer, silentLogger, useTestApp, type TestUser } from './harness';
import { aClass, aLesson, aSubject, aTwoBranchTimetable, EVERYONE, expectStatus, roleTable, type TwoBranchTimetable } from './factory';

// docs/product/beyond.md "Each person's week and calendar": POST /calendar/feed, GET /calendar/<token>.ics.
const t = useTestApp();

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function subscribe(user: TestUser): Promise<string> {
  const { url } = await expectStatus<{ url: string }>(t.http().post('/api/calendar/feed').set(bearer(user.token)), 200);
  return url;
}

/** The feed at the address's path, fetched as a calendar program does: no Authorization header. */
const fetchFeed = (url: string) =>
  t
    .http()
    .get(new URL(url).pathname)
    .buffer(true)
    .parse((res, callback) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => callback(null, text));
    });

async function feedEvents(url: string) {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body as string));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

/** The first date ('YYYY-MM-DD') of the lesson's weekday on or after the day, in Moscow (UTC+3 all year), it was created. */
function firstDateOf(lesson: Lesson): string {
  const created = new Date(new Date(lesson.createdAt).getTime() + 3 * 3600 * 1000);
  const weekday = created.getUTCDay() === 0 ? 7 : created.getUTCDay();
  const days = (lesson.day_of_week - weekday + 7) % 7;
  return new Date(created.getTime() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** 'HH:MM' as minutes since midnight. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('subscribing to one’s calendar', () => {
  it('when a signed-in user asks for a feed, then 200 with a private .ics address holding a 32-byte token', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    const response = await t.http().post('/api/calendar/feed').set(bearer(user.token));
    expect(response.status).toBe(200);
    const [, token] = /^\/api\/calendar\/(.+)\.ics$/.exec(new URL(response.body.url).pathname) ?? [];
    expect(token).toMatch(TOKEN);
    expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
  });

  it('when PUBLIC_URL is unset, then the address is http://localhost:<PORT>, never the Host header the client sent', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    const app = createApp({ db: t.db, config: { ...t.config, publicUrl: null, port: 3000 }, logger: silentLogger });
    const response = await supertest(app)
      .post('/api/calendar/feed')
      .set(bearer(user.token))
      .set('Host', 'evil.example:8080')
      .set('X-Forwarded-Host', 'evil.example');
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The events' UIDs do not follow the Host header either.
    const feed = await supertest(app).get(new URL(response.body.url).pathname).set('Host', 'evil.example');
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain('evil.example');
  });

  it('when PUBLIC_URL is set, then the address starts with it', async () => {
    const user = await t.createUser({ roles: ['STUDENT'] });
    const app = createApp({ db: t.db, config: { ...t.config, publicUrl: 'https://diary.example.ru' }, logger: silentLogger });
    const response = await supertest(app).post('/api/calendar/feed').set(bearer(user.token));
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(/^https:\/\/diary\.example\.ru\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it('when a feed is made, then the database keeps only the SHA-256 of its token, one row per user', async () => {
    const user = await t.createUser({ roles: ['STUDENT'] });
    await subscribe(user);
    const url = await subscribe(user);
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const rows = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('when the feed is asked for again, then the new address works and the old one answers 404 at once', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    const first = await subscribe(user);
    expect((await fetchFeed(first)).status).toBe(200);
    const second = await subscribe(user);
    expect(second).not.toBe(first);
    const old = await t.http().get(new URL(first).pathname);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ message: 'Календарь не найден', code: 'NOT_FOUND' });
    expect((await fetchFeed(second)).status).toBe(200);
  });
});

describe('a feed ends with the sessions, and on demand', () => {
  const feedStatus = async (url: string) => (await t.http().get(new URL(url).pathname)).status;

  it("when the owner logs out everywhere, then the feed's address answers 404 at once, and a new one can be made", async () => {
    const user = await t.createUser({ roles: ['STUDENT'] });
    const url = await subscribe(user);
    expect(await feedStatus(url)).toBe(200);
    const login = await expectStatus<{ accessToken: string }>(
      t.http().post('/api/auth/login').send({ username: user.username, password: user.password }),
      200,
    );
    await expectStatus(t.http().post('/api/auth/logout-all').set(bearer(login.accessToken)), 200);
    expect(await feedStatus(url)).toBe(404);
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id))).toEqual([]);

    const fresh = await t.createUser({ roles: ['STUDENT'] });
    expect(await feedStatus(await subscribe(fresh))).toBe(200);
  });

  it("when the owner's password is changed, then the feed's address answers 404", async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    const url = await subscribe(user);
    await expectStatus(t.http().put(`/api/users/${user.id}`).set(bearer(admin.token)).send({ password: 'Another-Lilac-77' }), 200);
    expect(await feedStatus(url)).toBe(404);
  });

  it('when the owner is banned, then the feed is gone for good: it stays 404 after the ban is lifted', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['STUDENT'] });
    const url = await subscribe(user);
    await expectStatus(t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: user.id, reason: 'Нарушение' }), 200);
    expect(await feedStatus(url)).toBe(404);
    await t.db.update(users).set({ banned: false, banReason: null }).where(eq(users.id, user.id));
    expect(await feedStatus(url)).toBe(404);
  });

  it("when another user's feed exists, then ending one's sessions leaves it working", async () => {
    const user = await t.createUser({ roles: ['STUDENT'] });
    const other = await t.createUser({ roles: ['STUDENT'] });
    await subscribe(user);
    const theirs = await subscribe(other);
    await endUserAccess(t.db, user.id);
    expect(await feedStatus(theirs)).toBe(200);
  });

  it('DELETE /calendar/feed → 200 {}: the address answers 404 at once; again, 200 {} too; a new POST makes a working one', async () => {
    const user = await t.createUser({ roles: ['TEACHER'] });
    const url = await subscribe(user);
    const response = await t.http().delete('/api/calendar/feed').set(bearer(user.token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect(await feedStatus(url)).toBe(404);
    expect((await t.http().delete('/api/calendar/feed').set(bearer(user.token))).status).toBe(200);
    const next = await subscribe(user);
    expect(await feedStatus(next)).toBe(200);
  });
});

roleTable('calendar: every call × every role', t, [
  { name: 'POST /calendar/feed', allowed: EVERYONE, prepare: async () => ({ method: 'post', path: '/api/calendar/feed' }) },
  { name: 'DELETE /calendar/feed', allowed: EVERYONE, prepare: async () => ({ method: 'delete', path: '/api/calendar/feed' }) },
]);

describe('the feed', () => {
  let w: TwoBranchTimetable;
  beforeEach(async () => {
    w = await aTwoBranchTimetable(t);
  });

  it('when fetched without an Authorization header, then 200 text/calendar; charset=utf-8 that a real parser reads', async () => {
    const response = await fetchFeed(await subscribe(w.teacher));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body as string;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(Math.max(...text.split('\r\n').map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Расписание — Петров П. П.');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Moscow');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    const [zone] = calendar.getAllSubcomponents('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Moscow');
    expect(zone?.getAllSubcomponents('standard').map((s) => s.getFirstPropertyValue('tzoffsetto')?.toString())).toEqual(['+03:00']);
  });

  it('when a teacher’s feed is read, then one weekly event per lesson they teach in both branches, from its first occurrence, in the centre’s zone', async () => {
    const { events } = await feedEvents(await subscribe(w.teacher));
    const taught: [Lesson, string][] = [
      [w.lessons.monday, 'Северный, Зал 2'],
      [w.lessons.mondayLate, 'Центральный, Кабинет 1'],
      [w.lessons.wednesday, 'Центральный, Кабинет 1'],
    ];
    expect(events.map((event) => event.uid)).toEqual(taught.map(([lesson]) => `lesson-${lesson.id}@localhost`));
    for (const [[lesson, location], event] of taught.map((pair, index) => [pair, events[index]!] as const)) {
      expect(event.summary).toBe(`Физика — ${lesson.name}`);
      expect(event.location).toBe(location);
      expect(event.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
      expect(event.startDate.zone.tzid).toBe('Europe/Moscow');
      // ical.js: Sunday 1 … Saturday 7; the lesson: Monday 1 … Sunday 7
      expect(event.startDate.dayOfWeek()).toBe((lesson.day_of_week % 7) + 1);
      expect(event.startDate.hour * 60 + event.startDate.minute).toBe(minutes(lesson.time_start));
      expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(lesson.duration_minutes * 60);
      // the first occurrence: the first date of its weekday on or after the day it was created, in Moscow (UTC+3)
      expect(event.startDate.toString().slice(0, 10)).toBe(firstDateOf(lesson));
    }
  });

  it('when a student’s feed is read, then the lessons they are enrolled in, whoever teaches them; not the archived ones', async () => {
    const { events } = await feedEvents(await subscribe(w.student));
    expect(events.map((event) => event.uid)).toEqual(
      [w.lessons.monday, w.lessons.mondayLate, w.lessons.colleagues].map((lesson) => `lesson-${lesson.id}@localhost`),
    );
    expect(events[2]!.summary).toBe(`Математика — ${w.lessons.colleagues.name}`);
  });

  it('when a user both teaches and studies, then the feed holds both kinds of lessons', async () => {
    const both = await t.createUser({ roles: ['TEACHER', 'STUDENT'] });
    await expectStatus(t.http().post(`/api/schedule/${w.lessons.wednesday.id}/students/${both.id}`).set(bearer(w.admin)), 200);
    const chemistry = await aSubject(t, w.admin, 'Химия');
    const klass = await aClass(t, w.admin, { subject_ids: [chemistry.id], teacher_ids: [both.id] });
    const taught = await aLesson(t, w.admin, {
      class_id: klass.id,
      teacher_id: both.id,
      subject: 'Химия',
      cabinet_id: w.lessons.wednesday.cabinet_id,
      day_of_week: 5,
      time_start: '10:00',
      duration_minutes: 45,
    });
    const { events } = await feedEvents(await subscribe(both));
    expect(events.map((event) => event.uid).sort()).toEqual(
      [w.lessons.wednesday, taught].map((lesson) => `lesson-${lesson.id}@localhost`).sort(),
    );
  });

  it('when the owner is banned, then the feed answers 404 "Календарь не найден"', async () => {
    const url = await subscribe(w.student);
    await expectStatus(t.http().post('/api/users/ban').set(bearer(w.admin)).send({ userId: w.student.id, reason: 'Нарушение' }), 200);
    const response = await t.http().get(new URL(url).pathname);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Календарь не найден', code: 'NOT_FOUND' });
  });

  it('when the owner is deleted, then the feed answers 404', async () => {
    const idle = await t.createUser({ roles: ['STUDENT'] });
    const url = await subscribe(idle);
    await expectStatus(t.http().delete(`/api/users/${idle.id}`).set(bearer(w.admin)), 200);
    expect((await t.http().get(new URL(url).pathname)).status).toBe(404);
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x', 'not-a-token.ics'])(
    'when the token "%s" is no feed’s, then 404 with the JSON error body',
    async (token) => {
      const response = await t.http().get(`/api/calendar/${token}.ics`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Календарь не найден', code: 'NOT_FOUND' });
    },
  );
});
