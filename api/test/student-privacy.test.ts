import { sql } from 'drizzle-orm';
import { personWeekAnswer, rolesFor, studentAttendanceAnswer, type Lesson, type Permission, type PersonWeek } from '@diary/common';
import { PUBLIC } from '../src/http/route';
import { bearer, routeDefinitions, useTestApp, type TestUser } from './harness';
import { aLesson, aWorld, expectStatus, person, type World } from './factory';

// docs/product/beyond.md §8: what a student reads of a lesson (their week, the journal, the calendar
// feed) never holds other students' names or ids, nor the lesson's comment (a note for staff).
const t = useTestApp();

const COMMENT = 'Служебная-заметка-Ж7731';

interface Scene {
  w: World;
  today: string;
  me: TestUser;
  classmate: TestUser;
  lesson: Lesson;
}

/** A lesson today with a staff comment and two students, both marked. */
async function aScene(): Promise<Scene> {
  const w = await aWorld(t);
  const { rows } = (await t.db.execute(
    sql`select centre_today()::text as today, extract(isodow from centre_today())::int as dow`,
  )) as unknown as {
    rows: { today: string; dow: number }[];
  };
  const { today, dow } = rows[0]!;
  const me = await t.createUser({ roles: ['STUDENT'], second_name: 'Ученикова', first_name: 'Мария', last_name: null });
  const classmate = await t.createUser({ roles: ['STUDENT'], second_name: 'Чужаков', first_name: 'Тайнослав', last_name: 'Секретович' });
  const lesson = await aLesson(t, w.admin, {
    ...w.base,
    day_of_week: dow,
    time_start: '10:00',
    comment: COMMENT,
    students: [me.id, classmate.id],
  });
  await expectStatus(
    t
      .http()
      .put(`/api/journal/${lesson.id}/${today}`)
      .set(bearer(w.admin))
      .send({
        marks: [
          { studentId: me.id, mark: 'present' },
          { studentId: classmate.id, mark: 'absent' },
        ],
      }),
    200,
  );
  return { w, today, me, classmate, lesson };
}

/** Every object of an answer that names a person (has second_name), wherever it is. */
function peopleIn(value: unknown, found: { id: number }[] = []): { id: number }[] {
  if (Array.isArray(value)) value.forEach((item) => peopleIn(item, found));
  else if (value && typeof value === 'object') {
    if ('second_name' in value) found.push(value as unknown as { id: number });
    Object.values(value).forEach((item) => peopleIn(item, found));
  }
  return found;
}

/** The answer names neither the classmate (name or id as a person) nor the comment. */
function expectPrivate(text: string, body: unknown, s: Scene): void {
  expect(text).not.toContain(COMMENT);
  expect(text).not.toContain('Чужаков');
  expect(text).not.toContain('Тайнослав');
  expect(peopleIn(body).map((p) => p.id)).not.toContain(s.classmate.id);
}

const weekOf = (token: string, kind: 'teacher' | 'student', id: number) =>
  t.http().get(`/api/schedule/${kind}/${id}/week`).set(bearer(token));
const lessonsOfWeek = (week: PersonWeek) => Object.values(week).flat();

describe('a student’s own week', () => {
  it('when a student reads their week, then each lesson lists only them among its students and has no comment', async () => {
    const s = await aScene();
    const response = await weekOf(s.me.token, 'student', s.me.id);
    expect(response.status).toBe(200);
    const week = response.body as PersonWeek;
    expect(personWeekAnswer.safeParse(week).success).toBe(true);
    const lessons = lessonsOfWeek(week);
    expect(lessons.map((lesson) => lesson.id)).toEqual([s.lesson.id]);
    expect(lessons[0]).toEqual(expect.objectContaining({ students: [person(s.me)], comment: null, free_places: null }));
    expectPrivate(response.text, week, s);
  });

  it('when staff or the lesson’s teacher read a week, then they still get every student and the comment', async () => {
    const s = await aScene();
    const both = [s.me.id, s.classmate.id];
    for (const [token, kind, id] of [
      [s.w.admin, 'student', s.me.id],
      [await t.loginAs('MODERATOR'), 'student', s.classmate.id],
      [s.w.teacher.token, 'teacher', s.w.teacher.id],
    ] as const) {
      const [lesson] = lessonsOfWeek(await expectStatus<PersonWeek>(weekOf(token, kind, id), 200));
      expect([lesson!.comment, lesson!.students.map((student) => student.id)]).toEqual([COMMENT, both]);
    }
  });

  it('when a lesson has places, then a student still sees how many are free (a count, no one named)', async () => {
    const s = await aScene();
    await aLesson(t, s.w.admin, {
      ...s.w.base,
      class_id: s.w.otherClass.id,
      day_of_week: 6,
      time_start: '12:00',
      group_type_id: s.w.groupType.id,
      students: [s.me.id, s.classmate.id],
    });
    const week = await expectStatus<PersonWeek>(weekOf(s.me.token, 'student', s.me.id), 200);
    expect(week[6].map((lesson) => [lesson.free_places, lesson.students.length])).toEqual([[1, 1]]);
  });
});

