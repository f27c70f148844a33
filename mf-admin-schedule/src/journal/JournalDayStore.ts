import { makeAutoObservable, observableRef } from 'mobx';
import type { JournalDay, Occurrence } from '@diary/common';
import { ApiError, errorMessage } from 'mf_auth/session';
import { LatestLoad, runRowAction, type SaveResult, type StoreDeps } from '@diary/web-kit';
import { DAY_TEXTS } from './journal-texts';
import { momentOf, occurrenceKey, occurrencePath, occurrenceState, type OccurrenceState } from './occurrence-model';

export interface JournalDeps extends StoreDeps {
  /** The clock (a fixed one in tests). */
  now?: () => Date;
}

export type CancelResult = SaveResult<'reason'>;

/**
 * The 'День' tab: one date's occurrences, of every branch or one; an occurrence cancelled with a
 * reason, or restored. `onChange` tells the rest of the journal that the registers to take changed.
 */
export class JournalDayStore {
  date: string;
  filialId: number | null = null;
  lessons: Occurrence[] = [];
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: JournalDeps,
    today: string,
    private readonly onChange: () => void = () => undefined,
  ) {
    this.date = today;
    makeAutoObservable<JournalDayStore, 'deps' | 'onChange'>(this, {
      deps: false,
      status: false,
      onChange: false,
      lessons: observableRef,
    });
  }

  /** Where an occurrence stands now: the clock is read at each render, not once, as the page may stay open while lessons end. */
  stateOf(occurrence: Occurrence): OccurrenceState {
    return occurrenceState(occurrence, momentOf((this.deps.now ?? (() => new Date()))()));
  }

  /** A whole date: '' while the field is half typed changes nothing. */
  setDate(date: string) {
    if (!date || date === this.date) return;
    this.date = date;
    void this.load();
  }

  setFilial(id: number | null) {
    if (id === this.filialId) return;
    this.filialId = id;
    void this.load();
  }

  /** Takes the date and branch the address shows, without loading. */
  apply(date: string, filialId: number | null) {
    this.date = date;
    this.filialId = filialId;
  }

  load(): Promise<boolean> {
    const query = { date: this.date, filialId: this.filialId ?? undefined };
    return this.status.run(
      () => this.deps.http.get<JournalDay>('journal/day', query),
      (day) => (this.lessons = day.lessons),
      (error) => errorMessage(error, DAY_TEXTS.loadFailed),
    );
  }

  /** 'Отменить занятие' with its reason; a refusal is the server's message, and the day reloads to show what holds. */
  async cancel(occurrence: Occurrence, reason: string): Promise<CancelResult> {
    let updated: Occurrence;
    try {
      updated = await this.deps.http.post<Occurrence>(`${occurrencePath(occurrence)}/cancel`, { reason });
    } catch (error) {
      this.deps.notify.error(errorMessage(error, DAY_TEXTS.cancelFailed));
      const reasonError = error instanceof ApiError ? error.fieldMessage('reason') : undefined;
      // refused for what the occurrence is now (gone, cancelled meanwhile): show the day as it stands
      if (!reasonError) void this.load();
      return { ok: false, fieldErrors: { reason: reasonError }, message: null };
    }
    this.replace(updated);
    this.deps.notify.success(DAY_TEXTS.cancelled);
    this.onChange();
    return { ok: true };
  }

  /** 'Вернуть занятие': the occurrence is planned again. */
  restore(occurrence: Occurrence): Promise<boolean> {
    let updated: Occurrence | undefined;
    return runRowAction(this.deps.notify, {
      request: async () => {
        updated = await this.deps.http.delete<Occurrence>(`${occurrencePath(occurrence)}/cancel`);
      },
      apply: () => {
        // the API answers the occurrence; without it the day is read again
        if (updated && 'lessonId' in updated) this.replace(updated);
        else void this.load();
        this.onChange();
      },
      done: DAY_TEXTS.restored,
      failed: (error) => errorMessage(error, DAY_TEXTS.restoreFailed),
    });
  }

  cancelLoad() {
    this.status.cancel();
  }

  private replace(updated: Occurrence) {
    const key = occurrenceKey(updated);
    this.lessons = this.lessons.map((lesson) => (occurrenceKey(lesson) === key ? updated : lesson));
  }
}
