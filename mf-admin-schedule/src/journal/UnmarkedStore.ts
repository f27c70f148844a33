import { makeAutoObservable, observableRef } from 'mobx';
import { unmarkedQuery, type Occurrence, type UnmarkedRegisters } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { LatestLoad } from '@diary/web-kit';
import type { JournalDeps } from './JournalDayStore';
import { unmarkedDefaultRange, type DateRange } from './journal-dates';
import { UNMARKED_TEXTS } from './journal-texts';
import { newestFirst } from './occurrence-model';
import { PeriodFilter } from './PeriodFilter';

/**
 * The 'Не отмечено' tab: the registers not taken of a range (the last 30 days by default), of a
 * branch and a teacher or all, newest first. The API answers oldest first: the whole range is read
 * at once (limit 0) and turned round.
 */
export class UnmarkedStore {
  readonly period: PeriodFilter;
  filialId: number | null = null;
  teacherId: number | null = null;
  items: Occurrence[] = [];
  total = 0;
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: Pick<JournalDeps, 'http'>,
    today: string,
  ) {
    this.period = new PeriodFilter(unmarkedDefaultRange(today), unmarkedQuery);
    makeAutoObservable<UnmarkedStore, 'deps'>(this, { deps: false, status: false, period: false, items: observableRef });
  }

  /** More registers than one answer holds: the oldest came, the newest did not. */
  get truncated(): boolean {
    return this.items.length < this.total;
  }

  setPeriod(field: keyof DateRange, value: string) {
    this.period.set(field, value);
    if (!this.period.problem) void this.load();
  }

  setFilial(id: number | null) {
    this.filialId = id;
    void this.load();
  }

  setTeacher(id: number | null) {
    this.teacherId = id;
    void this.load();
  }

  /** Nothing is asked while the range is wrong: the fields say why. */
  async load(): Promise<boolean> {
    if (this.period.problem) {
      this.status.cancel();
      return false;
    }
    const query = {
      ...this.period.range,
      filialId: this.filialId ?? undefined,
      teacherId: this.teacherId ?? undefined,
      limit: 0,
    };
    return this.status.run(
      () => this.deps.http.get<UnmarkedRegisters>('journal/unmarked', query),
      (answer) => {
        this.items = newestFirst(answer.items);
        this.total = answer.total;
      },
      (error) => errorMessage(error, UNMARKED_TEXTS.loadFailed),
    );
  }

  /** Reads the list again once it has been read (an occurrence was cancelled, a day off added). */
  refresh() {
    if (this.status.loaded) void this.load();
  }

  cancel() {
    this.status.cancel();
  }
}
