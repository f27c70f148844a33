import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import type { CalendarFeed } from '@diary/common/schemas/calendar';
import { LatestLoad } from '../crud/LatestLoad';
import { CALENDAR_FEED_TEXTS as TEXTS } from './week-texts';

export interface CalendarFeedDeps {
  http: Pick<HttpClient, 'post' | 'delete'>;
  /** Puts the text on the clipboard (the field shows it, for a copy by selection); rejects when it cannot (copyText). */
  copy: (text: string, field?: HTMLInputElement | null) => Promise<void>;
}

/** The subscribe dialog: a new feed address (POST calendar/feed), copying it, and turning it off (DELETE calendar/feed). */
export class CalendarFeedStore {
  url: string | null = null;
  /** What copying said: 'Адрес скопирован', or how to copy by hand. */
  copyResult: { ok: boolean; text: string } | null = null;
  /** The feed was turned off here: no address until a new one is asked for. */
  disconnected = false;
  isDisconnecting = false;
  disconnectError: string | null = null;
  readonly status = new LatestLoad();

  constructor(private readonly deps: CalendarFeedDeps) {
    makeAutoObservable<CalendarFeedStore, 'deps'>(this, { deps: false, status: false });
  }

  /** A new address: the previous one stops working at once. */
  request(): Promise<boolean> {
    this.url = null;
    this.copyResult = null;
    this.disconnected = false;
    this.disconnectError = null;
    return this.status.run(
      () => this.deps.http.post<CalendarFeed>('calendar/feed'),
      (feed) => (this.url = feed.url),
      (error) => errorMessage(error, TEXTS.failed),
    );
  }

  async copy(field?: HTMLInputElement | null): Promise<void> {
    const { url } = this;
    if (!url) return;
    try {
      await this.deps.copy(url, field);
      runInAction(() => (this.copyResult = { ok: true, text: TEXTS.copied }));
    } catch {
      runInAction(() => (this.copyResult = { ok: false, text: TEXTS.copyFailed }));
    }
  }

  /** 'Отключить': the address stops working at once; the dialog shows none until a new one is asked for. */
  async disconnect(): Promise<void> {
    if (this.isDisconnecting) return;
    this.isDisconnecting = true;
    this.disconnectError = null;
    try {
      await this.deps.http.delete('calendar/feed');
      runInAction(() => {
        this.status.reset();
        this.url = null;
        this.copyResult = null;
        this.disconnected = true;
      });
    } catch (error) {
      runInAction(() => (this.disconnectError = errorMessage(error, TEXTS.disconnectFailed)));
    } finally {
      runInAction(() => (this.isDisconnecting = false));
    }
  }

  /** The dialog closed: an answer still on its way is dropped. */
  close(): void {
    this.status.reset();
    this.url = null;
    this.copyResult = null;
    this.disconnected = false;
    this.disconnectError = null;
  }
}
