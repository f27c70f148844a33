import { z } from 'zod';
import { ROLE_VALUES } from '../constants/roles';
import { PASSWORD_REQUIRED_MESSAGE, USERNAME_MAX_LENGTH, USERNAME_REQUIRED_MESSAGE, USERNAME_TOO_LONG_MESSAGE } from '../constants/login';
import { isCommonPassword } from './common-passwords';
import { optionalPageQuery, optionalText, positiveId, queryBoolean, pageQuery, requiredText, sortOrder } from './primitives';

export { isCommonPassword } from './common-passwords';

export const ROLES_REQUIRED_MESSAGE = 'Необходимо выбрать хотя бы одну роль';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'Этот пароль слишком распространён, выберите другой';
/** What the forms say under a new password's field before it is sent. */
export const PASSWORD_RULE_HINT = `Не короче ${PASSWORD_MIN_LENGTH} символов и не из числа самых распространённых`;

export const roleValue = z.enum(ROLE_VALUES, { error: 'Неизвестная роль' });

export const rolesList = z
  .array(roleValue, { error: ROLES_REQUIRED_MESSAGE })
  .min(1, { error: ROLES_REQUIRED_MESSAGE })
  .transform((roles) => [...new Set(roles)]);

export const genderValue = z.enum(['M', 'F'], { error: "Пол: 'M' или 'F'" });

/**
 * The password rule, the one place for it: registration, a user's edit and the admin forms all
 * validate with it. At least PASSWORD_MIN_LENGTH characters, and not one of the 10,000 most
 * common passwords (in any case; the list ships in common-passwords.ts, about 15 KB gzipped in
 * a bundle, so that the forms say so before sending). Logging in checks no rule: an older
 * password still logs in.
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  // The list holds only entries of at least COMMON_PASSWORDS_MIN_LENGTH (≤ PASSWORD_MIN_LENGTH, a test checks it).
  .refine((value) => value.length < PASSWORD_MIN_LENGTH || !isCommonPassword(value), { error: PASSWORD_TOO_COMMON_MESSAGE });

export const loginSchema = z.object({
  // Capped like the users' logins, so that no longer text reaches the login throttling's keys.
  username: requiredText(USERNAME_REQUIRED_MESSAGE).max(USERNAME_MAX_LENGTH, { error: USERNAME_TOO_LONG_MESSAGE }),
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, { error: PASSWORD_REQUIRED_MESSAGE }),
});

const userFields = {
  username: requiredText(USERNAME_REQUIRED_MESSAGE).max(USERNAME_MAX_LENGTH, { error: USERNAME_TOO_LONG_MESSAGE }),
  first_name: requiredText('Введите имя').max(100, { error: 'Имя не длиннее 100 символов' }),
  second_name: requiredText('Введите фамилию').max(100, { error: 'Фамилия не длиннее 100 символов' }),
  last_name: optionalText,
  subject: optionalText,
  male: genderValue.default('M'),
};

export const registrationSchema = z.object({
  ...userFields,
  password: newPasswordSchema,
  roles: rolesList.default(['STUDENT']),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** PUT /users/:id — any subset of the user's fields; a blank or missing password keeps the old one. */
export const userUpdateSchema = z.object({
  username: userFields.username.optional(),
  first_name: userFields.first_name.optional(),
  second_name: userFields.second_name.optional(),
  last_name: optionalText.optional(),
  subject: optionalText.optional(),
  male: genderValue.optional(),
  password: z
    .union([z.literal(''), z.null(), newPasswordSchema])
    .optional()
    .transform((value) => (value ? value : undefined)),
  roles: rolesList.optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const ownSubjectSchema = z.object({ subject: optionalText });

export const roleAssignmentSchema = z.object({ userId: positiveId, roles: rolesList });

export const banSchema = z.object({ userId: positiveId, reason: optionalText.optional() });

export const usersListQuery = pageQuery.extend({
  role: z.union([roleValue, z.literal('all'), z.literal('')], { error: 'Неизвестная роль' }).optional(),
  banned: queryBoolean.optional(),
  q: z.string().trim().optional(),
  sort: z.enum(['createdAt', 'second_name', 'first_name', 'username', 'id']).optional(),
  order: sortOrder.optional(),
});
export type UsersListQuery = z.infer<typeof usersListQuery>;

/** A student picker's page of matches (GET /users/students?q=…&limit=…). */
export const STUDENT_SEARCH_LIMIT = 20;

/**
 * GET /users/students: every student as a plain array when nothing is sent; with `q`, `page` or
 * `limit` a page of them, `{items, total}` (STUDENT_SEARCH_LIMIT by default).
 */
export const studentsListQuery = z.object({
  ...optionalPageQuery,
  /** Words, each found in the surname, name, patronymic or login (any case, ё = е). */
  q: z.string().trim().max(200, { error: 'q: не длиннее 200 символов' }).optional(),
});
export type StudentsListQuery = z.infer<typeof studentsListQuery>;
