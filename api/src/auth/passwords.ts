import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown login) it still spends
 * the time of one verification, so response times do not reveal which logins exist.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password for the first administrator when ADMIN_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
