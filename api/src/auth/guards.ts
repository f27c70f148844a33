import type { RequestHandler } from 'express';
import { primaryRole, rolesFor, type Permission } from '@diary/common';
import { forbidden, unauthenticated } from '../errors/app-error';
import type { KeptReads } from './kept-reads';
import { verifyAccessToken } from './tokens';

/** How a route is protected: open to anyone, or for the roles of a permission. */
export type Guard = { kind: 'public' } | { kind: 'role'; permission: Permission };

const GUARD = Symbol('guard');

function marked(handler: RequestHandler, guard: Guard): RequestHandler {
  return Object.assign(handler, { [GUARD]: guard });
}

/** The guard a handler stands for, if it is one (the route-guard test reads this). */
export function guardOf(handler: unknown): Guard | undefined {
  if (typeof handler !== 'function' || !(GUARD in handler)) return undefined;
  return handler[GUARD] as Guard;
}

/** The explicit mark of a route that anyone may call. */
export const publicRoute: RequestHandler = marked((_req, _res, next) => next(), { kind: 'public' });

const BEARER = /^Bearer\s+(\S+)$/i;

export const SESSION_ENDED = 'Сессия завершена, войдите снова';

/**
 * Bearer access token → req.user, as the database knows the user now, so that a banned or deleted
 * user is refused at once and role changes apply to the next request: one indexed query, or none
 * while the caller is kept in memory (KeptReads: dropped by the notification of any change to them).
 * The same read ends tokens before their 15 minutes: one older than the user's token version
 * (logout everywhere, a password change, a ban raised it), or one whose refresh family is gone
 * (a logout of that device, a replayed refresh token).
 */
export function authenticate(kept: KeptReads, secret: string): RequestHandler {
  return async (req, _res, next) => {
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw unauthenticated();
    const claims = verifyAccessToken(token, secret);
    if (claims === null) throw unauthenticated('Недействительный или просроченный токен');
    const caller = await kept.caller(claims.id, claims.familyId);
    if (!caller) throw unauthenticated('Пользователь не найден');
    if (caller.banned) throw unauthenticated('Пользователь заблокирован');
    if (claims.tokenVersion < caller.tokenVersion || !caller.familyLive) throw unauthenticated(SESSION_ENDED);
    req.user = caller.user;
    req.answerVersions = caller.answerVersions;
    next();
  };
}

/** Lets the request through when the caller's primary (first) role has the permission. */
export function requireRole(permission: Permission): RequestHandler {
  const allowed = rolesFor(permission);
  return marked(
    (req, _res, next) => {
      if (!req.user) throw unauthenticated();
      const role = primaryRole(req.user.roles);
      if (!role || !allowed.includes(role)) throw forbidden();
      next();
    },
    { kind: 'role', permission },
  );
}
