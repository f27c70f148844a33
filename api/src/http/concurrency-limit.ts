import type { Response } from 'express';
import { AppError } from '../errors/app-error';

export interface ConcurrencyLimitOptions {
  /** How many may run at once. */
  max: number;
  /** The 429's Russian text. */
  message: string;
  /** Sent as Retry-After. */
  retryAfterSeconds: number;
}

/**
 * At most `max` calls sharing this limit run at once in this process (a route's `limit`); one
 * more is refused at once with 429 and Retry-After rather than queued: a queued call would keep
 * its upload in memory and its client waiting without a word.
 */
export class ConcurrencyLimit {
  private running = 0;

  constructor(private readonly options: ConcurrencyLimitOptions) {}

  async run<T>(res: Response, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.max) {
      res.set('Retry-After', String(this.options.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', this.options.message);
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
    }
  }
}
