import { can, primaryRole, type Role, type TokenUser } from '@diary/common';
import { forbidden } from '../../errors/app-error';

/** The staff roles: only an ADMIN gives or takes them, and only an ADMIN manages the accounts that have one. */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'MODERATOR'];

export const ONLY_ADMIN_GRANTS_ADMIN = 'Только суперадмин может назначать и снимать роль суперадмина';

const hasStaffRole = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));

/**
 * Who may manage whom: the one rule behind every write to a user account (create, edit, password,
 * roles, ban, delete). An ADMIN (users.manageStaff) may do anything; anyone else
 * - may not touch an existing account that has MODERATOR or ADMIN among its roles (403
 *   'Недостаточно прав'), their own included — so no MODERATOR can take over another's account;
 * - may not give or take away ADMIN (403 ONLY_ADMIN_GRANTS_ADMIN). A MODERATOR may still create a
 *   MODERATOR or make a teacher one, as the user form offers them: that gives no more than they have.
 * `target` is null for a new account; `roles` are the roles it would have, when they are set.
 * Whether the route may be called at all is its permission's business (users.update, users.ban…).
 */
export function assertMayManage(actor: TokenUser, target: { roles: readonly Role[] } | null, roles?: readonly Role[]): void {
  if (can(primaryRole(actor.roles), 'users.manageStaff')) return;
  if (target && hasStaffRole(target.roles)) throw forbidden();
  if (roles && roles.includes('ADMIN') !== (target?.roles ?? []).includes('ADMIN')) throw forbidden(ONLY_ADMIN_GRANTS_ADMIN);
}
