import { sql } from 'drizzle-orm';
import { CLASH_MESSAGES, formatTimeOfDay, initials, type BusySlot, type PersonClash, type PersonClashKind } from '@diary/common';
import { rowsOf, type Database } from '../../db/client';
import { cabinets, scheduleStudents, schedules, users } from '../../db/schema';

/* What the board shows of the people rule (clashes.ts): clashes already written, and where a lesson cannot go. */

/** Non-archived lessons with their minutes as a range, as the rule compares them. */
const activeLessons = sql`select id, teacher_id, cabinet_id, day_of_week, int4range(start_min, start_min + duration_minutes) as minutes
  from ${schedules} where not is_archived`;

/**
 * GET /schedule/clashes: pairs of non-archived lessons sharing a teacher or a student at one time
 * (written before the rule, or straight into the database); with a branch, the pairs with a lesson there.
 */
export async function listClashes(db: Database, filialId?: number): Promise<PersonClash[]> {
  const inBranch =
    filialId === undefined
      ? sql`true`
      : sql`(a.cabinet_id in (select id from ${cabinets} where filial_id = ${filialId}) or b.cabinet_id in (select id from ${cabinets} where filial_id = ${filialId}))`;
  const rows = await rowsOf<{ kind: PersonClashKind; person_id: number; a: number; b: number }>(
    db,
    sql`with l as (${activeLessons})
      select * from (
        select 'teacher' as kind, a.teacher_id as person_id, a.id as a, b.id as b
        from l a join l b on b.teacher_id = a.teacher_id and b.day_of_week = a.day_of_week and b.id > a.id and b.minutes && a.minutes
        where ${inBranch}
        union all
        select 'student', sa.student_id, a.id, b.id
        from ${scheduleStudents} sa
          join ${scheduleStudents} sb on sb.student_id = sa.student_id and sb.schedule_id > sa.schedule_id
          join l a on a.id = sa.schedule_id
          join l b on b.id = sb.schedule_id and b.day_of_week = a.day_of_week and b.minutes && a.minutes
        where ${inBranch}) pairs
      order by kind desc, person_id, a, b`,
  );
  return rows.map((row) => ({ kind: row.kind, personId: row.person_id, lessonIds: [row.a, row.b] }));
}

/**
 * GET /schedule/:id/busy: the other non-archived lessons of the lesson's teacher and of each of
 * its students, in every branch — the times the board shows as unavailable while it is dragged.
 */
export async function busySlots(db: Database, lessonId: number): Promise<BusySlot[]> {
  const rows = await rowsOf<{
    kind: PersonClashKind;
    person_id: number;
    lesson_id: number;
    day_of_week: number;
    start_min: number;
    end_min: number;
    first_name: string | null;
    second_name: string | null;
    last_name: string | null;
  }>(
    db,
    sql`with people as (
        select 'teacher' as kind, teacher_id as person_id from ${schedules} where id = ${lessonId} and teacher_id is not null
        union all
        select 'student', student_id from ${scheduleStudents} where schedule_id = ${lessonId}),
      busy as (
        select p.kind, p.person_id, s.id as lesson_id, s.day_of_week, s.start_min, s.start_min + s.duration_minutes as end_min
        from people p join ${schedules} s on s.teacher_id = p.person_id
        where p.kind = 'teacher' and not s.is_archived and s.id <> ${lessonId}
        union all
        select p.kind, p.person_id, s.id, s.day_of_week, s.start_min, s.start_min + s.duration_minutes
        from people p join ${scheduleStudents} x on x.student_id = p.person_id join ${schedules} s on s.id = x.schedule_id
        where p.kind = 'student' and not s.is_archived and s.id <> ${lessonId})
      select busy.*, u.first_name, u.second_name, u.last_name
      from busy join ${users} u on u.id = busy.person_id
      order by busy.day_of_week, busy.start_min, busy.kind desc, busy.person_id, busy.lesson_id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    personId: row.person_id,
    lessonId: row.lesson_id,
    day_of_week: row.day_of_week,
    time_start: formatTimeOfDay(row.start_min),
    time_end: formatTimeOfDay(row.end_min),
    message: CLASH_MESSAGES[row.kind](initials(row)),
  }));
}