describe('the journal and the calendar, as a student reads them', () => {
  it('when a student reads their attendance, then only their own marks, nothing of the classmate or the comment', async () => {
    const s = await aScene();
    const response = await t.http().get(`/api/journal/student/${s.me.id}`).query({ from: s.today, to: s.today }).set(bearer(s.me.token));
    expect(response.status).toBe(200);
    expect(studentAttendanceAnswer.safeParse(response.body).success).toBe(true);
    expect(response.body.items.map((item: { mark: string }) => item.mark)).toEqual(['present']);
    expectPrivate(response.text, response.body, s);
    expect(response.text).not.toContain(`"studentId":${s.classmate.id}`);
  });

  it('when a student’s calendar feed is read, then it names no other student and not the comment', async () => {
    const s = await aScene();
    const { url } = await expectStatus<{ url: string }>(t.http().post('/api/calendar/feed').set(bearer(s.me.token)), 200);
    const feed = await t.http().get(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`UID:lesson-${s.lesson.id}@`);
    expectPrivate(feed.text, null, s);
  });
});

describe('every lesson a student may read', () => {
  it('when the route table is read, then the only lesson reads open to a student are the ones checked above', () => {
    const studentMay = (access: string) => access === PUBLIC || rolesFor(access as Permission).includes('STUDENT');
    const lessonReads = routeDefinitions()
      .filter((route) => route.method === 'get' && studentMay(route.access) && /^\/(schedule|journal|calendar|lessons)/.test(route.path))
      .map((route) => route.path)
      .sort();
    expect(lessonReads).toEqual([
      '/calendar/:token.ics',
      '/journal/student/:id',
      '/schedule/student/:id/week',
      '/schedule/teacher/:id/week',
    ]);
  });

  it('when a student calls the staff reads of lessons (SPEC’s GET /schedule/student/:studentId among them), then 403', async () => {
    const s = await aScene();
    for (const path of [
      `/api/schedule/student/${s.me.id}`,
      `/api/schedule/${s.lesson.id}`,
      `/api/schedule/${s.lesson.id}/students`,
      `/api/schedule/day/1`,
      `/api/schedule/filial/${s.w.filial.id}/week`,
      `/api/journal/day?date=${s.today}`,
    ]) {
      expect([path, (await t.http().get(path).set(bearer(s.me.token))).status]).toEqual([path, 403]);
    }
  });

  it('when a student who also teaches reads their week as a teacher, then their pupils are not named either', async () => {
    const s = await aScene();
    const both = await t.createUser({ roles: ['STUDENT', 'TEACHER'], second_name: 'Двойнов' });
    const klass = await expectStatus<{ id: number }>(
      t
        .http()
        .post('/api/classes')
        .set(bearer(s.w.admin))
        .send({ subject_ids: [s.w.subject.id], teacher_ids: [both.id] }),
      201,
    );
    await aLesson(t, s.w.admin, {
      ...s.w.base,
      class_id: klass.id,
      teacher_id: both.id,
      day_of_week: 7,
      time_start: '09:00',
      comment: COMMENT,
      students: [s.classmate.id],
    });
    const response = await weekOf(both.token, 'teacher', both.id);
    expect(response.status).toBe(200);
    expect(lessonsOfWeek(response.body as PersonWeek).map((lesson) => [lesson.students, lesson.comment])).toEqual([[[], null]]);
    expectPrivate(response.text, response.body, s);
  });
});
