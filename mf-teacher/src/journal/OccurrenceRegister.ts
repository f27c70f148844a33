import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { nextAttendanceMark, type AttendanceMark, type JournalMarkInput, type Occurrence } from '@diary/common';
import type { Notifier } from '@diary/web-kit';
import { ApiError, errorMessage, type HttpClient } from 'mf_auth/session';
import { JOURNAL_TEXTS } from './journal-texts';

export interface RegisterDeps {
  http: Pick<HttpClient, 'put'>;
  notify: Pick<Notifier, 'error'>;
  /** The server refused the occurrence itself (cancelled or gone meanwhile): the day should be read again. */
  onRefused?: () => void;
}

export interface StudentMark {
  mark: AttendanceMark | null;
  minutesLate: number | null;
}

type SetMark = StudentMark & { mark: AttendanceMark };

/**
 * One occurrence's register as the teacher takes it. Every change is saved at once by a PUT of the
 * changed students; until the server confirms it, the row shows the new mark as saving. One PUT at a
 * time per occurrence: what changes while it is on its way waits and goes in the next one, with the
 * latest state of each student, so a slow connection cannot reorder two taps. A refused PUT puts
 * the rows back to the confirmed marks and says why.
 */
export class OccurrenceRegister {
  /** The occurrence as the server last answered it. */
  occurrence: Occurrence;
  /** The marks set here that the server has not confirmed yet, by student. */
  private readonly drafts = observable.map<number, SetMark>();
  private sending = false;
  /** Students changed while a PUT was on its way. */
  private readonly waiting = new Set<number>();

  constructor(
    occurrence: Occurrence,
    private readonly deps: RegisterDeps,
    /** False for a date after today: nothing is marked ahead of time. */
    private readonly markableDate: boolean,
  ) {
    this.occurrence = occurrence;
    makeAutoObservable<OccurrenceRegister, 'deps' | 'drafts' | 'sending' | 'waiting' | 'markableDate'>(this, {
      deps: false,
      drafts: false,
      sending: false,
      waiting: false,
      markableDate: false,
      occurrence: observableRef,
    });
  }

  get key(): string {
    return `${this.occurrence.lessonId}/${this.occurrence.date}`;
  }

  get cancelled(): boolean {
    return this.occurrence.status === 'cancelled';
  }

  /** A planned occurrence of today or before, with students. */
  get canMark(): boolean {
    return this.markableDate && !this.cancelled && this.occurrence.students.length > 0;
  }

  /** Any student saving. */
  get isSaving(): boolean {
    return this.drafts.size > 0;
  }

  /** What the row shows: the mark being saved, else the confirmed one. */
  markOf(studentId: number): StudentMark {
    const draft = this.drafts.get(studentId);
    if (draft) return draft;
    const student = this.occurrence.students.find((s) => s.id === studentId);
    return { mark: student?.mark ?? null, minutesLate: student?.minutesLate ?? null };
  }

  isSavingStudent(studentId: number): boolean {
    return this.drafts.has(studentId);
  }

  /** One tap: nothing → present → absent → late → excused → present. */
  tap(studentId: number): void {
    if (!this.canMark) return;
    this.change([[studentId, { mark: nextAttendanceMark(this.markOf(studentId).mark), minutesLate: null }]]);
  }

  /** 'Опоздание, мин': the student is late by that many minutes (null: late, minutes unknown). */
  setMinutesLate(studentId: number, minutesLate: number | null): void {
    if (!this.canMark) return;
    const current = this.markOf(studentId);
    if (current.mark === 'late' && current.minutesLate === minutesLate) return;
    this.change([[studentId, { mark: 'late', minutesLate }]]);
  }

  /** 'Все присутствуют': every student of the lesson present, in one PUT. */
  markAllPresent(): void {
    if (!this.canMark) return;
    this.change(this.occurrence.students.map((s) => [s.id, { mark: 'present', minutesLate: null }]));
  }

  /** The day was read again: the server's occurrence, under the marks still being saved. */
  accept(occurrence: Occurrence): this {
    this.occurrence = occurrence;
    return this;
  }

  private change(entries: [number, SetMark][]): void {
    for (const [id, entry] of entries) this.drafts.set(id, entry);
    const ids = entries.map(([id]) => id);
    if (this.sending) ids.forEach((id) => this.waiting.add(id));
    else void this.send(ids);
  }

  private async send(ids: number[]): Promise<void> {
    this.sending = true;
    const { lessonId, date } = this.occurrence;
    const marks = ids.map((studentId) => markInput(studentId, this.drafts.get(studentId)!));
    try {
      const answer = await this.deps.http.put<Occurrence>(`journal/${lessonId}/${date}`, { marks });
      runInAction(() => {
        this.occurrence = answer;
        this.settle(ids);
      });
    } catch (error) {
      runInAction(() => this.refused(ids, error));
    }
    runInAction(() => {
      this.sending = false;
      const next = [...this.waiting];
      this.waiting.clear();
      if (next.length > 0) void this.send(next);
    });
  }

  /** The students sent are confirmed (or refused): their rows show the occurrence, unless changed again since. */
  private settle(ids: number[]): void {
    for (const id of ids) if (!this.waiting.has(id)) this.drafts.delete(id);
  }

  private refused(ids: number[], error: unknown): void {
    this.deps.notify.error(errorMessage(error, JOURNAL_TEXTS.saveFailed));
    // 409 'Занятие отменено', 404 'Занятие не найдено': no mark of this occurrence can be saved any more.
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
      this.waiting.clear();
      this.drafts.clear();
      this.deps.onRefused?.();
      return;
    }
    this.settle(ids);
  }
}

function markInput(studentId: number, entry: SetMark): JournalMarkInput {
  if (entry.mark === 'late' && entry.minutesLate !== null) return { studentId, mark: 'late', minutesLate: entry.minutesLate };
  return { studentId, mark: entry.mark };
}
