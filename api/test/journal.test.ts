import { sql } from 'drizzle-orm';
import {
  dayOffAnswer,
  journalDayAnswer,
  occurrenceAnswer,
  studentAttendanceAnswer,
  unmarkedRegistersAnswer,
  type DayOff,
  type JournalDay,
  type Lesson,
  type Occurrence,
  type StudentAttendance,
  type UnmarkedRegisters,
} from '@diary/common';
import { bearer, useTestApp, type TestUser } from './harness';
import {
  aCabinet,
  aClass,
  aSubject,
  aFilial,
  aLesson,
  ADMIN_ONLY,
  aStudent,
  aWorld,
  download,
  EVERYONE,
  expectEveryRouteListed,
  expectStatus,
  roleTable,
  sheetRows,
  STAFF,
  type Call,
  type World,
} from './factory';

// docs/product/beyond.md §3: the attendance journal.
const t = useTestApp();

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The centre's date today, as the database takes it. */
async function centreToday(): Promise<string> {
  const { rows } = (await t.db.execute(sql`select centre_today()::text as today`)) as unknown as { rows: { today: string }[] };
  return rows[0]!.today;
}

/**
 * The lesson (and its students' enrolments) as if written some days ago: its earlier dates occur
 * too. The journal then keeps the past again from the start (its watermark assumes no lesson's
 * pattern ever starts before it).
 */
async function backdate(lessonId: number, days: number): Promise<void> {
  await t.db.execute(sql`update centre_settings set journal_kept_through = null`);
  await t.db.execute(sql`update schedules set occurs_from = occurs_from - ${days}::integer where id = ${lessonId}`);
  await t.db.execute(
    sql`update schedule_students set created_at = created_at - make_interval(days => ${days}::integer) where schedule_id = ${lessonId}`,
  );
}

interface Journal {
  w: World;
  today: string;
  students: TestUser[];
  /** Today, 10:00–11:00, the class's teacher (Петров), three students. */
  lesson: Lesson;
}

async function aJournal(): Promise<Journal> {
  const w = await aWorld(t);
  const today = await centreToday();
  const students = [await aStudent(t, 'Антонов'), await aStudent(t, 'Борисов'), await aStudent(t, 'Васильев')];
  const lesson = await aLesson(t, w.admin, {
    ...w.base,
    day_of_week: isoWeekday(today),
    time_start: '10:00',
    students: students.map((student) => student.id),
  });
  return { w, today, students, lesson };
}

const dayOf = (token: string, date: string, query: Record<string, string | number> = {}) =>
  t
    .http()
    .get('/api/journal/day')
    .query({ date, ...query })
    .set(bearer(token));
const mark = (token: string, lessonId: number, date: string, marks: unknown) =>
  t.http().put(`/api/journal/${lessonId}/${date}`).set(bearer(token)).send({ marks });
const cancel = (token: string, lessonId: number, date: string, reason: unknown = 'Преподаватель болен') =>
  t.http().post(`/api/journal/${lessonId}/${date}/cancel`).set(bearer(token)).send({ reason });
const restore = (token: string, lessonId: number, date: string) =>
  t.http().delete(`/api/journal/${lessonId}/${date}/cancel`).set(bearer(token));
const unmarked = (token: string, query: Record<string, string | number>) =>
  t.http().get('/api/journal/unmarked').query(query).set(bearer(token));
const attendanceOf = (token: string, studentId: number, from: string, to: string) =>
  t.http().get(`/api/journal/student/${studentId}`).query({ from, to }).set(bearer(token));

async function occurrenceOn(token: string, date: string, lessonId: number): Promise<Occurrence | undefined> {
  const day = await expectStatus<JournalDay>(dayOf(token, date), 200);
  return day.lessons.find((occurrence) => occurrence.lessonId === lessonId);
}

const marksOf = (occurrence: Occurrence | undefined) =>
  occurrence?.students.map((student) => [student.fullName.split(' ')[0], student.mark, student.minutesLate]);

