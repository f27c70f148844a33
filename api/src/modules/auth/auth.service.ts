import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import { endSession, endUserSessions, rotateSession, startSession, type IssuedRefreshToken } from '../../auth/sessions';
import { signAccessToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError, unauthenticated } from '../../http/app-error';
import { findUserById, toTokenUser } from '../users/users.repository';

export interface SignedIn {
  accessToken: string;
  refresh: IssuedRefreshToken;
}

export const WRONG_CREDENTIALS = 'Неверный логин или пароль';
export const BANNED_MESSAGE = 'Пользователь заблокирован';
const SESSION_EXPIRED = 'Сессия истекла, войдите снова';

/** Checked before the password, so a blocked caller costs no hashing. */
export function assertLoginAllowed({ loginLimiter }: AppContext, ip: string, username: string): void {
  const waitMs = loginLimiter.retryAfterMs(ip, username);
  if (waitMs <= 0) return;
  const minutes = Math.ceil(waitMs / 60_000);
  throw new AppError('RATE_LIMITED', `Слишком много неудачных попыток входа. Попробуйте снова через ${minutes} мин.`);
}

export async function login(
  ctx: AppContext,
  credentials: { username: string; password: string },
  ip: string,
): Promise<SignedIn> {
  const { db, config, loginLimiter } = ctx;
  assertLoginAllowed(ctx, ip, credentials.username);

  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, credentials.username));
  const passwordMatches = await verifyPassword(account?.passwordHash, credentials.password);
  const user = passwordMatches && account ? await findUserById(db, account.id) : null;
  if (!user) {
    loginLimiter.recordFailure(ip, credentials.username);
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS);
  }
  loginLimiter.recordSuccess(credentials.username);
  // Only someone who knows the password learns that the account is blocked.
  if (user.banned) throw new AppError('BANNED', BANNED_MESSAGE);

  return {
    accessToken: signAccessToken(toTokenUser(user), config.jwtSecret),
    refresh: await startSession(db, user.id, config.jwtRefreshSecret),
  };
}

export async function refresh({ db, config }: AppContext, refreshToken: string | undefined): Promise<SignedIn> {
  const rotated = refreshToken ? await rotateSession(db, refreshToken, config.jwtRefreshSecret) : null;
  if (!rotated) throw unauthenticated(SESSION_EXPIRED);
  const user = await findUserById(db, rotated.userId);
  if (!user || user.banned) {
    await endUserSessions(db, rotated.userId);
    throw unauthenticated(user ? BANNED_MESSAGE : SESSION_EXPIRED);
  }
  return { accessToken: signAccessToken(toTokenUser(user), config.jwtSecret), refresh: rotated.refresh };
}

export async function logout({ db, config }: AppContext, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await endSession(db, refreshToken, config.jwtRefreshSecret);
}
