import { makeAutoObservable, observableShallow } from 'mobx';
import { addDays, toIsoDate, type JournalDay } from '@diary/common';
import { dateParam, LatestLoad, type Notifier, type UrlBinding } from '@diary/web-kit';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import { JOURNAL_TEXTS } from './journal-texts';
import { OccurrenceRegister } from './OccurrenceRegister';

export interface JournalDayDeps {
  http: Pick<HttpClient, 'get' | 'put'>;
  notify: Pick<Notifier, 'error'>;
  /** Today is taken from it (the device's clock). */
  now?: () => Date;
}

/** The teacher's 'Журнал': one day's lessons (GET journal/day), today's at first, each with its register. */
export class TeacherJournalStore {
  readonly today: string;
  /** YYYY-MM-DD */
  date: string;
  registers: OccurrenceRegister[] = [];
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: JournalDayDeps,
    date?: string,
  ) {
    // The device's date: the centre's date for a teacher who is at the centre.
    this.today = toIsoDate((deps.now ?? (() => new Date()))());
    this.date = date || this.today;
    makeAutoObservable<TeacherJournalStore, 'deps'>(this, { deps: false, status: false, registers: observableShallow });
  }

  /** A day after today: its lessons are shown, not marked. */
  get isFuture(): boolean {
    return this.date > this.today;
  }

  get isToday(): boolean {
    return this.date === this.today;
  }

  /** The day came and has no lessons (a day off, a free day). */
  get isEmpty(): boolean {
    return this.status.loaded && !this.status.isLoading && !this.status.error && this.registers.length === 0;
  }

  /** Reads the day; a register already shown keeps the marks it is still saving. */
  fetch(): Promise<boolean> {
    const date = this.date;
    return this.status.run(
      () => this.deps.http.get<JournalDay>('journal/day', { date }),
      (day) => {
        const shown = new Map(this.registers.map((register) => [register.key, register]));
        this.registers = day.lessons.map(
          (occurrence) =>
            shown.get(`${occurrence.lessonId}/${occurrence.date}`)?.accept(occurrence) ??
            new OccurrenceRegister(occurrence, { ...this.deps, onRefused: () => void this.fetch() }, date <= this.today),
        );
      },
      (error) => errorMessage(error, JOURNAL_TEXTS.loadFailed),
    );
  }

  cancel(): void {
    this.status.cancel();
  }

  /** Another day ('' while the date field is being typed: nothing happens). */
  showDate(date: string): void {
    if (this.takeDate(date)) void this.fetch();
  }

  /** Moves to a day without reading it; false when it is no whole date or the day shown. */
  private takeDate(date: string): boolean {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date === this.date) return false;
    this.date = date;
    this.registers = [];
    return true;
  }

  /** `?date=YYYY-MM-DD` for a day other than today: a reload or Back shows the same day. */
  get url(): UrlBinding<{ date: string }> {
    return {
      params: { date: dateParam('date') },
      read: () => ({ date: this.isToday ? '' : this.date }),
      apply: ({ date }) => this.takeDate(date || this.today),
      load: () => this.fetch(),
    };
  }

  previousDay(): void {
    this.showDate(addDays(this.date, -1));
  }

  nextDay(): void {
    this.showDate(addDays(this.date, 1));
  }

  showToday(): void {
    this.showDate(this.today);
  }
}
