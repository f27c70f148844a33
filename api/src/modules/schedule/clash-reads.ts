import { sql } from 'drizzle-orm';
import { CLASH_MESSAGES, formatTimeOfDay, initials, type BusySlot, type PersonClash, type PersonClashKind } from '@diary/common';
import { rowsOf, type Database } from '../../db/client';
import { cabinets, scheduleStudents, schedules, users } from '../../db/schema';

/* What the board shows of the people rule (clashes.ts): clashes already written, and where a lesson cannot go. */

/**
 * x's and y's minutes intersect (touching ends do not), written with plain comparisons rather than
 * the rule's ranges: the planner then joins the people's indexes first instead of walking the
 * cabinets' GiST index for every lesson (0.6 s instead of 15 ms for a branch of the bench data).
 */
const intersect = sql.raw('y.start_min < x.start_min + x.duration_minutes and x.start_min < y.start_min + y.duration_minutes');

/**
 * GET /schedule/clashes: pairs of non-archived lessons sharing a teacher or a student at one time
 * (written before the rule, or straight into the database); with a branch, the pairs with a lesson
 * there. Each pair is found from the branch's lesson (x) towards the other (y), once.
 */
export async function listClashes(db: Database, filialId?: number): Promise<PersonClash[]> {
  const inBranch = filialId === undefined ? sql`` : sql`and s.cabinet_id in (select id from ${cabinets} where filial_id = ${filialId})`;
  const rows = await rowsOf<{ kind: PersonClashKind; person_id: number; a: number; b: number }>(
    db,
    sql`with mine as (select s.id from ${schedules} s where not s.is_archived ${inBranch})
      select kind, person_id, a, b from (
        select 'teacher' as kind, x.teacher_id as person_id, least(x.id, y.id) as a, greatest(x.id, y.id) as b
        from mine m join ${schedules} x on x.id = m.id
          join ${schedules} y on y.teacher_id = x.teacher_id and y.day_of_week = x.day_of_week and y.id <> x.id and not y.is_archived
        where ${intersect}
        union
        select 'student', sa.student_id, least(x.id, y.id), greatest(x.id, y.id)
        from mine m join ${schedules} x on x.id = m.id
          join ${scheduleStudents} sa on sa.schedule_id = x.id
          join ${scheduleStudents} sb on sb.student_id = sa.student_id and sb.schedule_id <> sa.schedule_id
          join ${schedules} y on y.id = sb.schedule_id and y.day_of_week = x.day_of_week and not y.is_archived
        where ${intersect}) pairs
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