describe('the day', () => {
  it('when a lesson occurs today, then the day lists it with its cabinet, branch, teacher and students, not marked', async () => {
    const j = await aJournal();
    const day = await expectStatus<JournalDay>(dayOf(j.w.admin, j.today), 200);
    expect(journalDayAnswer.safeParse(day).success).toBe(true);
    expect(day.date).toBe(j.today);
    const occurrence = day.lessons.find((o) => o.lessonId === j.lesson.id)!;
    expect(occurrence).toEqual(
      expect.objectContaining({
        date: j.today,
        subject: 'Физика',
        time_start: '10:00',
        time_end: '11:00',
        cabinet: { id: j.w.cabinet.id, name: 'Кабинет 1' },
        filial: { id: j.w.filial.id, name: j.w.filial.name },
        teacher: { id: j.w.teacher.id, fullName: 'Петров Пётр Петрович' },
        status: 'planned',
        cancelReason: null,
        marked: false,
      }),
    );
    expect(marksOf(occurrence)).toEqual([
      ['Антонов', null, null],
      ['Борисов', null, null],
      ['Васильев', null, null],
    ]);
  });

  it('when lessons start at different times, then they come by start time, then cabinet', async () => {
    const j = await aJournal();
    const early = await aLesson(t, j.w.admin, { ...j.w.base, day_of_week: isoWeekday(j.today), time_start: '08:00' });
    const sameTime = await aLesson(t, j.w.admin, {
      ...j.w.base,
      class_id: j.w.otherClass.id,
      cabinet_id: j.w.otherCabinet.id,
      day_of_week: isoWeekday(j.today),
      time_start: '10:00',
    });
    const day = await expectStatus<JournalDay>(dayOf(j.w.admin, j.today), 200);
    expect(day.lessons.map((o) => o.lessonId)).toEqual([early.id, j.lesson.id, sameTime.id]);
  });

  it('when a teacher reads the day, then only the lessons they teach; a branch filter keeps that branch', async () => {
    const j = await aJournal();
    const colleagues = await aLesson(t, j.w.admin, {
      ...j.w.base,
      class_id: j.w.otherClass.id,
      cabinet_id: j.w.otherCabinet.id,
      day_of_week: isoWeekday(j.today),
      time_start: '10:00',
    });
    const own = await expectStatus<JournalDay>(dayOf(j.w.teacher.token, j.today), 200);
    expect(own.lessons.map((o) => o.lessonId)).toEqual([j.lesson.id]);

    const elsewhere = await aFilial(t, j.w.admin, { name: 'Другой' });
    expect((await expectStatus<JournalDay>(dayOf(j.w.admin, j.today, { filialId: elsewhere.id }), 200)).lessons).toEqual([]);
    const branch = await expectStatus<JournalDay>(dayOf(j.w.admin, j.today, { filialId: j.w.filial.id }), 200);
    expect(branch.lessons.map((o) => o.lessonId)).toEqual([j.lesson.id, colleagues.id]);
  });

  it('when the date is before the lesson was created, another weekday, or the lesson is archived, then it does not occur', async () => {
    const j = await aJournal();
    const ids = async (date: string) => (await expectStatus<JournalDay>(dayOf(j.w.admin, date), 200)).lessons.map((o) => o.lessonId);
    expect(await ids(shift(j.today, -7))).toEqual([]);
    expect(await ids(shift(j.today, 1))).toEqual([]);
    expect(await ids(shift(j.today, 7))).toEqual([j.lesson.id]);
    await expectStatus(t.http().delete(`/api/schedule/${j.lesson.id}/archive`).set(bearer(j.w.admin)), 200);
    expect(await ids(shift(j.today, 7))).toEqual([]);
  });

  it('when a student asks for the day, or the date is not a date, then 403 and 400', async () => {
    const j = await aJournal();
    expect((await dayOf(j.students[0]!.token, j.today)).status).toBe(403);
    const bad = await dayOf(j.w.admin, '2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Укажите дату в формате YYYY-MM-DD');
  });
});

