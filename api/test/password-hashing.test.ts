/**
 * argon2 costs a core and 19 MB for tens of milliseconds: however many logins (or a spray) come at
 * once, only a few hashes or verifications run at the same time, the others wait their turn.
 */
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  /** Calls of argon2 running now, and the most seen at once. */
  const running = { now: 0, most: 0 };
  const counted =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      try {
        return await work(...args);
      } finally {
        running.now -= 1;
      }
    };
  return { ...actual, hash: counted(actual.hash), verify: counted(actual.verify), running };
});

import * as argon2 from '@node-rs/argon2';
import { hashPassword, PASSWORD_HASHING_AT_ONCE, verifyPassword } from '../src/auth/passwords';

const running = (argon2 as unknown as { running: { now: number; most: number } }).running;

beforeEach(() => {
  running.most = 0;
});

describe('password hashing: a bound on argon2 work at once', () => {
  it('is between 2 and 4', () => {
    expect(PASSWORD_HASHING_AT_ONCE).toBeGreaterThanOrEqual(2);
    expect(PASSWORD_HASHING_AT_ONCE).toBeLessThanOrEqual(4);
  });

  it('when 24 verifications (known and unknown logins) and 6 hashes are asked for at once, then no more than the bound run at a time, and every one answers right', async () => {
    const stored = await hashPassword('Tetrad-Lilac-42');
    running.most = 0;
    const checks = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0 ? verifyPassword(undefined, 'anything') : verifyPassword(stored, i % 3 === 1 ? 'Tetrad-Lilac-42' : 'wrong'),
    );
    const hashes = Array.from({ length: 6 }, (_, i) => hashPassword(`Another-Lilac-${i}`));
    // Asked for, not yet run: only the bound has started.
    expect(running.now).toBeLessThanOrEqual(PASSWORD_HASHING_AT_ONCE);

    const results = await Promise.all(checks);
    await Promise.all(hashes);
    expect(results).toEqual(Array.from({ length: 24 }, (_, i) => i % 3 === 1));
    expect(running.most).toBe(PASSWORD_HASHING_AT_ONCE);
    expect(running.now).toBe(0);
  });

  it('when a verification fails (a malformed hash), then its place is freed for the next', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => verifyPassword('not-an-argon2-hash', 'x')));
    expect(results).toEqual(Array<boolean>(10).fill(false));
    expect(running.now).toBe(0);
    expect(await verifyPassword(await hashPassword('Tetrad-Lilac-42'), 'Tetrad-Lilac-42')).toBe(true);
  });
});
