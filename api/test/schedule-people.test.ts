import { sql } from 'drizzle-orm';
import type { BusySlot, Lesson, PersonClash } from '@diary/common';
import { bearer, useTestApp, type TestUser } from './harness';
import { aCabinet, aClass, aFilial, aLesson, aTeacher, aWorld, createLesson, expectStatus, type World } from './factory';

/*
 * No two lessons that intersect in time may share the teacher or a student, in any branch
 * (docs/product/rules.md "Timetable"): every write that could make such a pair answers 409 naming
 * the clash, the database refuses it whatever wrote it, and concurrent writers cannot slip past.
 */

const t = useTestApp();

const send = (w: World, method: 'post' | 'put' | 'delete', path: string, body?: object) =>
  t.http()[method](path).set(bearer(w.admin)).send(body);
const get = (w: World, path: string) => t.http().get(path).set(bearer(w.admin));
const all = async (w: World) => (await get(w, '/api/schedule')).body as Lesson[];

const aPupil = (second_name: string, first_name: string, last_name: string | null) =>
  t.createUser({ roles: ['STUDENT'], second_name, first_name, last_name });

/** The world plus a second branch, so that clashes are shown to cross branches. */
async function twoBranches(): Promise<World & { far: { id: number } }> {
  const w = await aWorld(t);
  const filial = await aFilial(t, w.admin, { name: 'Северный' });
  return { ...w, far: await aCabinet(t, w.admin, filial.id, { name: 'Северный 1' }) };
}

/** Pairs of non-archived intersecting lessons sharing the teacher or a student, straight from the database. */
async function personClashesInDatabase(): Promise<unknown[]> {
  const { rows } = (await t.db.execute(sql`
    with l as (select id, teacher_id, day_of_week, int4range(start_min, start_min + duration_minutes) r from schedules where not is_archived)
    select a.id, b.id as other from l a join l b on a.id < b.id and a.day_of_week = b.day_of_week and a.r && b.r
    where a.teacher_id = b.teacher_id or exists (
      select 1 from schedule_students x join schedule_students y on y.student_id = x.student_id
      where x.schedule_id = a.id and y.schedule_id = b.id)`)) as { rows: unknown[] };
  return rows;
}

