import { isIPv6 } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

/**
 * Login throttling, its state in the table login_attempts so that every API process on one
 * database counts the same attempts. Three kinds of rows:
 *
 * - `addr:<address>` — every login from one address (IPv4 as it is, IPv6 by its /64: one
 *   household or host usually holds a whole /64 and may pick any address in it). A bucket of
 *   `addressBurst` attempts that refills one attempt each `addressRefillMs`: an empty bucket
 *   answers 429 until its next attempt comes back. This is what slows password spraying, the
 *   same password tried on many logins from one place (each login's own limits never see more
 *   than one try). It slows, it never locks out: a school's pupils share one address behind its
 *   NAT, so a correct password gives its attempt back (only failures stay in the bucket), and even
 *   with the bucket empty one attempt each `addressRefillMs` gets through. With the defaults a
 *   spray gets 20 tries, then 20 a minute; 20 rather than fewer because an attempt is held from
 *   its count until its password is checked, and a class signing in at once holds many at a time.
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
 * An attempt is counted before its password is checked, by one statement that admits it only
 * while none of its three rows is blocked (`ON CONFLICT … DO UPDATE … WHERE`, the address first,
 * then the pair, then the login, each counted only when the one before admitted it): of any number
 * of parallel attempts, only as many as the limits allow get to the password check. An attempt
 * refused by the pair or the login gives back what the rows before counted, and a correct password
 * takes its attempt back (the pair's row is deleted, the login's and the address's counts lowered
 * by one).
 *
 * Usernames are keys only after validation (at most 100 characters), and rows past their window
 * are deleted in batches, at most once a `purgeEveryMs` per process, so the table stays small; an
 * attempt the address refuses writes no row of its own.
 */
