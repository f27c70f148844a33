import { sql } from 'drizzle-orm';
import {
  attendanceRate,
  JOURNAL_MESSAGES as M,
  type AttendanceSummary,
  type StudentAttendance,
  type StudentAttendanceItem,
  type StudentAttendanceQuery,
  type TokenUser,
} from '@diary/common';
import { visibilityOf } from '../../auth/visibility';
import { rowsOf, type Database } from '../../db/client';
import { userHasRole } from '../../db/people';
import { forbidden, notFound } from '../../errors/app-error';
import { timeOfDaySql } from './occurrences.repository';

/** Whether a TEACHER teaches the student: enrolled in a lesson they teach, or marked on an occurrence they taught. */
async function teaches(db: Database, teacherId: number, studentId: number): Promise<boolean> {
  const [row] = await rowsOf<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from schedule_students ss join schedules s on s.id = ss.schedule_id
        where ss.student_id = ${studentId} and s.teacher_id = ${teacherId})
      or exists (select 1 from attendance_marks m join journal_occurrences o on o.schedule_id = m.schedule_id and o.date = m.date
        where m.student_id = ${studentId} and o.teacher_id = ${teacherId}) as yes`,
  );
  return row?.yes === true;
}

/**
 * GET /journal/student/:id: the student's marks of the range, by date and start, with the summary.
 * A STUDENT sees their own, a TEACHER the students they teach, ADMIN and MODERATOR anyone's. The
 * marks of a cancelled occurrence are left out, as from the statistics: it did not take place
 * (they stay stored, and come back if it is restored).
 */
export async function studentAttendance(
  db: Database,
  actor: TokenUser,
  studentId: number,
  range: StudentAttendanceQuery,
): Promise<StudentAttendance> {
  const visibility = visibilityOf(actor);
  if (visibility.kind === 'student' && visibility.userId !== studentId) throw forbidden();
  if (!(await userHasRole(db, studentId, 'STUDENT'))) throw notFound(M.studentNotFound);
  if (visibility.kind === 'author' && !(await teaches(db, visibility.userId, studentId))) throw forbidden();

  const items = await rowsOf<StudentAttendanceItem>(
    db,
    sql`select m.schedule_id as "lessonId", m.date::text as date, o.subject, ${timeOfDaySql(sql`o.start_min`)} as time_start,
        m.mark, m.minutes_late as "minutesLate"
      from attendance_marks m join journal_occurrences o on o.schedule_id = m.schedule_id and o.date = m.date
      where m.student_id = ${studentId} and m.date between ${range.from}::date and ${range.to}::date and not o.cancelled
      order by m.date, o.start_min, m.schedule_id`,
  );
  const counts = { present: 0, late: 0, absent: 0, excused: 0 };
  for (const item of items) counts[item.mark] += 1;
  const summary: AttendanceSummary = { ...counts, total: items.length, rate: null };
  summary.rate = attendanceRate(summary);
  return { items, summary };
}
