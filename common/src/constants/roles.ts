export const ROLE_VALUES = ['ADMIN', 'MODERATOR', 'TEACHER', 'STUDENT'] as const;

export type Role = (typeof ROLE_VALUES)[number];

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  ADMIN: 'Суперадмин',
  MODERATOR: 'Администратор',
  TEACHER: 'Преподаватель',
  STUDENT: 'Ученик',
};

export interface RoleRef {
  value: Role;
  description: string;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLE_VALUES as readonly string[]).includes(value);
}

export function roleRef(value: Role): RoleRef {
  return { value, description: ROLE_DESCRIPTIONS[value] };
}

/** Only the first role of a user decides navigation, menus and permission checks (docs/product/permissions.md). */
export function primaryRole(roles: readonly (RoleRef | Role)[] | undefined | null): Role | null {
  const first = roles?.[0];
  if (!first) return null;
  const value = typeof first === 'string' ? first : first.value;
  return isRole(value) ? value : null;
}

/** Where a user lands after login, by primary role (docs/product/screens.md "Routes"). */
export function homeRouteFor(role: Role | null): string {
  switch (role) {
    case 'ADMIN':
    case 'MODERATOR':
      return '/admin';
    case 'TEACHER':
      return '/teacher';
    case 'STUDENT':
      return '/student';
    default:
      return '/';
  }
}