export interface LoginRateLimitOptions {
  addressBurst: number;
  addressRefillMs: number;
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
  addressBurst: 20,
  addressRefillMs: 3000,
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

export type LoginScope = 'address' | 'pair' | 'user';
export type LoginAdmission = { allowed: true } | { allowed: false; scope: LoginScope; retryAfterMs: number };

/** Above 2^30 the delay is long past any maximum; the exponent is capped so power() never overflows. */
const MAX_DOUBLINGS = 30;

/** The eight 16-bit groups of an IPv6 address (a zone index dropped, an IPv4 tail as two groups), or null. */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%')[0] ?? '';
  if (!isIPv6(address)) return null;
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who the per-address bucket counts: an IPv4 address as it is (also written as IPv4-mapped IPv6,
 * ::ffff:1.2.3.4), an IPv6 address by its /64, anything else as it is.
 */
export function addressGroup(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export const normalizeLogin = (username: string) => username.trim().toLowerCase();
export const addressKey = (ip: string) => `addr:${addressGroup(ip)}`;
export const pairKey = (ip: string, username: string) => `pair:${normalizeLogin(username)}|${ip}`;
export const userKey = (username: string) => `user:${normalizeLogin(username)}`;

interface AdmissionRow {
  address_admitted: number;
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
    const address = addressKey(ip);
    const pair = pairKey(ip, username);
    const user = userKey(username);

    // The row's old values (a.*) are all the SET expressions see; the WHERE admits only an
    // unblocked row, so after it `a.blocked_until` is null or in the past.

    // The address's bucket: `failures` attempts held as of `window_started_at`, one coming back
    // each addressRefillMs after it (whole ones: the clock moves on by what came back). Blocked,
    // until the next one comes back, while it holds addressBurst.
    const refilled = sql`least(a.failures, floor(greatest(extract(epoch FROM ${now} - a.window_started_at) * 1000, 0) / ${o.addressRefillMs}::float8))`;
    const held = sql`(a.failures - ${refilled})::int`;
    const addressClock = sql`(CASE WHEN ${held} = 0 THEN ${now} ELSE a.window_started_at + ${refilled} * ${ms(o.addressRefillMs)} END)`;
    const addressBlock = (count: SQL, clock: SQL) =>
      sql`(CASE WHEN ${count} >= ${o.addressBurst}::int THEN ${clock} + ${ms(o.addressRefillMs)} END)`;

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
        WITH addr AS (
          INSERT INTO login_attempts AS a (key, failures, window_started_at, blocked_until)
          VALUES (${address}, 1, ${now}, ${addressBlock(sql`1`, now)})
          ON CONFLICT (key) DO UPDATE SET
            failures = ${held} + 1,
            window_started_at = ${addressClock},
            blocked_until = ${addressBlock(sql`(${held} + 1)`, addressClock)}
          WHERE a.blocked_until IS NULL OR a.blocked_until <= ${now}
          RETURNING a.failures
        ),
        pair AS (
          INSERT INTO login_attempts AS a (key, failures, window_started_at, blocked_until)
          SELECT ${pair}, 1, ${now}, ${pairBlock(sql`1`)} FROM addr
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
        SELECT (SELECT count(*) FROM addr)::int AS address_admitted,
          (SELECT count(*) FROM pair)::int AS pair_admitted,
          (SELECT count(*) FROM usr)::int AS user_admitted
      `,
    );
    if (admission?.address_admitted && admission.pair_admitted && admission.user_admitted) return { allowed: true };

    const scope: LoginScope = !admission?.address_admitted ? 'address' : !admission.pair_admitted ? 'pair' : 'user';
    // The rows before the one that refused counted an attempt that never reached the password:
    // give it back, so that waiting out one block does not also earn a delay elsewhere.
    const counted = scope === 'address' ? [] : scope === 'pair' ? [address] : [address, pair];
    if (counted.length) {
      await db.execute(sql`
        UPDATE login_attempts SET failures = greatest(failures - 1, 0), blocked_until = NULL
        WHERE key IN (${sql.join(
          counted.map((key) => sql`${key}`),
          sql`, `,
        )})
      `);
    }
    const blockedKey = scope === 'address' ? address : scope === 'pair' ? pair : user;
    const [row] = await rowsOf<BlockRow>(
      db,
      sql`SELECT key, (extract(epoch FROM blocked_until) * 1000)::float8 AS blocked_until_ms FROM login_attempts WHERE key = ${blockedKey}`,
    );
    // The block may have ended between the two statements: then ask for a second's patience.
    const retryAfterMs = Math.max(1000, (row?.blocked_until_ms ?? 0) - nowMs);
    return { allowed: false, scope, retryAfterMs };
  }

  /**
   * A correct password: the pair starts again from zero, the login's count and the address's
   * bucket take this attempt back (so a school's pupils signing in never fill their address's).
   */
  async succeeded(db: Database, ip: string, username: string): Promise<void> {
    await db.execute(sql`
      WITH gone AS (DELETE FROM login_attempts WHERE key = ${pairKey(ip, username)}),
      address AS (
        UPDATE login_attempts SET failures = greatest(failures - 1, 0), blocked_until = NULL WHERE key = ${addressKey(ip)}
      )
      UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE key = ${userKey(username)}
    `);
  }

  /**
   * Deletes up to purgeBatchSize rows that no rule needs any more: their window, and any block,
   * ended longer ago than the longest window. At most once a purgeEveryMs in this process, unless
   * the last batch was full: then the next attempt deletes another, so the purge keeps up with
   * any rate of new rows (an attempt adds three at most) while no request does more than a batch.
   */
  async purgeNowAndThen(db: Database, nowMs = this.options.now()): Promise<number> {
    if (nowMs - this.lastPurgeAt < this.options.purgeEveryMs) return 0;
    this.lastPurgeAt = nowMs;
    const { pairWindowMs, userWindowMs, addressBurst, addressRefillMs } = this.options;
    // An address's bucket has every attempt back addressBurst refills after its clock.
    const cutoff = new Date(nowMs - Math.max(pairWindowMs, userWindowMs, addressBurst * addressRefillMs)).toISOString();
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
