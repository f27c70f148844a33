import { makeAutoObservable, observableShallow } from 'mobx';
import type { JournalDay } from '@diary/common';
import { LatestLoad, type Notifier } from '@diary/common/ui';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import { addDays, isoToday } from './calendar-day';
import { JOURNAL_TEXTS } from './journal-texts';
import { OccurrenceRegister } from './OccurrenceRegister';

export interface JournalDayDeps {
  http: Pick<HttpClient, 'get' | 'put'>;
  notify: Pick<Notifier, 'error'>;
  /** Today is taken from it (the device's clock). */
  now?: () => Date;
}

/** The teacher's 'Журнал': one day's lessons (GET journal/day), today's at first, each with its register. */
export class JournalDayStore {
  readonly today: string;
  /** YYYY-MM-DD */
  date: string;
  registers: OccurrenceRegister[] = [];
  private readonly load = new LatestLoad();

  constructor(
    private readonly deps: JournalDayDeps,
    date?: string,
  ) {
    this.today = isoToday((deps.now ?? (() => new Date()))());
    this.date = date || this.today;
    makeAutoObservable<JournalDayStore, 'deps' | 'load'>(this, { deps: false, load: false, registers: observableShallow });
  }

  get isLoading(): boolean {
    return this.load.isLoading;
  }

  get error(): string | null {
    return this.load.error;
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
    return this.load.loaded && !this.isLoading && !this.error && this.registers.length === 0;
  }

  /** Reads the day; a register already shown keeps the marks it is still saving. */
  fetch(): Promise<boolean> {
    const date = this.date;
    return this.load.run(
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
    this.load.cancel();
  }

  /** Another day ('' while the date field is being typed: nothing happens). */
  showDate(date: string): void {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date === this.date) return;
    this.date = date;
    this.registers = [];
    void this.fetch();
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
