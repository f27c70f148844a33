import type { Lesson } from '@diary/common';
import { bearer, useTestApp } from './harness';
import { aGroupType, aLesson, aService, aStudent, aWorld, type World } from './factory';

const t = useTestApp();

const add = (w: World, id: number, studentId: number) => t.http().post(`/api/schedule/${id}/students/${studentId}`).set(bearer(w.admin));
const remove = (w: World, id: number, studentId: number) =>
  t.http().delete(`/api/schedule/${id}/students/${studentId}`).set(bearer(w.admin));
const addMany = (w: World, id: number, body: object) =>
  t.http().post(`/api/schedule/${id}/students/multiple`).set(bearer(w.admin)).send(body);
const removeMany = (w: World, id: number, body: object) =>
  t.http().delete(`/api/schedule/${id}/students/multiple`).set(bearer(w.admin)).send(body);
const get = (w: World, path: string) => t.http().get(path).set(bearer(w.admin));
const ids = (lesson: Lesson) => lesson.students.map((s) => s.id).sort((a, b) => a - b);

/** A lesson of the world's 3-place service (Monday 10:00). */
const groupLesson = (w: World) => aLesson(t, w.admin, { ...w.base, time_start: '10:00', service_id: w.service.id });

describe('schedule students: one at a time', () => {
  it('when a student is added, then 200 with the lesson, the student in it and one place fewer', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const student = await aStudent(t, 'Иванов');
    const response = await add(w, lesson.id, student.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...lesson,
      students: [{ id: student.id, first_name: student.first_name, second_name: 'Иванов', last_name: student.last_name }],
      free_places: 2,
    });
  });

  it('when the same student is added twice, then the second is 409 "Ученик уже записан на это занятие"', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const student = await aStudent(t);
    await add(w, lesson.id, student.id);
    const again = await add(w, lesson.id, student.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Ученик уже записан на это занятие', code: 'CONFLICT' });
    expect((await get(w, `/api/schedule/${lesson.id}/students/count`)).body).toEqual({ count: 1 });
  });

  it('when the places are taken, then the next student is 409 "Нет свободных мест на занятии"', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    for (let i = 0; i < 3; i += 1) expect((await add(w, lesson.id, (await aStudent(t)).id)).status).toBe(200);
    const full = await add(w, lesson.id, (await aStudent(t)).id);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: 'Нет свободных мест на занятии', code: 'CONFLICT' });
    expect((await get(w, `/api/schedule/${lesson.id}`)).body.free_places).toBe(0);
  });

  it('when the group type is unlimited, then any number of students fit and free_places stays null', async () => {
    const w = await aWorld(t);
    const unlimited = await aGroupType(t, w.admin, 'Лекция', 0);
    const lesson = await aLesson(t, w.admin, {
      ...w.base,
      time_start: '10:00',
      service_id: (await aService(t, w.admin, { group_type_id: unlimited.id, duration_minutes: 60, name: 'Лекция' })).id,
    });
    for (let i = 0; i < 5; i += 1) expect((await add(w, lesson.id, (await aStudent(t)).id)).status).toBe(200);
    const read = (await get(w, `/api/schedule/${lesson.id}`)).body as Lesson;
    expect(read.students).toHaveLength(5);
    expect(read.free_places).toBeNull();
  });

  it('when the student is not a STUDENT user or the lesson is missing, then 404', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    for (const studentId of [w.teacher.id, 999]) {
      const response = await add(w, lesson.id, studentId);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Ученик не найден');
    }
    const student = await aStudent(t);
    const noLesson = await add(w, 999, student.id);
    expect(noLesson.status).toBe(404);
    expect(noLesson.body.message).toBe('Занятие не найдено');
    expect((await add(w, lesson.id, 0)).status).toBe(400);
  });

  it('when a student is removed, then 200 and the place is free again; removing again is 404', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const student = await aStudent(t);
    await add(w, lesson.id, student.id);
    const removed = await remove(w, lesson.id, student.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(lesson);
    const again = await remove(w, lesson.id, student.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Ученик не записан на это занятие', code: 'NOT_FOUND' });
    expect((await remove(w, 999, student.id)).body.message).toBe('Занятие не найдено');
  });
});

