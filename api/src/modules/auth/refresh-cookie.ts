import type { CookieOptions, Request, Response } from 'express';
import type { IssuedRefreshToken } from '../../auth/sessions';

export const REFRESH_COOKIE = 'refreshToken';

function options(req: Request): CookieOptions {
  // Secure only over HTTPS, or the browser would drop the cookie on http://localhost.
  return { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: req.secure };
}

export function readRefreshCookie(req: Request): string | undefined {
  const cookies: Record<string, unknown> = req.cookies ?? {};
  const value = cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}

export function setRefreshCookie(req: Request, res: Response, refresh: IssuedRefreshToken): void {
  res.cookie(REFRESH_COOKIE, refresh.token, { ...options(req), expires: refresh.expiresAt });
}

export function clearRefreshCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, options(req));
}
