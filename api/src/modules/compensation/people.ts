import type { Role } from '@diary/common';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { userHasRole } from '../achievements/people';

/** The people of staff records (compensations, complaints, lateness, feedback), each its own alias of users. */
export const teacherUser = alias(users, 'teacher');
export const studentUser = alias(users, 'student');
export const authorUser = alias(users, 'author');

/** {id, first_name, second_name, last_name} of each alias, as the answers carry people. */
export const teacherColumns = {
  id: teacherUser.id,
  first_name: teacherUser.firstName,
  second_name: teacherUser.secondName,
  last_name: teacherUser.lastName,
};
export const studentColumns = {
  id: studentUser.id,
  first_name: studentUser.firstName,
  second_name: studentUser.secondName,
  last_name: studentUser.lastName,
};
export const authorColumns = {
  id: authorUser.id,
  first_name: authorUser.firstName,
  second_name: authorUser.secondName,
  last_name: authorUser.lastName,
};

/** 400 with the message (on the field) unless the id is a user with the role (in any position). */
export async function requireRoleOf(db: Database, userId: number, role: Role, field: string, message: string): Promise<void> {
  if (!(await userHasRole(db, userId, role))) throw badRequest(message, [{ path: field, message }]);
}
