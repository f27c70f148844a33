import { sql } from 'drizzle-orm';
import type { Cabinet, ClassItem, Filial, GroupType, Lesson, Service } from '@diary/common';
import { bearer, type TestApp, type TestUser } from '../harness';
import { aTeacher } from './people';
import { expectStatus } from './requests';

/** The timetable's records, built through the API as a client would build them. */

export const aFilial = (t: TestApp, token: string, body: object = {}) =>
  expectStatus<Filial>(
    t
      .http()
      .post('/api/filials')
      .set(bearer(token))
      .send({ name: 'Центральный', ...body }),
    201,
  );

export const aCabinet = (t: TestApp, token: string, filialId: number, body: object = {}) =>
  expectStatus<Cabinet>(
    t
      .http()
      .post('/api/cabinets')
      .set(bearer(token))
      .send({ name: 'Кабинет 1', filial_id: filialId, quantity: 10, ...body }),
    201,
  );

export const aSubject = (t: TestApp, token: string, name: string) =>
  expectStatus<{ id: number; name: string }>(t.http().post('/api/subjects').set(bearer(token)).send({ name }), 201);

export const aGroupType = (t: TestApp, token: string, name = 'Группа', total_places = 3) =>
  expectStatus<GroupType>(t.http().post('/api/group-types').set(bearer(token)).send({ name, total_places }), 201);

/** A service of the group type: 'Занятие', 90 minutes, 1000 roubles unless the body says otherwise. */
export const aService = (t: TestApp, token: string, body: { group_type_id: number } & Record<string, unknown>) =>
  expectStatus<Service>(
    t
      .http()
      .post('/api/services')
      .set(bearer(token))
      .send({ name: 'Занятие', duration_minutes: 90, price: 1000, ...body }),
    201,
  );

export const aClass = (t: TestApp, token: string, body: object) =>
  expectStatus<ClassItem>(t.http().post('/api/classes').set(bearer(token)).send(body), 201);

export const createLesson = (t: TestApp, token: string, body: object) => t.http().post('/api/schedule').set(bearer(token)).send(body);

export const aLesson = (t: TestApp, token: string, body: object) => expectStatus<Lesson>(createLesson(t, token, body), 201);

export interface World {
  admin: string;
  filial: Filial;
  cabinet: Cabinet;
  otherCabinet: Cabinet;
  teacher: TestUser;
  subject: { id: number; name: string };
  klass: ClassItem;
  /** A second class, of teacher Сидоров: its lessons may share a time with the first class's elsewhere. */
  otherClass: ClassItem;
  groupType: GroupType;
  service: Service;
  /** A valid POST /schedule body without time: Monday in the first cabinet, 60 minutes. */
  base: { class_id: number; cabinet_id: number; subject: string; day_of_week: number; duration_minutes: number };
}

/** One branch with two cabinets, a class (teacher Петров, subject Физика) and another (teacher Сидоров), a group type of 3 places and a 90-minute service. */
export async function aWorld(t: TestApp): Promise<World> {
  const admin = await t.loginAs('ADMIN');
  const filial = await aFilial(t, admin, { city: 'Москва', street: 'Ленина, 1', time_start: '09:00', time_end: '21:00' });
  const cabinet = await aCabinet(t, admin, filial.id, { name: 'Кабинет 1' });
  const otherCabinet = await aCabinet(t, admin, filial.id, { name: 'Кабинет 2' });
  const teacher = await aTeacher(t);
  const subject = await aSubject(t, admin, 'Физика');
  const klass = await aClass(t, admin, { subject_ids: [subject.id], teacher_ids: [teacher.id], academic_year: '2024-2025' });
  const otherTeacher = await aTeacher(t, 'Сидоров', 'Сидор', 'Сидорович');
  const otherClass = await aClass(t, admin, { subject_ids: [subject.id], teacher_ids: [otherTeacher.id], academic_year: '2024-2025' });
  const groupType = await aGroupType(t, admin, 'Группа', 3);
  const service = await aService(t, admin, { group_type_id: groupType.id, duration_minutes: 90 });
  return {
    admin,
    filial,
    cabinet,
    otherCabinet,
    teacher,
    subject,
    klass,
    otherClass,
    groupType,
    service,
    base: { class_id: klass.id, cabinet_id: cabinet.id, subject: 'Физика', day_of_week: 1, duration_minutes: 60 },
  };
}

