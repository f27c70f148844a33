import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TokenUser } from '@diary/common';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

const keys = new Map<string, KeyObject>();

/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken first tries it as a PEM
 * public key and catches the failure, on every call — a tenth of a list request's CPU.
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

/** The access token carries exactly the fields of API.md "Auth" (plus the standard iat and exp). */
export function signAccessToken(user: TokenUser, secret: string): string {
  const payload: TokenUser = {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    second_name: user.second_name,
    last_name: user.last_name,
    roles: user.roles,
    male: user.male,
    subject: user.subject,
  };
  return jwt.sign(payload, keyOf(secret), { algorithm: ALGORITHM, expiresIn: ACCESS_TOKEN_TTL_SECONDS });
}

function verify(token: string, secret: string): jwt.JwtPayload | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    return typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

/** The user id of a valid, unexpired access token; null otherwise. */
export function verifyAccessToken(token: string, secret: string): number | null {
  const id = verify(token, secret)?.id;
  return Number.isInteger(id) ? Number(id) : null;
}

export function signRefreshToken(sessionId: string, secret: string): string {
  return jwt.sign({ sid: sessionId }, keyOf(secret), { algorithm: ALGORITHM, expiresIn: REFRESH_TOKEN_TTL_MS / 1000 });
}

/** The session id of a validly signed, unexpired refresh token; null otherwise. */
export function verifyRefreshToken(token: string, secret: string): string | null {
  const sid = verify(token, secret)?.sid;
  return typeof sid === 'string' ? sid : null;
}