describe('schedule people: the teacher', () => {
  it('when the teacher already teaches then in another branch, then create, move, edit and restore are 409 naming them', async () => {
    const w = await twoBranches();
    const there = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.far.id, time_start: '10:00' });
    const clash = { kind: 'teacher', lessonId: there.id, personId: w.teacher.id };
    const message = 'Преподаватель Петров П. П. в это время ведёт другое занятие';

    const created = await createLesson(t, w.admin, { ...w.base, time_start: '10:30' });
    expect([created.status, created.body]).toEqual([409, { message, code: 'CONFLICT', clashes: [clash] }]);

    const here = await aLesson(t, w.admin, { ...w.base, time_start: '12:00' });
    const moved = await send(w, 'post', `/api/schedule/${here.id}/move`, { cabinet_id: w.cabinet.id, day_of_week: 1, time_start: '09:30' });
    expect([moved.status, moved.body]).toEqual([409, { message, code: 'CONFLICT', clashes: [clash] }]);
    const edited = await send(w, 'put', `/api/schedule/${here.id}`, { time_start: '10:55' });
    expect([edited.status, edited.body.clashes]).toEqual([409, [clash]]);
    expect((await send(w, 'put', `/api/schedule/${here.id}`, { time_start: '11:00' })).status).toBe(200);

    await expectStatus(send(w, 'delete', `/api/schedule/${there.id}/archive`), 200);
    await expectStatus(send(w, 'put', `/api/schedule/${here.id}`, { time_start: '10:00' }), 200);
    const restored = await send(w, 'post', `/api/schedule/${there.id}/restore`);
    expect([restored.status, restored.body.message]).toEqual([409, message]);
    expect(restored.body.clashes).toEqual([{ kind: 'teacher', lessonId: here.id, personId: w.teacher.id }]);
    expect(await personClashesInDatabase()).toEqual([]);
  });

  it('when a lesson’s teacher or class changes to one busy then, then 409 and nothing changes', async () => {
    const w = await twoBranches();
    const pair = await aClass(t, w.admin, { subject_ids: [w.subject.id], teacher_ids: [w.teacher.id, (await aTeacher(t, 'Орлов')).id] });
    const busy = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.far.id, time_start: '10:00' });
    const other = await aLesson(t, w.admin, { ...w.base, class_id: w.otherClass.id, time_start: '10:00' });
    const toClass = await send(w, 'put', `/api/schedule/${other.id}`, { class_id: w.klass.id });
    expect([toClass.status, toClass.body.clashes]).toEqual([409, [{ kind: 'teacher', lessonId: busy.id, personId: w.teacher.id }]]);
    const unassigned = await send(w, 'put', `/api/schedule/${other.id}`, { class_id: pair.id });
    expect([unassigned.status, unassigned.body.teacher_id]).toEqual([200, null]);
    const named = await send(w, 'put', `/api/schedule/${other.id}`, { teacher_id: w.teacher.id });
    expect([named.status, named.body.message]).toEqual([409, 'Преподаватель Петров П. П. в это время ведёт другое занятие']);
    expect((await get(w, `/api/schedule/${other.id}`)).body).toMatchObject({ class_id: pair.id, teacher_id: null });
  });

  it('when a swap would put the teacher in two places, then 409 and both stay', async () => {
    const w = await twoBranches();
    // The teacher's 90-minute lesson at 10:00 takes the other's 11:30 slot, where their own 13:00 lesson starts later.
    const long = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', duration_minutes: 120 });
    const short = await aLesson(t, w.admin, { ...w.base, class_id: w.otherClass.id, cabinet_id: w.otherCabinet.id, time_start: '12:30' });
    const later = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.far.id, time_start: '13:30' });
    const swapped = await send(w, 'post', '/api/schedule/swap', { firstId: long.id, secondId: short.id });
    expect([swapped.status, swapped.body.clashes]).toEqual([409, [{ kind: 'teacher', lessonId: later.id, personId: w.teacher.id }]]);
    const after = await all(w);
    expect(after.find((l) => l.id === long.id)).toMatchObject({ time_start: '10:00', cabinet_id: w.cabinet.id });
    expect(after.find((l) => l.id === short.id)).toMatchObject({ time_start: '12:30', cabinet_id: w.otherCabinet.id });
  });

  it('when two lessons of one teacher trade places, then the swap is not a clash with itself', async () => {
    const w = await aWorld(t);
    const first = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const second = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.otherCabinet.id, time_start: '11:00' });
    const swapped = await send(w, 'post', '/api/schedule/swap', { firstId: first.id, secondId: second.id });
    expect(swapped.status).toBe(200);
    expect(swapped.body.map((l: Lesson) => l.time_start)).toEqual(['11:00', '10:00']);
  });
});

