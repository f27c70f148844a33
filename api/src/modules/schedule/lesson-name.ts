import { eq } from 'drizzle-orm';
import { generateLessonName } from '@diary/common';
import type { Database } from '../../db/client';
import { personRefColumns } from '../../db/people';
import { groupTypes, users, type ScheduleRow } from '../../db/schema';
import { OWN_READS, type Reads } from './lesson-checks';

/** What a lesson's name is made of, read from the database. */
export interface NameState {
  dayOfWeek: number;
  startMin: number;
  durationMinutes: number;
  groupTypeId: number | null;
  teacherId: number | null;
  subject: string;
}

async function nameOf(db: Database, state: NameState, reads: Reads = OWN_READS): Promise<string> {
  const { groupTypeId, teacherId } = state;
  const [groupType] = groupTypeId
    ? await reads.read(`group type name ${groupTypeId}`, () =>
        db.select({ name: groupTypes.name }).from(groupTypes).where(eq(groupTypes.id, groupTypeId)),
      )
    : [];
  const [teacher] = teacherId
    ? await reads.read(`person ${teacherId}`, () => db.select(personRefColumns).from(users).where(eq(users.id, teacherId)))
    : [];
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
  reads: Reads = OWN_READS,
): Promise<string> {
  if (sent) return sent;
  if (sent === undefined && before && before.name !== (await nameOf(db, before))) return before.name;
  return nameOf(db, after, reads);
}
