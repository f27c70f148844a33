import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

/**
 * Login throttling, its state in the table login_attempts so that every API process on one
 * database counts the same attempts. Two kinds of rows:
 *
 * - `pair:<username>|<ip>` — one login from one address. The first `pairFreeAttempts` attempts
 *   are free; the attempt that reaches that number, and every later one, makes the pair wait
 *   `pairBaseDelayMs` × 2^(k) (k = 0, 1, 2…, at most `pairMaxDelayMs`) before the next. The count
 *   starts again `pairWindowMs` after the pair's last block ended (or after its first attempt,
 *   when never blocked), and at a correct password. This is what stops guessing from one place:
 *   with the defaults 5 tries, then one try after 30 s, 1, 2, 4, 8 min, then one each 15 min.
 * - `user:<username>` — the same login from every address: a soft limit against guessing from
 *   many addresses. `userMaxAttempts` attempts within `userWindowMs` block the login for
 *   `userBlockMs` only, everywhere, and then the count starts afresh. The block is short on
 *   purpose: anyone may type a login, so a long one would let a stranger (or a pupil behind the
 *   school's address) lock a teacher out at will; a minute stops a fast spray, costs the owner at
 *   most a minute, and an attacker who wants to repeat it needs many addresses, each held back by
 *   its own pair limit.
 *
 * There is no limit per address over all logins: a school's pupils share one address behind its
 * NAT, and one of them could lock the whole school out.
 *
 * An attempt is counted before its password is checked, by one statement that admits it only
 * while the row is not blocked (`ON CONFLICT … DO UPDATE … WHERE`): of any number of parallel
 * attempts, only as many as the limit get to the password check. A correct password then takes
 * its attempt back (the pair's row is deleted, the login's count lowered by one).
 *
 * Usernames are keys only after validation (at most 100 characters), and rows past their window
 * are deleted in batches, at most once a `purgeEveryMs` per process, so the table stays small.
 */
export interface LoginRateLimitOptions {
  pairFreeAttempts: number;
  pairBaseDelayMs: number;
  pairMaxDelayMs: number;
  pairWindowMs: number;
  userMaxAttempts: number;
  userWindowMs: number;
  userBlockMs: number;
  purgeEveryMs: number;
  purgeBatchSize: number;
  /** The clock (tests pass a fake one); the database's own clock is not used. */
  now: () => number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  pairFreeAttempts: 5,
  pairBaseDelayMs: 30_000,
  pairMaxDelayMs: 15 * 60_000,
  pairWindowMs: 60 * 60_000,
  userMaxAttempts: 20,
  userWindowMs: 5 * 60_000,
  userBlockMs: 60_000,
  purgeEveryMs: 60_000,
  purgeBatchSize: 1000,
  now: Date.now,
};

export type LoginAdmission = { allowed: true } | { allowed: false; scope: 'pair' | 'user'; retryAfterMs: number };

/** Above 2^30 the delay is long past any maximum; the exponent is capped so power() never overflows. */
const MAX_DOUBLINGS = 30;

export const normalizeLogin = (username: string) => username.trim().toLowerCase();
export const pairKey = (ip: string, username: string) => `pair:${normalizeLogin(username)}|${ip}`;
export const userKey = (username: string) => `user:${normalizeLogin(username)}`;

interface AdmissionRow {
  pair_admitted: number;
  user_admitted: number;
}

interface BlockRow {
  key: string;
  blocked_until_ms: number | null;
}

export class LoginRateLimiter {
  readonly options: LoginRateLimitOptions;
  private lastPurgeAt = Number.NEGATIVE_INFINITY;

  constructor(options: Partial<LoginRateLimitOptions> = {}) {
    this.options = { ...DEFAULT_LOGIN_RATE_LIMIT, ...options };
  }

