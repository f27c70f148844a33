import { can, primaryRole, type TokenUser } from '@diary/common';
import type { Database } from '../db/client';
import { userHasRole } from '../db/people';
import { badRequest } from '../errors/app-error';

/**
 * Whose records a caller sees and edits (docs/product/permissions.md), for the records that have an
 * author and a student (achievements, difficulties, statistics); the guards have already checked
 * the call itself.
 */
export type Visibility =
  /** ADMIN, MODERATOR: everything. */
  | { kind: 'all' }
  /** TEACHER: what they authored. */
  | { kind: 'author'; userId: number }
  /** STUDENT: where they are the student. */
  | { kind: 'student'; userId: number };

export function visibilityOf(actor: TokenUser): Visibility {
  const role = primaryRole(actor.roles);
  if (role === 'ADMIN' || role === 'MODERATOR') return { kind: 'all' };
  if (role === 'TEACHER') return { kind: 'author', userId: actor.id };
  return { kind: 'student', userId: actor.id };
}

/**
 * The author of a new record: a TEACHER is always the author; ADMIN and MODERATOR are by
 * default, or name a user with the TEACHER role.
 */
export async function resolveAuthor(db: Database, actor: TokenUser, userId: number | undefined, message: string): Promise<number> {
  if (visibilityOf(actor).kind !== 'all' || userId === undefined || userId === actor.id) return actor.id;
  if (!(await userHasRole(db, userId, 'TEACHER'))) throw badRequest(message, [{ path: 'userId', message }]);
  return userId;
}

/** A person's week and calendar: ADMIN and MODERATOR see anyone's (schedule.readAnyWeek), everyone else only their own. */
export function maySeeWeekOf(actor: TokenUser, personId: number): boolean {
  return actor.id === personId || can(primaryRole(actor.roles), 'schedule.readAnyWeek');
}

/**
 * Whether the caller reads lessons as a student (their week, the journal, the calendar feed): then
 * a lesson shows no other student and no staff comment (docs/product/beyond.md §8).
 */
export function readsAsStudent(actor: TokenUser): boolean {
  return visibilityOf(actor).kind === 'student';
}
