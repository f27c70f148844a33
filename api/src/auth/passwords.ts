import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

/** At most `limit` tasks run at once; the others wait their turn, first come first served. */
class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * How many argon2 hashes and verifications run at once (as many as the cores, 2 to 4). Each takes
 * tens of milliseconds of a core and 19 MB: a burst of logins, or a spray, would otherwise take
 * every thread of libuv's pool (file reads, DNS and crypto wait on it too) and the memory with
 * them. The others wait in a queue; the login limits keep that queue short.
 */
export const PASSWORD_HASHING_AT_ONCE = Math.min(4, Math.max(2, availableParallelism()));
const hashing = new Semaphore(PASSWORD_HASHING_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, { algorithm: ARGON2ID }));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown login) it still spends
 * the time of one verification, so response times do not reveal which logins exist.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const stored = await dummyHash;
    await hashing.run(() => verify(stored, password));
    return false;
  }
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A password for the first administrator when ADMIN_PASSWORD is not set. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
