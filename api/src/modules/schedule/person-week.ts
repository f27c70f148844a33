import { TIMETABLE_MESSAGES as M, type PersonWeek, type TokenUser, type WeekPersonKind } from '@diary/common';
import { maySeeWeekOf, readsAsStudent } from '../../auth/visibility';
import type { Database } from '../../db/client';
import { userHasRole } from '../../db/people';
import { forbidden, notFound } from '../../errors/app-error';
import { JsonText } from '../../http/route';
import { personWeekJson } from './lessons.repository';

/* One person's week across every branch: a teacher's lessons and a student's (docs/product/beyond.md). */

const PERSON = {
  teacher: { role: 'TEACHER', notFound: M.teacherNotFound },
  student: { role: 'STUDENT', notFound: M.studentNotFound },
} as const;

/**
 * GET /schedule/teacher/:id/week, /schedule/student/:id/week. Who may look comes first (403 for
 * someone else's week, so that nobody learns whether an id is a teacher or a student), then the
 * person: 404 unless the id is a user with that role. A student (who reads only their own week)
 * gets each lesson without the other students and without its comment.
 */
export async function weekOfPerson(db: Database, viewer: TokenUser, kind: WeekPersonKind, personId: number): Promise<JsonText<PersonWeek>> {
  if (!maySeeWeekOf(viewer, personId)) throw forbidden();
  const person = PERSON[kind];
  if (!(await userHasRole(db, personId, person.role))) throw notFound(person.notFound);
  return new JsonText<PersonWeek>(await personWeekJson(db, kind, personId, readsAsStudent(viewer)));
}
