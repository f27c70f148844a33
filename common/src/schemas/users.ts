import { z } from 'zod';
import { ROLE_VALUES } from '../constants/roles';
import { optionalText, positiveId, queryBoolean, pageQuery, requiredText, sortOrder } from './primitives';

export const ROLES_REQUIRED_MESSAGE = 'Необходимо выбрать хотя бы одну роль';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`;

export const roleValue = z.enum(ROLE_VALUES, { error: 'Неизвестная роль' });

export const rolesList = z
  .array(roleValue, { error: ROLES_REQUIRED_MESSAGE })
  .min(1, { error: ROLES_REQUIRED_MESSAGE })
  .transform((roles) => [...new Set(roles)]);

export const genderValue = z.enum(['M', 'F'], { error: "Пол: 'M' или 'F'" });

const password = z
  .string({ error: 'Введите пароль' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE });

export const loginSchema = z.object({
  username: requiredText('Введите логин'),
  password: z.string({ error: 'Введите пароль' }).min(1, { error: 'Введите пароль' }),
});

const userFields = {
  username: requiredText('Введите логин').max(100, { error: 'Логин не длиннее 100 символов' }),
  first_name: requiredText('Введите имя').max(100, { error: 'Имя не длиннее 100 символов' }),
  second_name: requiredText('Введите фамилию').max(100, { error: 'Фамилия не длиннее 100 символов' }),
  last_name: optionalText,
  subject: optionalText,
  male: genderValue.default('M'),
};

export const registrationSchema = z.object({
  ...userFields,
  password,
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
    .union([z.literal(''), z.null(), password])
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