describe('schedule people: students', () => {
  let student: TestUser;
  beforeEach(async () => {
    student = await aPupil('Сидорова', 'Анна', 'Павловна');
  });

  it('when a student busy then is enrolled by create, add, bulk add or edit, then 409 "Ученик … на другом занятии"', async () => {
    const w = await twoBranches();
    const there = await aLesson(t, w.admin, {
      ...w.base,
      class_id: w.otherClass.id,
      cabinet_id: w.far.id,
      time_start: '10:00',
      students: [student.id],
    });
    const clash = { kind: 'student', lessonId: there.id, personId: student.id };
    const message = 'Ученик Сидорова А. П. в это время на другом занятии';

    const created = await createLesson(t, w.admin, { ...w.base, time_start: '10:30', students: [student.id] });
    expect([created.status, created.body]).toEqual([409, { message, code: 'CONFLICT', clashes: [clash] }]);
    const here = await aLesson(t, w.admin, { ...w.base, time_start: '10:30' });
    for (const [method, path, body] of [
      ['post', `/api/schedule/${here.id}/students/${student.id}`, undefined],
      ['post', `/api/schedule/${here.id}/students/multiple`, { studentIds: [student.id] }],
      ['put', `/api/schedule/${here.id}`, { students: [student.id] }],
    ] as const) {
      const response = await send(w, method, path, body);
      expect([path, response.status, response.body]).toEqual([path, 409, { message, code: 'CONFLICT', clashes: [clash] }]);
    }
    expect((await get(w, `/api/schedule/${here.id}`)).body.students).toEqual([]);
    // Touching ends are free.
    const after = await aLesson(t, w.admin, { ...w.base, class_id: w.otherClass.id, cabinet_id: w.otherCabinet.id, time_start: '11:00' });
    await expectStatus(send(w, 'post', `/api/schedule/${after.id}/students/${student.id}`), 200);
    expect(await personClashesInDatabase()).toEqual([]);
  });

  it('when a lesson with a student moves onto the student’s other lesson, then 409; archived lessons clash with nothing', async () => {
    const w = await aWorld(t);
    const first = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', students: [student.id] });
    const second = await aLesson(t, w.admin, {
      ...w.base,
      class_id: w.otherClass.id,
      cabinet_id: w.otherCabinet.id,
      time_start: '12:00',
      students: [student.id],
    });
    const moved = await send(w, 'post', `/api/schedule/${second.id}/move`, {
      cabinet_id: w.otherCabinet.id,
      day_of_week: 1,
      time_start: '10:30',
    });
    expect([moved.status, moved.body.message]).toEqual([409, 'Ученик Сидорова А. П. в это время на другом занятии']);
    await expectStatus(send(w, 'delete', `/api/schedule/${first.id}/archive`), 200);
    await expectStatus(
      send(w, 'post', `/api/schedule/${second.id}/move`, { cabinet_id: w.otherCabinet.id, day_of_week: 1, time_start: '10:30' }),
      200,
    );
  });
});

describe('schedule people: check-conflicts', () => {
  it('when asked with a teacher and students, then every clash, the cabinet optional; bad people are 400', async () => {
    const w = await twoBranches();
    const student = await aPupil('Волков', 'Олег', null);
    const there = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.far.id, time_start: '10:00', students: [student.id] });
    const check = (body: object) =>
      send(w, 'post', '/api/schedule/check-conflicts', { day_of_week: 1, time_start: '10:30', duration_minutes: 60, ...body });
    const people = await check({ teacher_id: w.teacher.id, student_ids: [student.id] });
    expect(people.status).toBe(200);
    expect(people.body).toEqual({
      hasConflicts: true,
      conflicts: [],
      clashes: [
        { kind: 'teacher', lessonId: there.id, personId: w.teacher.id },
        { kind: 'student', lessonId: there.id, personId: student.id },
      ],
    });
    const withCabinet = await check({ cabinet_id: w.far.id, teacher_id: w.teacher.id });
    expect(withCabinet.body.clashes.map((c: { kind: string }) => c.kind)).toEqual(['cabinet', 'teacher']);
    expect(withCabinet.body.conflicts.map((l: Lesson) => l.id)).toEqual([there.id]);
    expect((await check({ teacher_id: w.teacher.id, exclude_schedule_id: there.id })).body.hasConflicts).toBe(false);
    expect((await check({ teacher_id: w.teacher.id, time_start: '11:00' })).body.hasConflicts).toBe(false);

    for (const [body, message] of [
      [{ teacher_id: student.id }, 'Преподаватель не найден'],
      [{ teacher_id: 999999 }, 'Преподаватель не найден'],
      [{ student_ids: [w.teacher.id] }, 'Ученик не найден'],
      [{ student_ids: ['x'] }, undefined],
      [{}, 'Не указан кабинет'],
    ] as const) {
      const response = await check(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      if (message) expect(response.body.message).toBe(message);
    }
  });
});

