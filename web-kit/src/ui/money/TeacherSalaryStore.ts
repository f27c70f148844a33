import { makeAutoObservable, observableRef } from 'mobx';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import type { TeacherSalary } from '@diary/common/schemas/money';
import { monthOfDate } from '@diary/common/format/month';
import { LatestLoad } from '../crud/LatestLoad';
import { monthParam, type UrlParams } from '../crud/url-state';
import type { UrlBinding } from '../crud/use-url-state';
import { MONEY_TEXTS } from './money-texts';

export interface TeacherSalaryDeps {
  http: Pick<HttpClient, 'get'>;
  /** The current month is taken from it (the device's clock). */
  now?: () => Date;
}

/**
 * A teacher's month (GET salary/teacher/:id?month): the held lessons, each with the rate the API
 * chose and its amount, the month's amount and whether the month is closed. The teacher's own
 * 'Моя зарплата', and a teacher's row of the admin's 'Начисление зарплаты'.
 */
export class TeacherSalaryStore {
  month: string;
  teacherId: number | null;
  salary: TeacherSalary | null = null;
  readonly currentMonth: string;
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: TeacherSalaryDeps,
    teacherId: number | null,
    month?: string,
  ) {
    this.currentMonth = monthOfDate((deps.now ?? (() => new Date()))());
    this.month = month ?? this.currentMonth;
    this.teacherId = teacherId;
    makeAutoObservable<TeacherSalaryStore, 'deps'>(this, {
      deps: false,
      status: false,
      currentMonth: false,
      url: false,
      salary: observableRef,
    });
  }

  /** The month came and holds no held lesson. */
  get isEmpty(): boolean {
    return this.salary !== null && this.salary.items.length === 0;
  }

  fetch(): Promise<boolean> {
    const { teacherId, month } = this;
    if (teacherId === null) return Promise.resolve(false);
    return this.status.run(
      () => this.deps.http.get<TeacherSalary>(`salary/teacher/${teacherId}`, { month }),
      (salary) => (this.salary = salary),
      (error) => errorMessage(error, MONEY_TEXTS.salaryFailed),
    );
  }

  /** Another month (or teacher): what was shown goes at once, then the new one is read. */
  show(month: string, teacherId: number | null = this.teacherId): Promise<boolean> {
    this.select(month, teacherId);
    return this.fetch();
  }

  setMonth(month: string): void {
    if (month !== this.month) void this.show(month);
  }

  /** Nothing shown and nothing awaited (the admin's dialog closed). */
  clear(): void {
    this.status.reset();
    this.teacherId = null;
    this.salary = null;
  }

  cancel(): void {
    this.status.cancel();
  }

  /** `?month=YYYY-MM`, the current month by default. */
  get url(): UrlBinding<{ month: string }> {
    const params: UrlParams<{ month: string }> = { month: monthParam('month', this.currentMonth) };
    return {
      params,
      read: () => ({ month: this.month }),
      apply: ({ month }) => this.select(month, this.teacherId),
      load: () => this.fetch(),
    };
  }

  /** Another month or teacher, not read yet (the address asked for it): what was shown goes. */
  select(month: string, teacherId: number | null) {
    if (month === this.month && teacherId === this.teacherId) return;
    this.month = month;
    this.teacherId = teacherId;
    this.salary = null;
    this.status.reset();
  }
}