describe('marks', () => {
  it('when the teacher marks everyone present and then one late, then the marks replace each other and the occurrence is marked', async () => {
    const j = await aJournal();
    const [a, b, c] = j.students as [TestUser, TestUser, TestUser];
    const all = await expectStatus<Occurrence>(
      mark(
        j.w.teacher.token,
        j.lesson.id,
        j.today,
        [a, b, c].map((s) => ({ studentId: s.id, mark: 'present' })),
      ),
      200,
    );
    expect(occurrenceAnswer.safeParse(all).success).toBe(true);
    expect(all.marked).toBe(true);
    const late = await expectStatus<Occurrence>(
      mark(j.w.teacher.token, j.lesson.id, j.today, [{ studentId: b.id, mark: 'late', minutesLate: 7 }]),
      200,
    );
    expect(marksOf(late)).toEqual([
      ['Антонов', 'present', null],
      ['Борисов', 'late', 7],
      ['Васильев', 'present', null],
    ]);
    // minutesLate belongs to 'late' only
    const absent = await expectStatus<Occurrence>(
      mark(j.w.admin, j.lesson.id, j.today, [{ studentId: b.id, mark: 'absent', minutesLate: 5 }]),
      200,
    );
    expect(marksOf(absent)?.[1]).toEqual(['Борисов', 'absent', null]);
    expect(marksOf(await occurrenceOn(j.w.admin, j.today, j.lesson.id))).toEqual(marksOf(absent));
  });

  it('when a mark breaks a rule, then 4xx with the contract’s message and nothing changes', async () => {
    const j = await aJournal();
    const [a] = j.students as [TestUser];
    const stranger = await aStudent(t, 'Чужой');
    const cases: [string, unknown, number, string, string?][] = [
      ['future', [{ studentId: a.id, mark: 'present' }], 400, 'Нельзя отметить посещаемость будущего занятия', shift(j.today, 7)],
      ['not occurring', [{ studentId: a.id, mark: 'present' }], 404, 'Занятие не найдено', shift(j.today, -1)],
      ['stranger', [{ studentId: stranger.id, mark: 'present' }], 400, 'Ученик не записан на это занятие'],
      ['unknown mark', [{ studentId: a.id, mark: 'here' }], 400, 'Отметка: present, late, absent или excused'],
      ['no marks', [], 400, 'Отметьте хотя бы одного ученика'],
      [
        'twice',
        [
          { studentId: a.id, mark: 'present' },
          { studentId: a.id, mark: 'absent' },
        ],
        400,
        'Ученик отмечен дважды',
      ],
      ['minutes', [{ studentId: a.id, mark: 'late', minutesLate: -3 }], 400, 'Опоздание — целое число минут от 0 до 1440'],
    ];
    for (const [, marks, status, message, date] of cases) {
      const response = await mark(j.w.admin, j.lesson.id, date ?? j.today, marks);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
    const missing = await mark(j.w.admin, 999_999, j.today, [{ studentId: a.id, mark: 'present' }]);
    expect([missing.status, missing.body.message]).toEqual([404, 'Занятие не найдено']);
    expect((await occurrenceOn(j.w.admin, j.today, j.lesson.id))?.marked).toBe(false);
  });

  it('when another teacher or a student marks the lesson, then 403', async () => {
    const j = await aJournal();
    const other = await t.createUser({ roles: ['TEACHER'] });
    const marks = [{ studentId: j.students[0]!.id, mark: 'present' }];
    expect((await mark(other.token, j.lesson.id, j.today, marks)).status).toBe(403);
    expect((await mark(j.students[0]!.token, j.lesson.id, j.today, marks)).status).toBe(403);
  });

  it('when two people mark the same lesson at once, then both are answered and the register is one of their versions', async () => {
    const j = await aJournal();
    const version = (value: 'present' | 'absent') => j.students.map((s) => ({ studentId: s.id, mark: value }));
    const answers = await Promise.all([
      mark(j.w.teacher.token, j.lesson.id, j.today, version('present')),
      mark(j.w.admin, j.lesson.id, j.today, version('absent')),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const final = new Set((await occurrenceOn(j.w.admin, j.today, j.lesson.id))!.students.map((s) => s.mark));
    expect(final.size).toBe(1);
    const { rows } = (await t.db.execute(sql`select marked, attended from attendance_day_totals`)) as unknown as {
      rows: { marked: number; attended: number }[];
    };
    expect(rows).toEqual([{ marked: 3, attended: final.has('present') ? 3 : 0 }]);
  });
});

describe('cancelling and restoring', () => {
  it('when an administrator cancels an occurrence, then it is cancelled with the reason, refuses marks, and comes back when restored', async () => {
    const j = await aJournal();
    const cancelled = await expectStatus<Occurrence>(cancel(j.w.admin, j.lesson.id, j.today, 'Карантин'), 200);
    expect(cancelled).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'Карантин' }));
    expect((await occurrenceOn(j.w.teacher.token, j.today, j.lesson.id))?.status).toBe('cancelled');

    const refused = await mark(j.w.teacher.token, j.lesson.id, j.today, [{ studentId: j.students[0]!.id, mark: 'present' }]);
    expect([refused.status, refused.body.message]).toEqual([409, 'Занятие отменено']);

    const restored = await expectStatus<Occurrence>(restore(j.w.admin, j.lesson.id, j.today), 200);
    expect(restored).toEqual(expect.objectContaining({ status: 'planned', cancelReason: null }));
    await expectStatus(mark(j.w.teacher.token, j.lesson.id, j.today, [{ studentId: j.students[0]!.id, mark: 'present' }]), 200);
  });

  it('when a future occurrence is cancelled, then only that date is; a teacher may not cancel; a reason is required', async () => {
    const j = await aJournal();
    const nextWeek = shift(j.today, 7);
    await expectStatus(cancel(j.w.admin, j.lesson.id, nextWeek), 200);
    expect((await occurrenceOn(j.w.admin, shift(j.today, 14), j.lesson.id))?.status).toBe('planned');
    expect((await cancel(j.w.teacher.token, j.lesson.id, j.today)).status).toBe(403);
    const blank = await cancel(j.w.admin, j.lesson.id, j.today, ' ');
    expect([blank.status, blank.body.message]).toEqual([400, 'Укажите причину']);
    expect((await cancel(j.w.admin, j.lesson.id, shift(j.today, 1))).status).toBe(404);
  });
});

