import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TokenUser } from '@diary/common';
import { keepRecent } from './recent';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token's own lifetime, and a session family's absolute one (counted from its login). */
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

/** What ties an access token to the server's state of its session (see AccessClaims). */
export interface AccessSession {
  /** users.token_version when the token was signed. */
  tokenVersion: number;
  /** The refresh family the token was issued for; null for a token of no family (tests). */
  familyId: string | null;
}

/**
 * The access token carries the fields of docs/api/contract.md "Auth" (plus the standard iat and exp) and two
 * claims of its session: `tv`, the user's token version (raised by logout everywhere, a password
 * change, a ban: older tokens are refused at once), and `fid`, its refresh family (a logout
 * revokes the family, and the family's access tokens are refused at once too).
 */
export function signAccessToken(user: TokenUser, secret: string, session: AccessSession): string {
  const payload: TokenUser & { tv: number; fid?: string } = {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    second_name: user.second_name,
    last_name: user.last_name,
    roles: user.roles,
    male: user.male,
    subject: user.subject,
    tv: session.tokenVersion,
    ...(session.familyId ? { fid: session.familyId } : {}),
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the server checks of a valid access token besides its signature and expiry. */
export interface AccessClaims {
  id: number;
  /** 0 for a token signed before token versions existed (it expires within 15 minutes). */
  tokenVersion: number;
  familyId: string | null;
}

function claimsOf(payload: jwt.JwtPayload | null): AccessClaims | null {
  const id: unknown = payload?.id;
  if (!Number.isInteger(id)) return null;
  const tv: unknown = payload?.tv;
  const fid: unknown = payload?.fid;
  if (tv !== undefined && !Number.isInteger(tv)) return null;
  if (fid !== undefined && !(typeof fid === 'string' && UUID.test(fid))) return null;
  return Object.freeze({ id: Number(id), tokenVersion: tv === undefined ? 0 : Number(tv), familyId: fid ?? null });
}

/**
 * Access tokens whose signature has been checked, with their claims and expiry: a token comes with
 * every request of its 15 minutes, and checking its signature each time cost a cached answer 7 % of
 * its CPU. Only the exact text of a token that passed is found here.
 */
const verifiedTokens = new Map<string, { secret: string; claims: AccessClaims; exp: number }>();
const VERIFIED_TOKENS_MAX = 10_000;

/** The claims of a valid, unexpired access token; null otherwise. */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  const verified = verifiedTokens.get(token);
  if (verified && verified.secret === secret) {
    // As jsonwebtoken decides it: expired from the second of `exp` on.
    if (Math.floor(Date.now() / 1000) < verified.exp) return verified.claims;
    verifiedTokens.delete(token);
    return null;
  }
  const payload = verify(token, secret);
  const claims = claimsOf(payload);
  if (claims && typeof payload?.exp === 'number')
    keepRecent(verifiedTokens, token, { secret, claims, exp: payload.exp }, VERIFIED_TOKENS_MAX);
  return claims;
}

/** A refresh token that expires with its session row (never later than its family's end). */
export function signRefreshToken(sessionId: string, secret: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return jwt.sign({ sid: sessionId, exp }, keyOf(secret), { algorithm: ALGORITHM });
}

/** The session id of a validly signed, unexpired refresh token; null otherwise. */
export function verifyRefreshToken(token: string, secret: string): string | null {
  const sid = verify(token, secret)?.sid;
  return typeof sid === 'string' ? sid : null;
}
