import type { CookieOptions, Request, Response } from 'express';
import type { IssuedRefreshToken } from '../../auth/sessions';

export const REFRESH_COOKIE = 'refreshToken';

/** The app setting holding config.publicUrl (PUBLIC_URL), set by createApp. */
export const PUBLIC_URL_SETTING = 'public url';

/**
 * Secure when the configured public address is https (whatever TLS terminator sits in front),
 * or when this request itself came over TLS; never guessed from forwarded headers. Over plain
 * http (http://localhost) the browser would drop a Secure cookie.
 */
export function isSecureCookie(req: Request): boolean {
  const publicUrl: unknown = req.app.get(PUBLIC_URL_SETTING);
  return (typeof publicUrl === 'string' && publicUrl.startsWith('https:')) || req.secure;
}

function options(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: isSecureCookie(req) };
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