describe('history is never rewritten', () => {
  it('when the weekly lesson moves, changes students or is archived after marking, then the marked date stays as it was', async () => {
    const j = await aJournal();
    const [a, b] = j.students as [TestUser, TestUser];
    await expectStatus(
      mark(j.w.teacher.token, j.lesson.id, j.today, [
        { studentId: a.id, mark: 'present' },
        { studentId: b.id, mark: 'absent' },
      ]),
      200,
    );
    const before = await occurrenceOn(j.w.admin, j.today, j.lesson.id);

    await expectStatus(
      t
        .http()
        .put(`/api/schedule/${j.lesson.id}`)
        .set(bearer(j.w.admin))
        .send({ day_of_week: (isoWeekday(j.today) % 7) + 1, time_start: '15:00', students: [j.students[2]!.id] }),
      200,
    );
    const after = await occurrenceOn(j.w.admin, j.today, j.lesson.id);
    expect(after).toEqual(expect.objectContaining({ time_start: '10:00', time_end: '11:00', marked: true }));
    // Антонов and Борисов left the lesson but keep their marks; Васильев is still enrolled.
    expect(marksOf(after)).toEqual(marksOf(before));

    await expectStatus(t.http().delete(`/api/schedule/${j.lesson.id}/archive`).set(bearer(j.w.admin)), 200);
    expect(marksOf(await occurrenceOn(j.w.admin, j.today, j.lesson.id))).toEqual(marksOf(before));
    const record = await expectStatus<StudentAttendance>(attendanceOf(j.w.admin, a.id, j.today, j.today), 200);
    expect(record.items).toEqual([
      { lessonId: j.lesson.id, date: j.today, subject: 'Физика', time_start: '10:00', mark: 'present', minutesLate: null },
    ]);

    const deleted = await t.http().delete(`/api/schedule/${j.lesson.id}/force`).set(bearer(j.w.admin));
    expect([deleted.status, deleted.body.message]).toEqual([409, 'У занятия есть журнал посещаемости: его можно только архивировать']);
  });

  it('when a lesson moves to another day, then its past occurrences stay on their dates at their old time, not yet marked', async () => {
    const j = await aJournal();
    await backdate(j.lesson.id, 14);
    await expectStatus(
      t
        .http()
        .post(`/api/schedule/${j.lesson.id}/move`)
        .set(bearer(j.w.admin))
        .send({ cabinet_id: j.w.otherCabinet.id, day_of_week: (isoWeekday(j.today) % 7) + 1, time_start: '12:00' }),
      200,
    );
    for (const date of [shift(j.today, -14), shift(j.today, -7)]) {
      expect(await occurrenceOn(j.w.admin, date, j.lesson.id)).toEqual(
        expect.objectContaining({ time_start: '10:00', cabinet: { id: j.w.cabinet.id, name: 'Кабинет 1' }, marked: false }),
      );
    }
    // the new weekday's earlier dates never had the lesson
    expect(await occurrenceOn(j.w.admin, shift(j.today, -6), j.lesson.id)).toBeUndefined();
    expect(await occurrenceOn(j.w.admin, shift(j.today, 1), j.lesson.id)).toEqual(expect.objectContaining({ time_start: '12:00' }));
    const open = await expectStatus<UnmarkedRegisters>(unmarked(j.w.admin, { from: shift(j.today, -30), to: j.today }), 200);
    expect(open.items.map((o) => [o.date, o.time_start])).toEqual([
      [shift(j.today, -14), '10:00'],
      [shift(j.today, -7), '10:00'],
    ]);
  });
});

