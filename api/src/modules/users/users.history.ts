import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import {
  achievements,
  attendanceMarks,
  classTeachers,
  compensations,
  complaints,
  difficulties,
  feedback,
  journalOccurrences,
  payments,
  schedules,
  scheduleStudents,
  teacherLateness,
} from '../../db/schema';

/** Every place where the school's record names a user (their roles and sessions are their own rows, not history). */
const uses = (id: number): SQL[] => [
  // lessons: the teacher of a lesson or of a class, a student enrolled in one
  sql`select 1 from ${schedules} where ${schedules.teacherId} = ${id}`,
  sql`select 1 from ${classTeachers} where ${classTeachers.teacherId} = ${id}`,
  sql`select 1 from ${scheduleStudents} where ${scheduleStudents.studentId} = ${id}`,
  // the attendance journal: a student marked, the teacher of a kept occurrence
  sql`select 1 from ${attendanceMarks} where ${attendanceMarks.studentId} = ${id}`,
  sql`select 1 from ${journalOccurrences} where ${journalOccurrences.teacherId} = ${id}`,
  // achievements and difficulties: author or student
  sql`select 1 from ${achievements} where ${achievements.userId} = ${id} or ${achievements.studentId} = ${id}`,
  sql`select 1 from ${difficulties} where ${difficulties.userId} = ${id} or ${difficulties.studentId} = ${id}`,
  // the centre's money: a student's payments (the staff who recorded one are forgotten: ON DELETE SET NULL)
  sql`select 1 from ${payments} where ${payments.studentId} = ${id}`,
  // staff records, complaints, feedback
  sql`select 1 from ${compensations} where ${compensations.teacherId} = ${id} or ${compensations.studentId} = ${id}`,
  sql`select 1 from ${teacherLateness} where ${teacherLateness.userId} = ${id}`,
  sql`select 1 from ${complaints} where ${complaints.teacherId} = ${id} or ${complaints.studentId} = ${id} or ${complaints.authorId} = ${id}`,
  sql`select 1 from ${feedback} where ${feedback.authorId} = ${id} or ${feedback.studentId} = ${id}`,
];

/**
 * Whether the user has history: such a user is banned, not deleted. The database refuses the
 * delete as well (ON DELETE RESTRICT on every one of these references, migration 0012).
 */
export async function hasHistory(db: Database, id: number): Promise<boolean> {
  const any = sql.join(
    uses(id).map((use) => sql`exists (${use})`),
    sql` or `,
  );
  const [row] = await rowsOf<{ used: boolean }>(db, sql`select (${any}) as used`);
  return row?.used === true;
}
