import { eq } from 'drizzle-orm';
import { generateLessonName } from '@diary/common';
import type { Database } from '../../db/client';
import { personRefColumns } from '../../db/people';
import { groupTypes, users, type ScheduleRow } from '../../db/schema';

/** What a lesson's name is made of, read from the database. */
export interface NameState {
  dayOfWeek: number;
  startMin: number;
  durationMinutes: number;
  groupTypeId: number | null;
  teacherId: number | null;
  subject: string;
}

async function nameOf(db: Database, state: NameState): Promise<string> {
  const [groupType] = state.groupTypeId
    ? await db.select({ name: groupTypes.name }).from(groupTypes).where(eq(groupTypes.id, state.groupTypeId))
    : [];
  const [teacher] = state.teacherId ? await db.select(personRefColumns).from(users).where(eq(users.id, state.teacherId)) : [];
  return generateLessonName({
    day_of_week: state.dayOfWeek,
    start: state.startMin,
    duration_minutes: state.durationMinutes,
    groupTypeName: groupType?.name,
    teacher,
    subject: state.subject,
  });
}

/**
 * The name to store: the one sent; generated when sent blank; when not sent, a generated name
 * follows the lesson's new state while a name typed by hand is kept.
 */
export async function nameAfter(
  db: Database,
  sent: string | null | undefined,
  before: ScheduleRow | null,
  after: NameState,
): Promise<string> {
  if (sent) return sent;
  if (sent === undefined && before && before.name !== (await nameOf(db, before))) return before.name;
  return nameOf(db, after);
}