  /**
   * Counts one attempt of this login from this address, before its password is checked, and says
   * whether it may go on. Atomic: parallel attempts are admitted one by one by the database.
   */
  async admit(db: Database, ip: string, username: string): Promise<LoginAdmission> {
    const o = this.options;
    const nowMs = this.options.now();
    await this.purgeNowAndThen(db, nowMs);
    const now = sql`${new Date(nowMs).toISOString()}::timestamptz`;
    const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;
    const pair = pairKey(ip, username);
    const user = userKey(username);

    // The row's old values (a.*) are all the SET expressions see; the WHERE admits only an
    // unblocked row, so after it `a.blocked_until` is null or in the past.
    const pairStale = sql`(coalesce(a.blocked_until, a.window_started_at) <= ${now} - ${ms(o.pairWindowMs)})`;
    const pairCount = sql`(CASE WHEN ${pairStale} THEN 1 ELSE a.failures + 1 END)`;
    const pairBlock = (count: SQL) => sql`(CASE WHEN ${count} >= ${o.pairFreeAttempts}::int
      THEN ${now} + least(${o.pairBaseDelayMs}::float8 * power(2, least(${count} - ${o.pairFreeAttempts}::int, ${MAX_DOUBLINGS})), ${o.pairMaxDelayMs}::float8) * interval '1 millisecond'
      END)`;
    const userStale = sql`(a.blocked_until IS NOT NULL OR a.window_started_at <= ${now} - ${ms(o.userWindowMs)})`;
    const userCount = sql`(CASE WHEN ${userStale} THEN 1 ELSE a.failures + 1 END)`;
    const userBlock = (count: SQL) => sql`(CASE WHEN ${count} >= ${o.userMaxAttempts}::int THEN ${now} + ${ms(o.userBlockMs)} END)`;

    const [admission] = await rowsOf<AdmissionRow>(
      db,
      sql`
        WITH pair AS (
          INSERT INTO login_attempts AS a (key, failures, window_started_at, blocked_until)
          VALUES (${pair}, 1, ${now}, ${pairBlock(sql`1`)})
          ON CONFLICT (key) DO UPDATE SET
            failures = ${pairCount},
            window_started_at = CASE WHEN ${pairStale} THEN excluded.window_started_at ELSE a.window_started_at END,
            blocked_until = ${pairBlock(pairCount)}
          WHERE a.blocked_until IS NULL OR a.blocked_until <= ${now}
          RETURNING a.failures
        ),
        usr AS (
          INSERT INTO login_attempts AS a (key, failures, window_started_at, blocked_until)
          SELECT ${user}, 1, ${now}, ${userBlock(sql`1`)} FROM pair
          ON CONFLICT (key) DO UPDATE SET
            failures = ${userCount},
            window_started_at = CASE WHEN ${userStale} THEN excluded.window_started_at ELSE a.window_started_at END,
            blocked_until = ${userBlock(userCount)}
          WHERE a.blocked_until IS NULL OR a.blocked_until <= ${now}
          RETURNING a.failures
        )
        SELECT (SELECT count(*) FROM pair)::int AS pair_admitted, (SELECT count(*) FROM usr)::int AS user_admitted
      `,
    );
    if (admission?.pair_admitted && admission.user_admitted) return { allowed: true };

    const scope = admission?.pair_admitted ? 'user' : 'pair';
    if (scope === 'user') {
      // The pair's count went up for an attempt that never reached the password: give it back,
      // so that waiting out the login's short block does not also earn the pair a delay.
      await db.execute(sql`
        UPDATE login_attempts SET failures = greatest(failures - 1, 0), blocked_until = NULL WHERE key = ${pair}
      `);
    }
    const blockedKey = scope === 'pair' ? pair : user;
    const [row] = await rowsOf<BlockRow>(
      db,
      sql`SELECT key, (extract(epoch FROM blocked_until) * 1000)::float8 AS blocked_until_ms FROM login_attempts WHERE key = ${blockedKey}`,
    );
    // The block may have ended between the two statements: then ask for a second's patience.
    const retryAfterMs = Math.max(1000, (row?.blocked_until_ms ?? 0) - nowMs);
    return { allowed: false, scope, retryAfterMs };
  }

  /** A correct password: the pair starts again from zero, the login's count takes this attempt back. */
  async succeeded(db: Database, ip: string, username: string): Promise<void> {
    await db.execute(sql`
      WITH gone AS (DELETE FROM login_attempts WHERE key = ${pairKey(ip, username)})
      UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE key = ${userKey(username)}
    `);
  }

  /**
   * Deletes up to purgeBatchSize rows that no rule needs any more: their window, and any block,
   * ended longer ago than the longest window. At most once a purgeEveryMs in this process, unless
   * the last batch was full: then the next attempt deletes another, so the purge keeps up with
   * any rate of new rows (an attempt adds two at most) while no request does more than a batch.
   */
  async purgeNowAndThen(db: Database, nowMs = this.options.now()): Promise<number> {
    if (nowMs - this.lastPurgeAt < this.options.purgeEveryMs) return 0;
    this.lastPurgeAt = nowMs;
    const cutoff = new Date(nowMs - Math.max(this.options.pairWindowMs, this.options.userWindowMs)).toISOString();
    const deleted = await rowsOf<{ key: string }>(
      db,
      sql`
        DELETE FROM login_attempts WHERE key IN (
          SELECT key FROM login_attempts
          WHERE window_started_at < ${cutoff}::timestamptz
            AND (blocked_until IS NULL OR blocked_until < ${cutoff}::timestamptz)
          LIMIT ${this.options.purgeBatchSize}::int
        )
        RETURNING key
      `,
    );
    if (deleted.length >= this.options.purgeBatchSize) this.lastPurgeAt = Number.NEGATIVE_INFINITY;
    return deleted.length;
  }
}
