import type { AnswerDomain } from '../db/schema';

interface Entry {
  version: number;
  body: Buffer;
  storedAt: number;
}

export interface AnswerCacheOptions {
  /** The most the cached bodies may hold together; the least recently used go first. */
  maxBytes: number;
  /** An answer older than this is made again, whatever the version (answers that depend on the date). */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * The bodies of heavy GET answers (a list page, a branch's week) as they were sent, each kept
 * with the version of its domain read before it was made. Triggers raise a domain's version in
 * the transaction that changes its data (migration 0010), and a request reads the versions
 * before it looks here, so no answer outlives a committed change, whoever made it.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers being made, by version and key: requests that miss together make one answer. */
  private readonly making = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** False when it has no room (ANSWER_CACHE_MB=0): routes then answer as if it were not there. */
  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The body kept for the key at this version, if it is still fresh. */
  get(key: string, version: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || this.now() - entry.storedAt > this.options.maxAgeMs) {
      // One made after a newer version stays for the requests that read that version.
      if (entry.version <= version) this.remove(key, entry);
      return undefined;
    }
    // A Map iterates in insertion order: taking the entry out and back in marks it recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /**
   * The body for the key at this version: the one kept, or the one another request is making
   * for the same version, or one made now and kept. After a change every connection misses at
   * once; sharing the making keeps that to one answer made instead of one per connection.
   */
  answer(key: string, version: number, make: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.get(key, version);
    if (kept) return Promise.resolve(kept);
    const flight = `${version} ${key}`;
    let pending = this.making.get(flight);
    if (!pending) {
      pending = make()
        .then((body) => {
          this.set(key, version, body);
          return body;
        })
        .finally(() => this.making.delete(flight));
      this.making.set(flight, pending);
    }
    return pending;
  }

  set(key: string, version: number, body: Buffer): void {
    const previous = this.entries.get(key);
    // Versions only grow: an answer made before a change does not replace one made after it.
    if (previous && previous.version > version) return;
    if (previous) this.remove(key, previous);
    if (body.length > this.options.maxBytes) return;
    this.entries.set(key, { version, body, storedAt: this.now() });
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** How a route's answers are cached: under which domain's version, and whether callers share them. */
export interface CachedAnswer {
  domain: AnswerDomain;
  /** The answer does not depend on who asks (a branch's week): one entry serves every caller. */
  shared?: boolean;
}
