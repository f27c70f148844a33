import { personWeekAnswer, type Lesson, type PersonLesson, type PersonWeek } from '@diary/common';
import { bearer, useTestApp } from './harness';
import { aTwoBranchTimetable, expectStatus, type TwoBranchTimetable } from './factory';

// docs/product/beyond.md "Each person's week": GET /schedule/teacher/:id/week and /schedule/student/:id/week.
const t = useTestApp();

const weekOf = (token: string, kind: 'teacher' | 'student', id: number | string) =>
  t.http().get(`/api/schedule/${kind}/${id}/week`).set(bearer(token));

/** Each day's lessons as [id, time_start, branch name]. */
const days = (week: PersonWeek) =>
  Object.fromEntries(Object.entries(week).map(([day, lessons]) => [day, lessons.map((l) => [l.id, l.time_start, l.filial.name])]));

/** The week's lesson as the usual Lesson JSON plus its branch. */
const withBranch = (lesson: Lesson, filial: { id: number; name: string }): PersonLesson => ({ ...lesson, filial });

describe('a teacher’s week', () => {
  it('when a teacher reads their own week, then the lessons they teach in both branches by weekday and start, each with its branch', async () => {
    const w = await aTwoBranchTimetable(t);
    const week = await expectStatus<PersonWeek>(weekOf(w.teacher.token, 'teacher', w.teacher.id), 200);

    expect(personWeekAnswer.safeParse(week).success).toBe(true);
    expect(days(week)).toEqual({
      1: [
        [w.lessons.monday.id, '09:00', 'Северный'],
        [w.lessons.mondayLate.id, '12:00', 'Центральный'],
      ],
      2: [],
      3: [[w.lessons.wednesday.id, '10:00', 'Центральный']],
      4: [],
      5: [],
      6: [],
      7: [],
    });
    expect(week[1][0]).toEqual(withBranch(w.lessons.monday, { id: w.north.id, name: 'Северный' }));
    expect(week[1][0]!.cabinet).toEqual(expect.objectContaining({ name: 'Зал 2', filial_id: w.north.id }));
  });

  it('when the lessons are not the teacher’s, archived, or in an archived cabinet, then they are not in the week', async () => {
    const w = await aTwoBranchTimetable(t);
    const week = await expectStatus<PersonWeek>(weekOf(w.teacher.token, 'teacher', w.teacher.id), 200);
    const ids = Object.values(week).flatMap((lessons) => lessons.map((lesson) => lesson.id));
    expect(ids).not.toContain(w.lessons.colleagues.id);
    expect(ids).not.toContain(w.lessons.archived.id);
    expect(ids).not.toContain(w.lessons.inClosedCabinet.id);
  });

  it('when a teacher has no lessons, then every day is an empty list', async () => {
    const w = await aTwoBranchTimetable(t);
    const idle = await t.createUser({ roles: ['TEACHER'] });
    expect((await weekOf(idle.token, 'teacher', idle.id)).body).toEqual({ 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] });
    expect(w.teacher.id).not.toBe(idle.id);
  });
});

describe('a student’s week', () => {
  it('when a student reads their own week, then the lessons they are enrolled in, whoever teaches them, in both branches', async () => {
    const w = await aTwoBranchTimetable(t);
    const week = await expectStatus<PersonWeek>(weekOf(w.student.token, 'student', w.student.id), 200);
    expect(personWeekAnswer.safeParse(week).success).toBe(true);
    expect(days(week)[1]).toEqual([
      [w.lessons.monday.id, '09:00', 'Северный'],
      [w.lessons.mondayLate.id, '12:00', 'Центральный'],
      [w.lessons.colleagues.id, '15:00', 'Центральный'],
    ]);
    // not enrolled in Wednesday's; Tuesday's is archived, Thursday's cabinet is archived
    expect([2, 3, 4, 5, 6, 7].map((day) => week[day as 1].length)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('when the old call GET /schedule/student/:studentId is made, then it still answers the student’s lessons', async () => {
    const w = await aTwoBranchTimetable(t);
    const response = await t.http().get(`/api/schedule/student/${w.student.id}`).set(bearer(w.admin));
    expect(response.status).toBe(200);
    expect(response.body.map((lesson: Lesson) => lesson.id)).toEqual(
      expect.arrayContaining([w.lessons.monday.id, w.lessons.mondayLate.id, w.lessons.colleagues.id]),
    );
  });
});

describe('who may read whose week', () => {
  let w: TwoBranchTimetable;
  beforeEach(async () => {
    w = await aTwoBranchTimetable(t);
  });

  it.each(['ADMIN', 'MODERATOR'] as const)('when %s reads anyone’s week, then 200', async (role) => {
    const token = await t.loginAs(role);
    expect((await weekOf(token, 'teacher', w.teacher.id)).status).toBe(200);
    expect((await weekOf(token, 'student', w.student.id)).status).toBe(200);
  });

  it.each([
    ['a teacher reads another teacher’s week', () => weekOf(w.otherTeacher.token, 'teacher', w.teacher.id)],
    ['a teacher reads a student’s week', () => weekOf(w.teacher.token, 'student', w.student.id)],
    ['a student reads a teacher’s week', () => weekOf(w.student.token, 'teacher', w.teacher.id)],
    [
      'a student reads another student’s week',
      async () => weekOf((await t.createUser({ roles: ['STUDENT'] })).token, 'student', w.student.id),
    ],
    ['a teacher asks for an id that is nobody', () => weekOf(w.teacher.token, 'teacher', 999_999)],
  ])('when %s, then 403 "Недостаточно прав"', async (_case, call) => {
    const response = await call();
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Недостаточно прав', code: 'FORBIDDEN' });
  });

  it.each([
    ['an unknown teacher', 'teacher', 999_999, 'Преподаватель не найден'],
    ['a student on the teacher’s call', 'teacher', 'student', 'Преподаватель не найден'],
    ['an unknown student', 'student', 999_999, 'Ученик не найден'],
    ['a teacher on the student’s call', 'student', 'teacher', 'Ученик не найден'],
  ] as const)('when staff ask for %s, then 404 with the message', async (_case, kind, who, message) => {
    const id = who === 'teacher' ? w.teacher.id : who === 'student' ? w.student.id : who;
    const response = await weekOf(w.admin, kind, id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message, code: 'NOT_FOUND' });
  });

  it('when a teacher asks for their own id as a student, then 404 "Ученик не найден"', async () => {
    const response = await weekOf(w.teacher.token, 'student', w.teacher.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Ученик не найден', code: 'NOT_FOUND' });
  });
});

describe('the week’s address', () => {
  it('when no one is signed in, then 401', async () => {
    expect((await t.http().get('/api/schedule/teacher/1/week')).status).toBe(401);
  });

  it.each(['2147483648', '99999999999', '0', '-1', 'abc', '1.5'])('when the id is "%s", then 400', async (id) => {
    const response = await weekOf(await t.loginAs('ADMIN'), 'teacher', id);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
  });
});
