import { z } from 'zod';
import type { TokenUser, User, UserListEntry } from '../../types';
import { genderValue, roleValue } from '../users';
import { answerOf, arrayOrPageAnswer, pagedAnswer, recordId, timestamp } from './shared';

export const roleRefAnswer = z.strictObject({ value: roleValue, description: z.string() });

const tokenUserFields = {
  id: recordId,
  username: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  last_name: z.string().nullable(),
  roles: z.array(roleRefAnswer),
  male: genderValue,
  subject: z.string().nullable(),
};
export const tokenUserAnswer = answerOf<TokenUser>()(z.strictObject(tokenUserFields));

export const userAnswer = answerOf<User>()(
  z.strictObject({ ...tokenUserFields, banned: z.boolean(), banReason: z.string().nullable(), createdAt: timestamp }),
);
export const usersPageAnswer = pagedAnswer(userAnswer);

/** GET /users/teachers and /users/students. */
export const userListEntryAnswer = answerOf<UserListEntry>()(
  z.strictObject({
    id: recordId,
    fullName: z.string(),
    first_name: z.string(),
    second_name: z.string(),
    last_name: z.string().nullable(),
  }),
);
export const userListAnswer = z.array(userListEntryAnswer);
/** GET /users/students: the whole array, or a page of matches (q, page, limit). */
export const studentListAnswer = arrayOrPageAnswer(userListEntryAnswer);

/** Login and refresh; the refresh token goes in a cookie. */
export const accessTokenAnswer = z.strictObject({ accessToken: z.string() });