describe('registers not taken', () => {
  it('when past occurrences have students and no mark, then they are listed oldest first; marked, cancelled and empty ones are not', async () => {
    const j = await aJournal();
    await backdate(j.lesson.id, 21);
    const empty = await aLesson(t, j.w.admin, {
      ...j.w.base,
      cabinet_id: j.w.otherCabinet.id,
      day_of_week: isoWeekday(j.today),
      time_start: '12:00',
    });
    await backdate(empty.id, 21);
    await expectStatus(mark(j.w.teacher.token, j.lesson.id, shift(j.today, -14), [{ studentId: j.students[0]!.id, mark: 'absent' }]), 200);
    await expectStatus(cancel(j.w.admin, j.lesson.id, shift(j.today, -7)), 200);

    const open = await expectStatus<UnmarkedRegisters>(unmarked(j.w.admin, { from: shift(j.today, -30), to: shift(j.today, -1) }), 200);
    expect(unmarkedRegistersAnswer.safeParse(open).success).toBe(true);
    expect(open.total).toBe(1);
    expect(open.items.map((o) => [o.lessonId, o.date, o.teacher?.fullName])).toEqual([
      [j.lesson.id, shift(j.today, -21), 'Петров Пётр Петрович'],
    ]);

    const other = await t.createUser({ roles: ['TEACHER'] });
    expect((await expectStatus<UnmarkedRegisters>(unmarked(other.token, { from: shift(j.today, -30), to: j.today }), 200)).total).toBe(0);
    const own = await expectStatus<UnmarkedRegisters>(
      unmarked(j.w.teacher.token, { from: shift(j.today, -30), to: shift(j.today, -1) }),
      200,
    );
    expect(own.total).toBe(1);
    const paged = await expectStatus<UnmarkedRegisters>(
      unmarked(j.w.admin, { from: shift(j.today, -30), to: shift(j.today, -1), limit: 1, page: 2 }),
      200,
    );
    expect(paged).toEqual({ items: [], total: 1 });
  });

  it('when the range is upside down or too long, then 400', async () => {
    const j = await aJournal();
    const upside = await unmarked(j.w.admin, { from: j.today, to: shift(j.today, -1) });
    expect([upside.status, upside.body.message]).toEqual([400, 'Начало периода позже его конца']);
    expect((await unmarked(j.w.admin, { from: shift(j.today, -500), to: j.today })).status).toBe(400);
    expect((await unmarked(j.students[0]!.token, { from: j.today, to: j.today })).status).toBe(403);
  });
});