describe('schedule people: clashes already in the database', () => {
  /** Writes a clash past the rule, as a database from before it may hold one. */
  async function legacyClash(w: World, students: number[] = []): Promise<[Lesson, Lesson]> {
    const first = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', students });
    const second = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.otherCabinet.id, time_start: '12:00' });
    await t.db.execute(sql`alter table schedules disable trigger schedules_people_no_overlap`);
    await t.db.execute(sql`alter table schedule_students disable trigger schedule_students_no_overlap`);
    try {
      await t.db.execute(sql`update schedules set start_min = 600 where id = ${second.id}`);
      for (const student of students)
        await t.db.execute(sql`insert into schedule_students (schedule_id, student_id) values (${second.id}, ${student})`);
    } finally {
      await t.db.execute(sql`alter table schedules enable trigger schedules_people_no_overlap`);
      await t.db.execute(sql`alter table schedule_students enable trigger schedule_students_no_overlap`);
    }
    return [first, second];
  }

  it('when lessons already clash, then GET /schedule/clashes lists them (by branch too) until one moves; other edits go through', async () => {
    const w = await aWorld(t);
    const student = await aPupil('Зайцев', 'Пётр', null);
    const [first, second] = await legacyClash(w, [student.id]);
    const expected: PersonClash[] = [
      { kind: 'teacher', personId: w.teacher.id, lessonIds: [first.id, second.id] },
      { kind: 'student', personId: student.id, lessonIds: [first.id, second.id] },
    ];
    expect((await get(w, '/api/schedule/clashes')).body).toEqual(expected);
    expect((await get(w, `/api/schedule/clashes?filialId=${w.filial.id}`)).body).toEqual(expected);
    const elsewhere = await aFilial(t, w.admin, { name: 'Пустой' });
    expect((await get(w, `/api/schedule/clashes?filialId=${elsewhere.id}`)).body).toEqual([]);

    await expectStatus(send(w, 'put', `/api/schedule/${second.id}`, { comment: 'Перенести' }), 200);
    const teacherAgain = await send(w, 'put', `/api/schedule/${second.id}`, { time_start: '10:30' });
    expect(teacherAgain.status).toBe(409);
    await expectStatus(
      send(w, 'post', `/api/schedule/${second.id}/move`, { cabinet_id: w.otherCabinet.id, day_of_week: 2, time_start: '10:00' }),
      200,
    );
    expect((await get(w, '/api/schedule/clashes')).body).toEqual([]);
  });

  it('when a teacher or a student is written straight into the database on a clash, then the database refuses it', async () => {
    const w = await aWorld(t);
    const student = await aPupil('Белов', 'Иван', null);
    const first = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', students: [student.id] });
    const second = await aLesson(t, w.admin, { ...w.base, class_id: w.otherClass.id, cabinet_id: w.otherCabinet.id, time_start: '10:00' });
    await expect(t.db.execute(sql`update schedules set teacher_id = ${w.teacher.id} where id = ${second.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23T01' }),
    });
    await expect(
      t.db.execute(sql`insert into schedule_students (schedule_id, student_id) values (${second.id}, ${student.id})`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23T01' }) });
    expect(await personClashesInDatabase()).toEqual([]);
    expect(first.students.map((s) => s.id)).toEqual([student.id]);
  });

  it('only staff may read clashes and busy slots', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    for (const role of ['TEACHER', 'STUDENT'] as const) {
      const token = await t.loginAs(role);
      expect((await t.http().get('/api/schedule/clashes').set(bearer(token))).status).toBe(403);
      expect((await t.http().get(`/api/schedule/${lesson.id}/busy`).set(bearer(token))).status).toBe(403);
    }
    expect((await get(w, '/api/schedule/clashes?filialId=abc')).status).toBe(400);
  });
});

describe('schedule people: where a lesson cannot go', () => {
  it('when asked, then the other lessons of its teacher and students in every branch, with the reason', async () => {
    const w = await twoBranches();
    const student = await aPupil('Орлова', 'Мария', 'Ивановна');
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '09:00', students: [student.id] });
    const teacherBusy = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.far.id, day_of_week: 3, time_start: '15:00' });
    const studentBusy = await aLesson(t, w.admin, {
      ...w.base,
      class_id: w.otherClass.id,
      day_of_week: 2,
      time_start: '12:00',
      duration_minutes: 45,
      students: [student.id],
    });
    const busy = await get(w, `/api/schedule/${lesson.id}/busy`);
    expect(busy.status).toBe(200);
    expect(busy.body).toEqual([
      {
        kind: 'student',
        personId: student.id,
        lessonId: studentBusy.id,
        day_of_week: 2,
        time_start: '12:00',
        time_end: '12:45',
        message: 'Ученик Орлова М. И. в это время на другом занятии',
      },
      {
        kind: 'teacher',
        personId: w.teacher.id,
        lessonId: teacherBusy.id,
        day_of_week: 3,
        time_start: '15:00',
        time_end: '16:00',
        message: 'Преподаватель Петров П. П. в это время ведёт другое занятие',
      },
    ] satisfies BusySlot[]);
    expect((await get(w, '/api/schedule/999999/busy')).status).toBe(404);
  });
});

describe('schedule people: concurrent writers', () => {
  it('when 20 overlapping lessons of one teacher are created at once in 20 cabinets, then exactly one is', async () => {
    const w = await aWorld(t);
    const cabinets = await Promise.all(Array.from({ length: 20 }, (_, i) => aCabinet(t, w.admin, w.filial.id, { name: `К${i}` })));
    const responses = await Promise.all(
      cabinets.map((cabinet, i) => createLesson(t, w.admin, { ...w.base, cabinet_id: cabinet.id, time_start: i % 2 ? '10:00' : '10:30' })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await personClashesInDatabase()).toEqual([]);
  });

  it('when one student is added to 20 overlapping lessons at once, then exactly one takes them', async () => {
    const w = await aWorld(t);
    const student = await aPupil('Гусев', 'Лев', null);
    const lessons: Lesson[] = [];
    for (let i = 0; i < 20; i += 1) {
      const teacher = await aTeacher(t, `Учитель${i}`);
      const klass = await aClass(t, w.admin, { subject_ids: [w.subject.id], teacher_ids: [teacher.id] });
      const cabinet = await aCabinet(t, w.admin, w.filial.id, { name: `К${i}` });
      lessons.push(
        await aLesson(t, w.admin, { ...w.base, class_id: klass.id, cabinet_id: cabinet.id, time_start: i % 2 ? '10:00' : '10:30' }),
      );
    }
    const responses = await Promise.all(
      lessons.map((lesson, i) =>
        i % 2
          ? send(w, 'post', `/api/schedule/${lesson.id}/students/${student.id}`)
          : send(w, 'post', `/api/schedule/${lesson.id}/students/multiple`, { studentIds: [student.id] }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await personClashesInDatabase()).toEqual([]);
  });

  it('when swaps race adds of the same student, then the database never holds a clash', async () => {
    const w = await aWorld(t);
    for (let round = 0; round < 4; round += 1) {
      const student = await aPupil(`Ученик${round}`, 'Раунд', null);
      const day = round + 1;
      const third = await aClass(t, w.admin, { subject_ids: [w.subject.id], teacher_ids: [(await aTeacher(t, `Третий${round}`)).id] });
      const cabinet = await aCabinet(t, w.admin, w.filial.id, { name: `Р${round}` });
      // The student's lesson at 10:00 trades places with a 12:00 lesson while they are being added to another at 12:00.
      const theirs = await aLesson(t, w.admin, { ...w.base, day_of_week: day, time_start: '10:00', students: [student.id] });
      const noon = await aLesson(t, w.admin, {
        ...w.base,
        class_id: w.otherClass.id,
        cabinet_id: w.otherCabinet.id,
        day_of_week: day,
        time_start: '12:00',
      });
      const target = await aLesson(t, w.admin, {
        ...w.base,
        class_id: third.id,
        cabinet_id: cabinet.id,
        day_of_week: day,
        time_start: '12:00',
      });
      const [swapped, added] = await Promise.all([
        send(w, 'post', '/api/schedule/swap', { firstId: theirs.id, secondId: noon.id }),
        send(w, 'post', `/api/schedule/${target.id}/students/${student.id}`),
      ]);
      expect([swapped.status, added.status].sort()).toEqual([200, 409]);
      expect(await personClashesInDatabase()).toEqual([]);
    }
  });
});
