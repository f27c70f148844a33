import { sql } from 'drizzle-orm';
import type { AttendanceMark, Lesson, Occurrence } from '@diary/common';
import { bearer, type TestApp, type TestUser } from '../harness';
import { aStudent } from './people';
import { expectStatus } from './requests';
import { aLesson, aWorld, type World } from './timetable';

/** The centre's money (docs/product/beyond.md §6–7): a journal with lessons held in an ended month. */

const DAY_MS = 86_400_000;
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The centre's date today, as the database takes it. */
export async function centreToday(t: TestApp): Promise<string> {
  const { rows } = (await t.db.execute(sql`select centre_today()::text as today`)) as unknown as { rows: { today: string }[] };
  return rows[0]!.today;
}

/**
 * The lesson (and its students' enrolments) as if written some days ago: its earlier dates occur
 * too. The journal keeps the past again from the start.
 */
export async function backdateLesson(t: TestApp, lessonId: number, days: number): Promise<void> {
  await t.db.execute(sql`update centre_settings set journal_kept_through = null`);
  await t.db.execute(sql`update schedules set occurs_from = occurs_from - ${days}::integer where id = ${lessonId}`);
  await t.db.execute(
    sql`update schedule_students set created_at = created_at - make_interval(days => ${days}::integer) where schedule_id = ${lessonId}`,
  );
}

export interface MoneyWorld {
  w: World;
  today: string;
  /** Five weeks ago, the lesson's weekday: a date of a month that has ended. */
  past: string;
  /** The month of `past`, YYYY-MM, and the lesson's dates in it (all held before today: the month has ended). */
  month: string;
  dates: string[];
  students: [TestUser, TestUser, TestUser];
  /** Today's weekday, 10:00, of the world's service (90 minutes, 1000 ₽), teacher Петров, three students; occurs from ten weeks ago. */
  lesson: Lesson;
}

export async function aMoneyWorld(t: TestApp): Promise<MoneyWorld> {
  const w = await aWorld(t);
  const today = await centreToday(t);
  const students: [TestUser, TestUser, TestUser] = [
    await aStudent(t, 'Антонов'),
    await aStudent(t, 'Борисов'),
    await aStudent(t, 'Васильев'),
  ];
  const lesson = await aLesson(t, w.admin, {
    ...w.base,
    service_id: w.service.id,
    day_of_week: isoWeekday(today),
    time_start: '10:00',
    students: students.map((student) => student.id),
  });
  await backdateLesson(t, lesson.id, 70);
  const past = shiftDate(today, -35);
  const month = past.slice(0, 7);
  let first = past;
  while (shiftDate(first, -7).startsWith(month)) first = shiftDate(first, -7);
  const dates: string[] = [];
  for (let date = first; date.startsWith(month); date = shiftDate(date, 7)) dates.push(date);
  return { w, today, past, month, dates, students, lesson };
}

export const putMarks = (t: TestApp, token: string, lessonId: number, date: string, marks: [TestUser, AttendanceMark][]) =>
  t
    .http()
    .put(`/api/journal/${lessonId}/${date}`)
    .set(bearer(token))
    .send({ marks: marks.map(([student, mark]) => ({ studentId: student.id, mark, ...(mark === 'late' ? { minutesLate: 5 } : {}) })) });

export const markLesson = (t: TestApp, token: string, lessonId: number, date: string, marks: [TestUser, AttendanceMark][]) =>
  expectStatus<Occurrence>(putMarks(t, token, lessonId, date, marks), 200);
