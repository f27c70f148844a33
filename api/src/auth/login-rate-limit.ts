export interface LoginRateLimitOptions {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

interface Window {
  failures: number;
  resetAt: number;
}

const SWEEP_THRESHOLD = 10_000;

/**
 * Failed logins counted in memory per IP and per username, in fixed windows that start at
 * the first failure. One process only: several API instances each count their own.
 */
export class LoginRateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;

  constructor(private readonly options: LoginRateLimitOptions = { maxFailures: 10, windowMs: 15 * 60 * 1000 }) {
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds until this IP and username may try again; 0 when they may now. */
  retryAfterMs(ip: string, username: string): number {
    const blockedUntil = [ipKey(ip), userKey(username)]
      .map((key) => this.current(key))
      .filter((w): w is Window => w !== undefined && w.failures >= this.options.maxFailures)
      .map((w) => w.resetAt);
    return blockedUntil.length ? Math.max(...blockedUntil) - this.now() : 0;
  }

  recordFailure(ip: string, username: string): void {
    if (this.windows.size > SWEEP_THRESHOLD) this.sweep();
    for (const key of [ipKey(ip), userKey(username)]) {
      const window = this.current(key);
      if (window) window.failures += 1;
      else this.windows.set(key, { failures: 1, resetAt: this.now() + this.options.windowMs });
    }
  }

  /** A successful login clears the username's failures (not the IP's: one IP may try many names). */
  recordSuccess(username: string): void {
    this.windows.delete(userKey(username));
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    for (const key of [...this.windows.keys()]) this.current(key);
  }
}

const ipKey = (ip: string) => `ip:${ip}`;
const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
