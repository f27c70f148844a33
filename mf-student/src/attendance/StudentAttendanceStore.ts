import { makeAutoObservable, observableRef } from 'mobx';
import { studentAttendanceQuery, toIsoDate, type StudentAttendance } from '@diary/common';
import { LatestLoad } from '@diary/web-kit';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import { groupByMonth, schoolYearSoFar, type AttendanceMonth } from './attendance-model';
import { ATTENDANCE_TEXTS } from './attendance-texts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface StudentAttendanceDeps {
  http: Pick<HttpClient, 'get'>;
  /** Today is taken from it (the device's clock). */
  now?: () => Date;
}

/** A student's own marks and rate over a period (GET journal/student/:id), the current school year at first. */
export class StudentAttendanceStore {
  from: string;
  to: string;
  attendance: StudentAttendance | null = null;
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: StudentAttendanceDeps,
    readonly studentId: number,
  ) {
    ({ from: this.from, to: this.to } = schoolYearSoFar(toIsoDate((deps.now ?? (() => new Date()))())));
    makeAutoObservable<StudentAttendanceStore, 'deps'>(this, {
      deps: false,
      status: false,
      studentId: false,
      attendance: observableRef,
    });
  }

  /** Both dates whole (not being typed). */
  get periodComplete(): boolean {
    return ISO_DAY.test(this.from) && ISO_DAY.test(this.to);
  }

  /** What is wrong with the period chosen (the API's own rule: start before end, at most 400 days), or null. */
  get periodError(): string | null {
    if (!this.periodComplete) return null;
    const checked = studentAttendanceQuery.safeParse({ from: this.from, to: this.to });
    return checked.success ? null : (checked.error.issues[0]?.message ?? null);
  }

  get months(): AttendanceMonth[] {
    return groupByMonth(this.attendance?.items ?? []);
  }

  /** The period came and holds no mark. */
  get isEmpty(): boolean {
    return this.attendance !== null && !this.status.isLoading && this.attendance.items.length === 0;
  }

  /** Reads the period's marks; nothing is asked while a date is being typed or the period is wrong. */
  fetch(): Promise<boolean> {
    if (!this.periodComplete) return Promise.resolve(false);
    if (this.periodError) {
      this.status.reset();
      this.attendance = null;
      return Promise.resolve(false);
    }
    const { from, to } = this;
    return this.status.run(
      () => this.deps.http.get<StudentAttendance>(`journal/student/${this.studentId}`, { from, to }),
      (attendance) => (this.attendance = attendance),
      (error) => errorMessage(error, ATTENDANCE_TEXTS.loadFailed),
    );
  }

  cancel(): void {
    this.status.cancel();
  }

  /** A new start or end of the period ('' while a date is being typed): read again. */
  setPeriod(period: { from?: string; to?: string }): void {
    if (period.from !== undefined) this.from = period.from;
    if (period.to !== undefined) this.to = period.to;
    void this.fetch();
  }
}
