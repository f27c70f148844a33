import { eq } from 'drizzle-orm';
import { endsWithinDay, TIMETABLE_MESSAGES as M } from '@diary/common';
import type { Database } from '../../db/client';
import { missingWithRole } from '../../db/people';
import { classes, classTeachers, groupTypes, services } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors/app-error';

/* What a lesson's write checks and reads before it writes: each refusal names the field it is about. */

export async function requireClass(db: Database, classId: number): Promise<void> {
  const [found] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!found) throw badRequest(M.classNotFound, [{ path: 'class_id', message: M.classNotFound }]);
}

/**
 * A lesson's teacher: the one named, who must be a teacher of the class (400); otherwise the one it
 * has, while they still teach the class; otherwise the class's only teacher, or none when the class
 * has several (an administrator chooses). `named` null clears it.
 */
export async function lessonTeacher(
  db: Database,
  classId: number,
  named: number | null | undefined,
  current: number | null = null,
): Promise<number | null> {
  if (named === null) return null;
  const teachers = (await db.select({ id: classTeachers.teacherId }).from(classTeachers).where(eq(classTeachers.classId, classId))).map(
    (row) => row.id,
  );
  if (named !== undefined) {
    await requireTeacher(db, named);
    if (!teachers.includes(named)) throw badRequest(M.teacherNotInClass, [{ path: 'teacher_id', message: M.teacherNotInClass }]);
    return named;
  }
  if (current !== null && teachers.includes(current)) return current;
  return teachers.length === 1 ? teachers[0]! : null;
}

export async function requireTeacher(db: Database, teacherId: number): Promise<void> {
  if ((await missingWithRole(db, [teacherId], 'TEACHER')).length) {
    throw badRequest(M.teacherNotFound, [{ path: 'teacher_id', message: M.teacherNotFound }]);
  }
}

export async function requireStudents(db: Database, ids: readonly number[], path: string): Promise<void> {
  const missing = await missingWithRole(db, ids, 'STUDENT');
  if (missing.length)
    throw badRequest(
      M.studentNotFound,
      missing.map(() => ({ path, message: M.studentNotFound })),
    );
}

export interface Kind {
  durationMinutes: number;
  groupTypeId: number | null;
  totalPlaces: number;
}

/** A service sets the duration, group type and places (docs/product/constants.md). */
export async function kindOfService(db: Database, serviceId: number): Promise<Kind> {
  const [row] = await db
    .select({
      duration: services.durationMinutes,
      isArchived: services.isArchived,
      groupTypeId: groupTypes.id,
      places: groupTypes.totalPlaces,
    })
    .from(services)
    .innerJoin(groupTypes, eq(groupTypes.id, services.groupTypeId))
    .where(eq(services.id, serviceId));
  if (!row) throw badRequest(M.serviceNotFound, [{ path: 'service_id', message: M.serviceNotFound }]);
  if (row.isArchived) throw badRequest(M.serviceArchived, [{ path: 'service_id', message: M.serviceArchived }]);
  return { durationMinutes: row.duration, groupTypeId: row.groupTypeId, totalPlaces: row.places };
}

/** A group type sets the places (0 unlimited); no group type: unlimited. */
export async function placesOfGroupType(db: Database, groupTypeId: number | null): Promise<number> {
  if (groupTypeId === null) return 0;
  const [row] = await db.select({ places: groupTypes.totalPlaces }).from(groupTypes).where(eq(groupTypes.id, groupTypeId));
  if (!row) throw badRequest(M.groupTypeNotFound, [{ path: 'group_type_id', message: M.groupTypeNotFound }]);
  return row.places;
}

export function requireWithinDay(startMin: number, durationMinutes: number): void {
  if (!endsWithinDay(startMin, durationMinutes)) {
    throw badRequest(M.pastMidnight, [{ path: 'duration_minutes', message: M.pastMidnight }]);
  }
}

export function requirePlaces(totalPlaces: number, students: number, message: string): void {
  if (totalPlaces > 0 && students > totalPlaces) throw conflict(message);
}

/** How a write reads what it checks: each time (OWN_READS), or shared with the writes after it (SharedReads). */
export interface Reads {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The transaction already holds the locks of every cabinet and person the writes touch, taken
   * outside the writes' savepoints (an import locks its file's once): a write need not take them
   * again, and a cabinet found usable under its lock stays so.
   */
  readonly lockedAhead?: boolean;
}

/** Every write reads for itself: the default. */
export const OWN_READS: Reads = { read: (_key, load) => load() };

/**
 * Reads shared by many writes of one transaction (an import's rows): a class, a service, a
 * class's teacher, a name's parts are read once and their answer — or their refusal — reused; none
 * of them changes while the writes run. Locks are never shared (a savepoint rolled back releases
 * its own), nor anything a write changes. A read that failed for another reason than a refusal
 * is read again next time.
 */
export class SharedReads implements Reads {
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(readonly lockedAhead = false) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.answers.get(key) as Promise<T> | undefined;
    if (known) return known;
    // A drizzle query is a thenable that runs again on every then: one real promise runs it once.
    const answer = Promise.resolve(load());
    this.answers.set(key, answer);
    answer.catch((error: unknown) => {
      if (!(error instanceof AppError)) this.answers.delete(key);
    });
    return answer;
  }
}
