import type { TokenUser } from '@diary/common';
import type { Logger } from 'pino';
import { answerVersionsReader, type AnswerVersions } from '../db/answer-versions';
import { listenForChanges, type ChangeEvents, type ChangeListener, type ListenerTimings } from '../db/change-listener';
import type { Database, DatabaseHandle } from '../db/client';
import { keepRecent } from './recent';
import { findTokenUser, toTokenUser } from './token-user';

/** What authenticate checks an access token against. */
export interface Caller {
  user: TokenUser;
  banned: boolean;
  tokenVersion: number;
  /** The token's session family still stands (true for a token of no family). */
  familyLive: boolean;
  /** The answer versions, when they are known without a read of their own. */
  answerVersions: AnswerVersions | undefined;
}

type KeptUser = Pick<Caller, 'user' | 'banned' | 'tokenVersion'>;

export interface KeptReadsOptions {
  logger?: Logger;
  timings?: Partial<ListenerTimings>;
  listen?: typeof listenForChanges;
}

/** The most users, and the most session families, kept (the oldest kept go first). */
const KEPT_MAX = 10_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function parseVersions(json: string): AnswerVersions | undefined {
  const row = JSON.parse(json) as Record<string, unknown>;
  const { achievements, timetable } = row;
  return typeof achievements === 'number' && typeof timetable === 'number' ? { achievements, timetable } : undefined;
}

/** A kept TokenUser is every request's: frozen, so that no handler changes it for the next one. */
function frozen(user: TokenUser): TokenUser {
  user.roles.forEach((role) => Object.freeze(role));
  Object.freeze(user.roles);
  return Object.freeze(user);
}

/**
 * What every signed-in request reads first — its caller's row, roles and session family, and the
 * answer versions — kept in the process while the change listener holds (migration 0020 notifies
 * every change of them at its commit), so that a cached answer costs no database round trip.
 *
 * - A notification drops what it names (a user, a family, everything) or brings the new versions.
 * - A read that began before a notification (or before listening started) is not kept: it may
 *   hold what the notification replaced. Epochs, raised by every notification, tell.
 * - Without the listener (its connection lost and not yet back, or none given), nothing is kept
 *   and every request reads the database, as it would without this.
 * - A write calls settled() before it answers: its own notifications are in by then.
 */
export class KeptReads {
  private listener: ChangeListener | undefined;
  private remote = false;
  private listening = false;
  private callersEpoch = 0;
  private versionsEpoch = 0;
  private readonly users = new Map<number, KeptUser>();
  private readonly families = new Map<string, boolean>();
  private versionsKept: AnswerVersions | undefined;
  private readonly readVersions: () => Promise<AnswerVersions | undefined>;
  private lostOnce = false;

  /** Without listen(): nothing is kept, every read goes to the database. */
  constructor(
    private readonly db: Database,
    private readonly logger?: Logger,
  ) {
    this.readVersions = answerVersionsReader(db);
  }

  /** Kept reads of the handle's database, fed by a change listener of its own (`listen`: tests give their own). */
  static async listen(handle: DatabaseHandle, options: KeptReadsOptions = {}): Promise<KeptReads> {
    const { logger, timings, listen = listenForChanges } = options;
    const kept = new KeptReads(handle.db, logger);
    kept.remote = handle.driver === 'pg';
    kept.listener = await listen(handle, kept.events, timings);
    return kept;
  }

  private readonly events: ChangeEvents = {
    listening: () => {
      this.forget();
      this.listening = true;
      if (this.lostOnce) this.logger?.info('LISTEN: изменения снова слушаются, чтения снова хранятся в памяти');
    },
    lost: (error) => {
      this.listening = false;
      this.forget();
      this.lostOnce = true;
      this.logger?.warn({ err: error }, 'LISTEN: соединение потеряно, пока оно не вернётся, каждый запрос читает базу');
    },
    change: (payload) => this.changed(payload),
  };

  private changed(payload: string): void {
    const colon = payload.indexOf(':');
    const kind = colon < 0 ? payload : payload.slice(0, colon);
    const key = payload.slice(colon + 1);
    if (kind === 'user') {
      this.callersEpoch += 1;
      this.users.delete(Number(key));
    } else if (kind === 'family') {
      this.callersEpoch += 1;
      this.families.delete(key);
    } else if (kind === 'versions') {
      this.versionsEpoch += 1;
      this.versionsKept = colon < 0 ? undefined : parseVersions(key);
    } else {
      // 'all', or a payload this code does not know: nothing kept can be trusted.
      this.forget();
    }
  }

  private forget(): void {
    this.callersEpoch += 1;
    this.versionsEpoch += 1;
    this.users.clear();
    this.families.clear();
    this.versionsKept = undefined;
  }

  /**
   * Over a connection, a notification that has arrived may still wait in this process's event loop
   * behind the request: one turn lets it in first.
   */
  private async caughtUp(): Promise<boolean> {
    if (this.listening && this.remote) await nextTurn();
    return this.listening;
  }

  /** The access token's user and whether its family stands, or null when there is no such user. */
  async caller(id: number, familyId: string | null): Promise<Caller | null> {
    if (await this.caughtUp()) {
      const user = this.users.get(id);
      const familyLive = familyId === null ? true : this.families.get(familyId);
      if (user && familyLive !== undefined) return { ...user, familyLive, answerVersions: this.versionsKept };
    }
    const callersEpoch = this.callersEpoch;
    const versionsEpoch = this.versionsEpoch;
    const found = await findTokenUser(this.db, id, familyId);
    if (!found) return null;
    const user: KeptUser = { user: frozen(toTokenUser(found)), banned: found.banned, tokenVersion: found.tokenVersion };
    if (this.listening && callersEpoch === this.callersEpoch) {
      keepRecent(this.users, id, user, KEPT_MAX);
      if (familyId !== null) keepRecent(this.families, familyId, found.familyLive, KEPT_MAX);
    }
    if (this.listening && versionsEpoch === this.versionsEpoch && found.answerVersions) this.versionsKept = found.answerVersions;
    return { ...user, familyLive: found.familyLive, answerVersions: found.answerVersions };
  }

  /** The answer versions (undefined without answer_versions' row: then nothing is cached). */
  async versions(): Promise<AnswerVersions | undefined> {
    if ((await this.caughtUp()) && this.versionsKept) return this.versionsKept;
    const epoch = this.versionsEpoch;
    const read = await this.readVersions();
    if (this.listening && epoch === this.versionsEpoch && read) this.versionsKept = read;
    return read;
  }

  /** Resolves once the notifications of what this process has committed so far are in (see ChangeListener). */
  settled(): Promise<void> {
    return this.listener?.settled() ?? Promise.resolve();
  }

  /** Stops listening; from then on every read goes to the database. */
  async close(): Promise<void> {
    this.listening = false;
    this.forget();
    await this.listener?.close();
  }
}