describe('schedule students: in bulk', () => {
  it('when several are added, then all are in; duplicates in the list and students already there are skipped (idempotent)', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const [a, b, c] = [await aStudent(t), await aStudent(t), await aStudent(t)];
    const first = await addMany(w, lesson.id, { studentIds: [a.id, b.id, a.id], scheduleId: lesson.id });
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual([a.id, b.id]);
    const second = await addMany(w, lesson.id, { studentIds: [a.id, c.id] });
    expect(second.status).toBe(200);
    expect(ids(second.body)).toEqual([a.id, b.id, c.id]);
    expect(second.body.free_places).toBe(0);
  });

  it('when the new ones do not fit, then 409 and none of them is added', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const students = [await aStudent(t), await aStudent(t), await aStudent(t), await aStudent(t)];
    await add(w, lesson.id, students[0]!.id);
    const response = await addMany(w, lesson.id, { studentIds: students.map((s) => s.id) });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Нет свободных мест на занятии');
    expect((await get(w, `/api/schedule/${lesson.id}/students/count`)).body).toEqual({ count: 1 });
  });

  it.each([
    ['an empty list', 'Выберите учеников', () => ({ studentIds: [] })],
    ['no list', 'Выберите учеников', () => ({})],
    ['a teacher in the list', 'Ученик не найден', (w: World) => ({ studentIds: [w.teacher.id] })],
    ['another lesson’s scheduleId', 'scheduleId не совпадает с занятием в адресе', () => ({ studentIds: [1], scheduleId: 999 })],
  ])('when the body has %s, then 400 "%s" and nobody is added', async (_case, message, body) => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const response = await addMany(w, lesson.id, body(w));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await get(w, `/api/schedule/${lesson.id}/students`)).body).toEqual([]);
  });

  it('when several are removed, then those enrolled leave and the others are ignored', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const [a, b, c] = [await aStudent(t), await aStudent(t), await aStudent(t)];
    await addMany(w, lesson.id, { studentIds: [a.id, b.id] });
    const response = await removeMany(w, lesson.id, { studentIds: [a.id, c.id], scheduleId: lesson.id });
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([b.id]);
    expect((await removeMany(w, 999, { studentIds: [a.id] })).status).toBe(404);
  });
});

describe('schedule students: reading', () => {
  it('when the students, count, membership and a student’s lessons are read, then they agree', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const other = await aLesson(t, w.admin, { ...w.base, time_start: '12:00' });
    const archived = await aLesson(t, w.admin, { ...w.base, time_start: '14:00' });
    const [a, b] = [await aStudent(t, 'Яковлев'), await aStudent(t, 'Антонов')];
    await addMany(w, lesson.id, { studentIds: [a.id, b.id] });
    await add(w, other.id, a.id);
    await add(w, archived.id, a.id);
    await t.http().delete(`/api/schedule/${archived.id}/archive`).set(bearer(w.admin));

    const students = await get(w, `/api/schedule/${lesson.id}/students`);
    expect(students.status).toBe(200);
    expect(students.body.map((s: { second_name: string }) => s.second_name)).toEqual(['Антонов', 'Яковлев']);
    expect((await get(w, `/api/schedule/${lesson.id}/students/count`)).body).toEqual({ count: 2 });
    expect((await get(w, `/api/schedule/${other.id}/students/${b.id}/check`)).body).toEqual({ isInSchedule: false });
    expect((await get(w, `/api/schedule/${other.id}/students/${a.id}/check`)).body).toEqual({ isInSchedule: true });
    const ofStudent = await get(w, `/api/schedule/student/${a.id}`);
    expect(ofStudent.body.map((l: Lesson) => l.id)).toEqual([lesson.id, other.id]);
    expect((await get(w, `/api/schedule/student/${w.teacher.id}`)).status).toBe(404);
    for (const path of ['/api/schedule/999/students', '/api/schedule/999/students/count', `/api/schedule/999/students/${a.id}/check`]) {
      expect((await get(w, path)).status).toBe(404);
    }
  });
});

describe('schedule students: concurrent enrolment never exceeds the places', () => {
  it('when 10 students are added to a 3-place lesson at once, then exactly 3 get in and 7 are 409', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const students = [];
    for (let i = 0; i < 10; i += 1) students.push(await aStudent(t));
    const responses = await Promise.all(students.map((s) => add(w, lesson.id, s.id)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(7);
    expect((await get(w, `/api/schedule/${lesson.id}/students/count`)).body).toEqual({ count: 3 });
  });

  it('when the same student is added 5 times at once, then one 200 and four 409', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const student = await aStudent(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => add(w, lesson.id, student.id)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('when bulk adds of two students each race for 3 places, then one fits, the other is 409', async () => {
    const w = await aWorld(t);
    const lesson = await groupLesson(w);
    const students = [await aStudent(t), await aStudent(t), await aStudent(t), await aStudent(t)];
    const responses = await Promise.all([
      addMany(w, lesson.id, { studentIds: [students[0]!.id, students[1]!.id] }),
      addMany(w, lesson.id, { studentIds: [students[2]!.id, students[3]!.id] }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await get(w, `/api/schedule/${lesson.id}/students/count`)).body).toEqual({ count: 2 });
  });
});
