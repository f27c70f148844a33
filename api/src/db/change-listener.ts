import { Client, type ClientConfig } from 'pg';
import type { DatabaseHandle } from './client';

/** The channel migration 0020's triggers notify on. */
export const CHANGES_CHANNEL = 'diary_changes';
/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'diary: listen';

/** What the listener tells its owner. */
export interface ChangeEvents {
  /** LISTEN holds from now on: every change committed after this moment is notified. */
  listening(): void;
  /** The connection is gone: changes may go unnoticed until listening() again. */
  lost(error: Error): void;
  change(payload: string): void;
}

export interface ChangeListener {
  /**
   * Resolves once the notifications of every transaction committed before the call have been
   * handed to change(): a write calls it before it answers, so its own process never answers the
   * next request from before its change.
   */
  settled(): Promise<void>;
  /**
   * True when the notifications come over a connection (a PostgreSQL server), so another process's
   * change reaches this one a moment after its commit; PGlite hands them over before the query ends.
   */
  readonly remote: boolean;
  close(): Promise<void>;
}

export interface ListenerTimings {
  /** How often the connection is checked, so that one cut without a word is noticed. */
  pingMs: number;
  /** How long a check or settled() waits before the connection counts as lost. */
  timeoutMs: number;
  /** The first wait before connecting again; it doubles up to maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
}

const TIMINGS: ListenerTimings = { pingMs: 5000, timeoutMs: 3000, retryMs: 500, maxRetryMs: 30_000 };

function timedOut<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`LISTEN: нет ответа за ${ms} мс`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `roundTrip` for callers that each need one begun after they called, sent one at a time: a call
 * while none is under way starts one; the calls that arrive while one is under way (it may have
 * been sent before their commit) share the next, which starts once that one has ended. A pg
 * connection runs one query at a time: pg 8 queues a second itself, and pg 9 will refuse it.
 */
export function sharedRoundTrips(roundTrip: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    current = roundTrip().finally(() => {
      current = undefined;
    });
    return current;
  };
  return () => {
    if (!current) return start();
    next ??= current.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

/**
 * One dedicated connection (not one of the pool's) that LISTENs, connected again after a loss.
 * While it is down, events.lost() has said so and nothing notified can be relied on.
 */
class ServerListener implements ChangeListener {
  readonly remote = true;
  /** The connection that LISTENs, once LISTEN has succeeded on it. */
  private client: Client | undefined;
  /** Connections given up on: their late events are ignored. */
  private readonly dropped = new WeakSet<Client>();
  private closed = false;
  private retryMs: number;
  private retry: NodeJS.Timeout | undefined;
  private readonly ping: NodeJS.Timeout;

  constructor(
    private readonly config: ClientConfig,
    private readonly events: ChangeEvents,
    private readonly timings: ListenerTimings,
  ) {
    this.retryMs = timings.retryMs;
    this.ping = setInterval(() => void this.settled(), timings.pingMs).unref();
  }

  async connect(): Promise<void> {
    const client = new Client(this.config);
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, new Error('LISTEN: соединение закрыто')));
    client.on('notification', (message) => {
      if (client === this.client) this.events.change(message.payload ?? '');
    });
    try {
      await timedOut(
        client.connect().then(() => client.query(`LISTEN ${CHANGES_CHANNEL}`)),
        this.timings.timeoutMs + 10_000,
      );
    } catch (error) {
      this.drop(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.closed || this.dropped.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = this.timings.retryMs;
    this.events.listening();
  }

  private drop(client: Client, error: Error): void {
    if (this.dropped.has(client)) return;
    this.dropped.add(client);
    if (client === this.client) {
      this.client = undefined;
      this.events.lost(error);
    }
    client.end().catch(() => undefined);
    if (!this.closed) {
      this.retry = setTimeout(() => void this.connect(), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, this.timings.maxRetryMs);
    }
  }

  /**
   * A round trip on the listening connection: PostgreSQL sends a listener every notification of a
   * committed transaction before it answers the listener's next query. Not listening, there is
   * nothing to wait for (nothing is kept meanwhile).
   */
  readonly settled = sharedRoundTrips(async () => {
    const client = this.client;
    if (!client) return;
    try {
      await timedOut(client.query('select 1'), this.timings.timeoutMs);
    } catch (error) {
      this.drop(client, error instanceof Error ? error : new Error(String(error)));
    }
  });

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) {
      this.dropped.add(client);
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * LISTENs for the changes migration 0020 notifies: on a PostgreSQL server with a connection of its
 * own (one per process), on PGlite in the database itself. Resolves after the first attempt to
 * listen; on a server that failed, it keeps trying (events.listening() says when it holds).
 */
export async function listenForChanges(
  handle: DatabaseHandle,
  events: ChangeEvents,
  timings: Partial<ListenerTimings> = {},
): Promise<ChangeListener> {
  if (handle.driver === 'pglite') {
    // PGlite hands a notification over while the committing query is still being answered.
    const unlisten = await handle.client.listen(CHANGES_CHANNEL, (payload) => events.change(payload));
    events.listening();
    return { remote: false, settled: () => Promise.resolve(), close: () => unlisten().catch(() => undefined) };
  }
  const config = { ...handle.client.options, keepAlive: true, application_name: LISTENER_NAME };
  const listener = new ServerListener(config, events, { ...TIMINGS, ...timings });
  await listener.connect();
  return listener;
}
