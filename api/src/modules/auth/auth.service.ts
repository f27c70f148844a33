import type { Request } from 'express';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import {
  endSession,
  endUserAccess,
  purgeSessionsNowAndThen,
  rotateSession,
  startSession,
  type IssuedRefreshToken,
} from '../../auth/sessions';
import { signAccessToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError, unauthenticated } from '../../errors/app-error';
import { securityEvent } from '../../http/security-log';
import { findUserById, toTokenUser, type UserRecord } from '../../auth/token-user';

export interface SignedIn {
  accessToken: string;
  refresh: IssuedRefreshToken;
}

export const WRONG_CREDENTIALS = 'Неверный логин или пароль';
export const BANNED_MESSAGE = 'Пользователь заблокирован';
const SESSION_EXPIRED = 'Сессия истекла, войдите снова';

/** A 429 for too many attempts; the route turns retryAfterSeconds into the Retry-After header. */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} сек.` : `${Math.ceil(retryAfterSeconds / 60)} мин.`;
    super('RATE_LIMITED', `Слишком много неудачных попыток входа. Попробуйте снова через ${wait}`);
  }
}

/**
 * Counts this attempt before the password is checked (so a blocked caller costs no hashing, and
 * parallel attempts cannot slip past the count) and refuses it with 429 when the login from this
 * address, or the login everywhere, must wait.
 */
export async function assertLoginAllowed({ db, logger, loginLimiter }: AppContext, req: Request, username: string): Promise<void> {
  const admission = await loginLimiter.admit(db, req.ip ?? '', username);
  if (admission.allowed) return;
  const seconds = Math.ceil(admission.retryAfterMs / 1000);
  securityEvent(logger, req, 'login.locked', { username, detail: `${admission.scope}, retry after ${seconds} s` });
  throw new LoginThrottledError(seconds);
}

export async function login(ctx: AppContext, credentials: { username: string; password: string }, req: Request): Promise<SignedIn> {
  const { db, logger, loginLimiter } = ctx;
  const { username } = credentials;
  await assertLoginAllowed(ctx, req, username);

  const [account] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.username, username));
  const passwordMatches = await verifyPassword(account?.passwordHash, credentials.password);
  const user = passwordMatches && account ? await findUserById(db, account.id) : null;
  if (!user) {
    // The attempt is counted already (assertLoginAllowed).
    securityEvent(logger, req, 'login.failed', { username, targetUserId: account?.id ?? null, detail: 'wrong credentials' });
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }
  await loginLimiter.succeeded(db, req.ip ?? '', username);
  // Only someone who knows the password learns that the account is blocked.
  if (user.banned) {
    securityEvent(logger, req, 'login.failed', { username, targetUserId: user.id, detail: 'banned' });
    throw new AppError('BANNED', BANNED_MESSAGE);
  }

  securityEvent(logger, req, 'login.succeeded', { username, targetUserId: user.id });
  return signIn(ctx, user);
}

export async function refresh(
  { db, config, logger }: AppContext,
  refreshToken: string | undefined,
  onReuse?: (userId: number) => void,
): Promise<SignedIn> {
  await purgeSessionsNowAndThen(db, logger);
  const rotation = refreshToken ? await rotateSession(db, refreshToken, config.jwtRefreshSecret) : null;
  if (rotation?.status === 'reused') onReuse?.(rotation.userId);
  if (rotation?.status !== 'rotated') throw unauthenticated(SESSION_EXPIRED);
  const user = await findUserById(db, rotation.userId);
  if (!user || user.banned) {
    if (user) await endUserAccess(db, user.id);
    throw unauthenticated(user ? BANNED_MESSAGE : SESSION_EXPIRED);
  }
  // The version read under the rotation's lock: a logout everywhere committed since has raised it.
  const accessToken = signAccessToken(toTokenUser(user), config.jwtSecret, {
    tokenVersion: rotation.tokenVersion,
    familyId: rotation.refresh.familyId,
  });
  return { accessToken, refresh: rotation.refresh };
}

/**
 * Logout ends this device's session: its refresh family is revoked, and with it the access
 * tokens issued to the family (authenticate checks their `fid`). The token version stays, so the
 * user's other devices stay signed in; ending those too is logoutEverywhere.
 */
export async function logout({ db, config }: AppContext, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await endSession(db, refreshToken, config.jwtRefreshSecret);
}

/** Logout everywhere: the user's token version goes up and every refresh session of theirs ends. */
export async function logoutEverywhere({ db }: AppContext, userId: number): Promise<void> {
  await endUserAccess(db, userId);
}

/**
 * A login's tokens: a new session family, and an access token tied to it (`fid`) and to the
 * user's token version (`tv`) — see authenticate.
 */
export async function signIn({ db, config }: AppContext, user: UserRecord): Promise<SignedIn> {
  const refresh = await startSession(db, user.id, config.jwtRefreshSecret);
  const accessToken = signAccessToken(toTokenUser(user), config.jwtSecret, {
    tokenVersion: user.tokenVersion,
    familyId: refresh.familyId,
  });
  return { accessToken, refresh };
}