/** No two non-archived lessons of one cabinet on one day intersect. */
export function expectNoOverlap(lessons: Lesson[]): void {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  for (const a of lessons) {
    for (const b of lessons) {
      if (a.id >= b.id || a.isArchived || b.isArchived || a.cabinet_id !== b.cabinet_id || a.day_of_week !== b.day_of_week) continue;
      const overlap = minutes(a.time_start) < minutes(b.time_end) && minutes(b.time_start) < minutes(a.time_end);
      expect({ overlap, a: [a.id, a.time_start, a.time_end], b: [b.id, b.time_start, b.time_end] }).toEqual(
        expect.objectContaining({ overlap: false }),
      );
    }
  }
}

/** The same check straight in the database: pairs of non-archived lessons of one cabinet and day that intersect. */
export async function overlapsInDatabase(t: TestApp): Promise<unknown[]> {
  const { rows } = (await t.db.execute(sql`
    select a.id as first, b.id as second from schedules a join schedules b
      on a.id < b.id and a.cabinet_id = b.cabinet_id and a.day_of_week = b.day_of_week
     and not a.is_archived and not b.is_archived
     and int4range(a.start_min, a.start_min + a.duration_minutes) && int4range(b.start_min, b.start_min + b.duration_minutes)`)) as {
    rows: unknown[];
  };
  return rows;
}

export interface TwoBranchTimetable {
  admin: string;
  /** Teaches monday (Северный, 09:00), mondayLate (Центральный, 12:00), wednesday, archived and inClosedCabinet. */
  teacher: TestUser;
  /** Teaches colleague's (Monday 15:00, Центральный). */
  otherTeacher: TestUser;
  /** Enrolled in monday, mondayLate and colleague's. */
  student: TestUser;
  central: Filial;
  north: Filial;
  lessons: {
    monday: Lesson;
    mondayLate: Lesson;
    wednesday: Lesson;
    colleagues: Lesson;
    archived: Lesson;
    inClosedCabinet: Lesson;
  };
}

/**
 * Two branches, Центральный (Кабинет 1) and Северный (Зал 2), and the lessons of one teacher and
 * one student across both: one archived, one in a cabinet archived since. No two lessons of a
 * person overlap.
 */
export async function aTwoBranchTimetable(t: TestApp): Promise<TwoBranchTimetable> {
  const admin = await t.loginAs('ADMIN');
  const central = await aFilial(t, admin, { name: 'Центральный' });
  const north = await aFilial(t, admin, { name: 'Северный' });
  const room = await aCabinet(t, admin, central.id, { name: 'Кабинет 1' });
  const hall = await aCabinet(t, admin, north.id, { name: 'Зал 2' });
  const closing = await aCabinet(t, admin, central.id, { name: 'Кабинет 3' });
  const teacher = await aTeacher(t, 'Петров', 'Пётр', 'Петрович');
  const otherTeacher = await aTeacher(t, 'Смирнова', 'Анна', 'Игоревна');
  const student = await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' });
  const physics = await aSubject(t, admin, 'Физика');
  const maths = await aSubject(t, admin, 'Математика');
  const klass = await aClass(t, admin, { subject_ids: [physics.id], teacher_ids: [teacher.id] });
  const otherClass = await aClass(t, admin, { subject_ids: [maths.id], teacher_ids: [otherTeacher.id] });
  const physicsLesson = (cabinet: Cabinet, day_of_week: number, time_start: string, students: number[] = []) =>
    aLesson(t, admin, {
      class_id: klass.id,
      teacher_id: teacher.id,
      subject: 'Физика',
      cabinet_id: cabinet.id,
      day_of_week,
      time_start,
      duration_minutes: 90,
      students,
    });
  const mondayLate = await physicsLesson(room, 1, '12:00', [student.id]);
  const monday = await physicsLesson(hall, 1, '09:00', [student.id]);
  const wednesday = await physicsLesson(room, 3, '10:00');
  const colleagues = await aLesson(t, admin, {
    class_id: otherClass.id,
    teacher_id: otherTeacher.id,
    subject: 'Математика',
    cabinet_id: room.id,
    day_of_week: 1,
    time_start: '15:00',
    duration_minutes: 60,
    students: [student.id],
  });
  const archived = await physicsLesson(room, 2, '10:00', [student.id]);
  await expectStatus(t.http().delete(`/api/schedule/${archived.id}/archive`).set(bearer(admin)), 200);
  const inClosedCabinet = await physicsLesson(closing, 4, '10:00', [student.id]);
  await expectStatus(t.http().delete(`/api/cabinets/${closing.id}/archive`).set(bearer(admin)), 200);
  return {
    admin,
    teacher,
    otherTeacher,
    student,
    central,
    north,
    lessons: { monday, mondayLate, wednesday, colleagues, archived, inClosedCabinet },
  };
}