describe('days off', () => {
  it('when a branch has a day off, then its lessons do not occur then, marks are refused, and they come back when it is deleted', async () => {
    const j = await aJournal();
    const created = await expectStatus<DayOff>(
      t.http().post('/api/days-off').set(bearer(j.w.admin)).send({ date: j.today, filial_id: j.w.filial.id, reason: 'Праздник' }),
      201,
    );
    expect(dayOffAnswer.safeParse(created).success).toBe(true);
    expect(created).toEqual(
      expect.objectContaining({ date: j.today, filial_id: j.w.filial.id, filial: { id: j.w.filial.id, name: j.w.filial.name } }),
    );
    expect(await occurrenceOn(j.w.admin, j.today, j.lesson.id)).toBeUndefined();
    expect((await mark(j.w.teacher.token, j.lesson.id, j.today, [{ studentId: j.students[0]!.id, mark: 'present' }])).status).toBe(404);

    const again = await t
      .http()
      .post('/api/days-off')
      .set(bearer(j.w.admin))
      .send({ date: j.today, filial_id: j.w.filial.id, reason: 'Ещё раз' });
    expect([again.status, again.body.message]).toEqual([409, 'Этот день уже выходной']);
    const list = await expectStatus<DayOff[]>(
      t.http().get('/api/days-off').query({ from: j.today, to: j.today }).set(bearer(j.students[0]!.token)),
      200,
    );
    expect(list.map((d) => d.id)).toEqual([created.id]);

    await expectStatus(t.http().delete(`/api/days-off/${created.id}`).set(bearer(j.w.admin)), 200);
    expect(await occurrenceOn(j.w.admin, j.today, j.lesson.id)).toBeDefined();
  });

  it('when every branch has a day off, then no lesson occurs; a branch’s day off on that date is refused; only staff write days off', async () => {
    const j = await aJournal();
    const elsewhere = await aFilial(t, j.w.admin, { name: 'Другой' });
    const room = await aCabinet(t, j.w.admin, elsewhere.id, { name: 'Зал' });
    await aLesson(t, j.w.admin, {
      ...j.w.base,
      class_id: j.w.otherClass.id,
      cabinet_id: room.id,
      day_of_week: isoWeekday(j.today),
      time_start: '10:00',
    });
    const nextWeek = shift(j.today, 7);
    await expectStatus(
      t.http().post('/api/days-off').set(bearer(j.w.admin)).send({ date: nextWeek, filial_id: null, reason: 'Каникулы' }),
      201,
    );
    expect((await expectStatus<JournalDay>(dayOf(j.w.admin, nextWeek), 200)).lessons).toEqual([]);
    expect((await expectStatus<JournalDay>(dayOf(j.w.admin, j.today), 200)).lessons).toHaveLength(2);
    const branch = await t
      .http()
      .post('/api/days-off')
      .set(bearer(j.w.admin))
      .send({ date: nextWeek, filial_id: elsewhere.id, reason: 'x' });
    expect(branch.status).toBe(409);
    expect((await t.http().post('/api/days-off').set(bearer(j.w.teacher.token)).send({ date: nextWeek, reason: 'x' })).status).toBe(403);
    const unknown = await t.http().post('/api/days-off').set(bearer(j.w.admin)).send({ date: nextWeek, filial_id: 999_999, reason: 'x' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Филиал не найден']);
  });

  it('when the lesson’s calendar feed is read, then its cancelled dates and days off are EXDATEs', async () => {
    const j = await aJournal();
    await expectStatus(cancel(j.w.admin, j.lesson.id, shift(j.today, 7)), 200);
    await expectStatus(
      t
        .http()
        .post('/api/days-off')
        .set(bearer(j.w.admin))
        .send({ date: shift(j.today, 14), filial_id: null, reason: 'Каникулы' }),
      201,
    );
    const { url } = await expectStatus<{ url: string }>(t.http().post('/api/calendar/feed').set(bearer(j.w.teacher.token)), 200);
    const feed = await t.http().get(new URL(url).pathname);
    const compact = (date: string) => date.replaceAll('-', '');
    expect(feed.text).toContain(`EXDATE;TZID=Europe/Moscow:${compact(shift(j.today, 7))}T100000`);
    expect(feed.text).toContain(`EXDATE;TZID=Europe/Moscow:${compact(shift(j.today, 14))}T100000`);
  });
});

describe('a student’s attendance', () => {
  it('when a student has marks, then their items and summary with the rate; the student reads their own only', async () => {
    const j = await aJournal();
    await backdate(j.lesson.id, 14);
    const [a, b] = j.students as [TestUser, TestUser];
    await expectStatus(mark(j.w.admin, j.lesson.id, shift(j.today, -14), [{ studentId: a.id, mark: 'present' }]), 200);
    await expectStatus(mark(j.w.admin, j.lesson.id, shift(j.today, -7), [{ studentId: a.id, mark: 'late', minutesLate: 10 }]), 200);
    await expectStatus(mark(j.w.admin, j.lesson.id, j.today, [{ studentId: a.id, mark: 'absent' }]), 200);

    const own = await expectStatus<StudentAttendance>(attendanceOf(a.token, a.id, shift(j.today, -30), j.today), 200);
    expect(studentAttendanceAnswer.safeParse(own).success).toBe(true);
    expect(own.items.map((item) => [item.date, item.mark, item.minutesLate])).toEqual([
      [shift(j.today, -14), 'present', null],
      [shift(j.today, -7), 'late', 10],
      [j.today, 'absent', null],
    ]);
    expect(own.summary).toEqual({ present: 1, late: 1, absent: 1, excused: 0, total: 3, rate: 66.67 });

    expect((await attendanceOf(b.token, a.id, j.today, j.today)).status).toBe(403);
    expect((await expectStatus<StudentAttendance>(attendanceOf(j.w.teacher.token, a.id, j.today, j.today), 200)).summary.total).toBe(1);
    const other = await t.createUser({ roles: ['TEACHER'] });
    expect((await attendanceOf(other.token, a.id, j.today, j.today)).status).toBe(403);
    expect((await attendanceOf(j.w.admin, j.w.teacher.id, j.today, j.today)).status).toBe(404);
    expect((await expectStatus<StudentAttendance>(attendanceOf(b.token, b.id, j.today, j.today), 200)).summary).toEqual({
      present: 0,
      late: 0,
      absent: 0,
      excused: 0,
      total: 0,
      rate: null,
    });
  });
});

describe('statistics and export', () => {
  it('when marks exist, then the att metric is (present + late) / marked per period, for everyone, a teacher, a student', async () => {
    const j = await aJournal();
    const [a, b, c] = j.students as [TestUser, TestUser, TestUser];
    await expectStatus(
      mark(j.w.teacher.token, j.lesson.id, j.today, [
        { studentId: a.id, mark: 'present' },
        { studentId: b.id, mark: 'late', minutesLate: 3 },
        { studentId: c.id, mark: 'absent' },
      ]),
      200,
    );
    const stats = (token: string, body: object) =>
      expectStatus<{ labels: string[]; values: (number | null)[] }>(
        t
          .http()
          .post('/api/statistics')
          .set(bearer(token))
          .send({ startDate: shift(j.today, -1), endDate: j.today, grouping: 'day', metric: 'att', ...body }),
        200,
      );
    expect((await stats(j.w.admin, {})).values).toEqual([null, 66.67]);
    expect((await stats(j.w.teacher.token, {})).values).toEqual([null, 66.67]);
    expect((await stats(j.w.admin, { student: c.id })).values).toEqual([null, 0]);
    expect((await stats(j.w.admin, { subject: 'Химия' })).values).toEqual([null, null]);
    const other = await t.createUser({ roles: ['TEACHER'] });
    expect((await stats(other.token, {})).values).toEqual([null, null]);
  });

  it('when a marked occurrence is cancelled, then its marks leave the att metric, the student’s summary and the export, stay stored, and come back when it is restored', async () => {
    const j = await aJournal();
    const [a, b, c] = j.students as [TestUser, TestUser, TestUser];
    await backdate(j.lesson.id, 7);
    const lastWeek = shift(j.today, -7);
    await expectStatus(mark(j.w.admin, j.lesson.id, lastWeek, [{ studentId: a.id, mark: 'absent' }]), 200);
    await expectStatus(
      mark(j.w.teacher.token, j.lesson.id, j.today, [
        { studentId: a.id, mark: 'present' },
        { studentId: b.id, mark: 'late', minutesLate: 3 },
        { studentId: c.id, mark: 'absent' },
      ]),
      200,
    );
    const att = async (token: string, body: object = {}) =>
      (
        await expectStatus<{ values: (number | null)[] }>(
          t
            .http()
            .post('/api/statistics')
            .set(bearer(token))
            .send({ startDate: lastWeek, endDate: j.today, grouping: 'week', metric: 'att', ...body }),
          200,
        )
      ).values;
    const summaryOf = async (student: TestUser) =>
      (await expectStatus<StudentAttendance>(attendanceOf(student.token, student.id, lastWeek, j.today), 200)).summary;
    const exported = async () => {
      const { rows } = await sheetRows(
        (await download(t, j.w.admin, '/api/journal/export.xlsx', { from: j.today, to: j.today })).body as Buffer,
      );
      return rows.slice(1).map((row) => [row[9] ?? '', row[10] ?? '']);
    };
    // before: last week's absence and today's three marks
    expect(await att(j.w.admin)).toEqual([0, 66.67]);
    expect(await att(j.w.teacher.token)).toEqual([0, 66.67]);
    expect(await att(j.w.admin, { student: a.id })).toEqual([0, 100]);
    expect(await summaryOf(a)).toEqual({ present: 1, late: 0, absent: 1, excused: 0, total: 2, rate: 50 });

    await expectStatus(cancel(j.w.admin, j.lesson.id, j.today, 'Карантин'), 200);
    expect(await att(j.w.admin)).toEqual([0, null]);
    expect(await att(j.w.teacher.token)).toEqual([0, null]);
    expect(await att(j.w.admin, { student: a.id })).toEqual([0, null]);
    expect(await summaryOf(a)).toEqual({ present: 0, late: 0, absent: 1, excused: 0, total: 1, rate: 0 });
    expect((await expectStatus<StudentAttendance>(attendanceOf(b.token, b.id, lastWeek, j.today), 200)).items).toEqual([]);
    expect(await exported()).toEqual([
      ['Занятие отменено', ''],
      ['Занятие отменено', ''],
      ['Занятие отменено', ''],
    ]);
    const stored = await t.db.execute(sql`select count(*)::int as n from attendance_marks where date = ${j.today}::date`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);

    await expectStatus(restore(j.w.admin, j.lesson.id, j.today), 200);
    expect(await att(j.w.admin)).toEqual([0, 66.67]);
    expect(await att(j.w.admin, { student: a.id })).toEqual([0, 100]);
    expect(await summaryOf(a)).toEqual({ present: 1, late: 0, absent: 1, excused: 0, total: 2, rate: 50 });
    expect(await exported()).toEqual([
      ['Присутствовал', ''],
      ['Опоздал', 3],
      ['Отсутствовал', ''],
    ]);
  });

  it('when an administrator exports a range, then one row per student per occurrence, with the marks', async () => {
    const j = await aJournal();
    await expectStatus(mark(j.w.admin, j.lesson.id, j.today, [{ studentId: j.students[1]!.id, mark: 'excused' }]), 200);
    const response = await download(t, j.w.admin, '/api/journal/export.xlsx', { from: j.today, to: shift(j.today, 7) });
    expect(response.status).toBe(200);
    const { rows } = await sheetRows(response.body as Buffer);
    expect(rows[0]).toEqual(expect.arrayContaining(['Дата', 'Ученик', 'Отметка']));
    expect(rows.slice(1).map((row) => [row[8], row[9] ?? ''])).toEqual([
      [expect.stringContaining('Антонов'), ''],
      [expect.stringContaining('Борисов'), 'Уважительная причина'],
      [expect.stringContaining('Васильев'), ''],
      [expect.stringContaining('Антонов'), ''],
      [expect.stringContaining('Борисов'), ''],
      [expect.stringContaining('Васильев'), ''],
    ]);
    expect((await download(t, j.w.teacher.token, '/api/journal/export.xlsx', { from: j.today, to: j.today })).status).toBe(403);
  });
});

// ——— who may call what ———

/** A lesson occurring today with one student, taught by the caller when the caller is a TEACHER. */
async function callersLesson(caller: TestUser | null): Promise<{ lesson: Lesson; student: TestUser; today: string }> {
  const admin = await t.loginAs('ADMIN');
  const filial = await aFilial(t, admin);
  const cabinet = await aCabinet(t, admin, filial.id);
  const teacher = caller?.roles.some((role) => role.value === 'TEACHER') ? caller : await t.createUser({ roles: ['TEACHER'] });
  const subject = await aSubject(t, admin, 'Физика');
  const klass = await aClass(t, admin, { teacher_ids: [teacher.id], subject_ids: [subject.id] });
  const student = caller?.roles.some((role) => role.value === 'STUDENT') ? caller : await aStudent(t);
  const today = await centreToday();
  const lesson = await aLesson(t, admin, {
    class_id: klass.id,
    cabinet_id: cabinet.id,
    subject: 'Физика',
    day_of_week: isoWeekday(today),
    time_start: '10:00',
    duration_minutes: 60,
    students: [student.id],
  });
  return { lesson, student, today };
}

const JOURNAL_READERS = ['ADMIN', 'MODERATOR', 'TEACHER'] as const;
const journalCalls: Call[] = [
  {
    name: 'GET /journal/day',
    allowed: JOURNAL_READERS,
    prepare: async () => ({ method: 'get', path: `/api/journal/day?date=${await centreToday()}` }),
  },
  {
    name: 'GET /journal/unmarked',
    allowed: JOURNAL_READERS,
    prepare: async () => ({ method: 'get', path: `/api/journal/unmarked?from=${await centreToday()}&to=${await centreToday()}` }),
  },
  {
    name: 'GET /journal/export.xlsx',
    allowed: ADMIN_ONLY,
    prepare: async () => ({ method: 'get', path: `/api/journal/export.xlsx?from=${await centreToday()}&to=${await centreToday()}` }),
  },
  {
    name: 'GET /journal/student/:id',
    allowed: EVERYONE,
    prepare: async (_t, caller) => {
      const { student, today } = await callersLesson(caller);
      return { method: 'get', path: `/api/journal/student/${student.id}?from=${today}&to=${today}` };
    },
  },
  {
    name: 'PUT /journal/:lessonId/:date',
    allowed: JOURNAL_READERS,
    prepare: async (_t, caller) => {
      const { lesson, student, today } = await callersLesson(caller);
      return { method: 'put', path: `/api/journal/${lesson.id}/${today}`, body: { marks: [{ studentId: student.id, mark: 'present' }] } };
    },
  },
  {
    name: 'POST /journal/:lessonId/:date/cancel',
    allowed: STAFF,
    prepare: async (_t, caller) => {
      const { lesson, today } = await callersLesson(caller);
      return { method: 'post', path: `/api/journal/${lesson.id}/${today}/cancel`, body: { reason: 'Карантин' } };
    },
  },
  {
    name: 'DELETE /journal/:lessonId/:date/cancel',
    allowed: STAFF,
    prepare: async (_t, caller) => {
      const { lesson, today } = await callersLesson(caller);
      return { method: 'delete', path: `/api/journal/${lesson.id}/${today}/cancel` };
    },
  },
];
const dayOffCalls: Call[] = [
  {
    name: 'GET /days-off',
    allowed: EVERYONE,
    prepare: async () => ({ method: 'get', path: '/api/days-off?from=2026-01-01&to=2026-12-31' }),
  },
  {
    name: 'POST /days-off',
    allowed: STAFF,
    prepare: async () => ({ method: 'post', path: '/api/days-off', body: { date: '2026-12-31', filial_id: null, reason: 'Новый год' } }),
  },
  {
    name: 'DELETE /days-off/:id',
    allowed: STAFF,
    prepare: async () => {
      const admin = await t.loginAs('ADMIN');
      const created = await expectStatus<DayOff>(
        t.http().post('/api/days-off').set(bearer(admin)).send({ date: '2026-12-31', reason: 'Новый год' }),
        201,
      );
      return { method: 'delete', path: `/api/days-off/${created.id}` };
    },
  },
];
roleTable('journal: every call × every role', t, journalCalls);
roleTable('days off: every call × every role', t, dayOffCalls);
describe('the permission tables', () => {
  expectEveryRouteListed('/journal', journalCalls);
  expectEveryRouteListed('/days-off', dayOffCalls);
});
