import { ROLE_DESCRIPTIONS, formatDate, type User } from '@diary/common';

/** 'Преподаватель, Ученик': the user's role descriptions in their order. */
export function roleText(user: Pick<User, 'roles'>): string {
  return user.roles.map((role) => role.description || ROLE_DESCRIPTIONS[role.value] || role.value).join(', ');
}

/** Columns of docs/product/data.md "users" export, in this order. */
export const MEMBER_EXPORT_HEADERS = ['Имя', 'Отчество', 'Фамилия', 'Логин', 'Роль', 'Дата создания'] as const;

export type MemberExportRow = Record<(typeof MEMBER_EXPORT_HEADERS)[number], string>;

export const MEMBERS_EXPORT_FILE = 'Пользователи';

export function memberExportRows(users: readonly User[]): MemberExportRow[] {
  return users.map((user) => ({
    Имя: user.first_name,
    Отчество: user.last_name ?? '',
    Фамилия: user.second_name,
    Логин: user.username,
    Роль: roleText(user),
    'Дата создания': formatDate(user.createdAt),
  }));
}
