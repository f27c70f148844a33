import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { formatMonth, monthOfDate, type MonthState, type SalaryMonth } from '@diary/common';
import { choiceParam, idParam, LatestLoad, monthParam, TeacherSalaryStore, type Confirm, type UrlBinding } from '@diary/web-kit';
import { errorMessage } from 'mf_auth/session';
import type { ReportsDeps } from '../shared';
import { PayRatesStore } from './PayRatesStore';
import { SALARY_TEXTS } from './salary-texts';

export const SALARY_VIEWS = ['teachers', 'rates'] as const;
export type SalaryView = (typeof SALARY_VIEWS)[number];

interface SalaryUrlState {
  month: string;
  view: SalaryView;
  teacher: number | null;
}

export interface SalaryDeps extends ReportsDeps {
  /** The current month is taken from it (the device's clock). */
  now?: () => Date;
}

/**
 * /admin/salary 'Начисление зарплаты' (docs/product/beyond.md §6): a month's teachers and their
 * figures as the API reckoned them, one teacher's held lessons, the pay rates, closing and reopening
 * the month, and its export. The month, the view and the teacher opened are in the address.
 */
export class SalaryStore {
  readonly currentMonth: string;
  month: string;
  view: SalaryView = 'teachers';
  salary: SalaryMonth | null = null;
  /** A close or reopen on its way. */
  switching = false;
  readonly teacher: TeacherSalaryStore;
  readonly rates: PayRatesStore;
  readonly status = new LatestLoad();

  constructor(private readonly deps: SalaryDeps) {
    this.currentMonth = monthOfDate((deps.now ?? (() => new Date()))());
    this.month = this.currentMonth;
    this.teacher = new TeacherSalaryStore(deps, null, this.month);
    this.rates = new PayRatesStore(deps, () => void this.loadMonth());
    makeAutoObservable<SalaryStore, 'deps'>(this, {
      deps: false,
      status: false,
      currentMonth: false,
      teacher: false,
      rates: false,
      url: false,
      salary: observableRef,
    });
  }

  get monthName(): string {
    return formatMonth(this.month);
  }

  /** The month's teachers as a table's rows (one a teacher). */
  get rows() {
    return (this.salary?.items ?? []).map((line) => ({ ...line, id: line.teacher.id }));
  }

  get url(): UrlBinding<SalaryUrlState> {
    return {
      params: {
        month: monthParam('month', this.currentMonth),
        view: choiceParam('view', SALARY_VIEWS, 'teachers'),
        teacher: idParam('teacher'),
      },
      read: () => ({ month: this.month, view: this.view, teacher: this.teacher.teacherId }),
      apply: (state) => this.applyState(state),
      load: () => this.loadShown(),
    };
  }

  private applyState({ month, view, teacher }: SalaryUrlState) {
    if (month !== this.month) {
      this.month = month;
      this.salary = null;
      this.status.reset();
    }
    this.view = view;
    if (teacher === null) this.teacher.clear();
    else this.teacher.select(month, teacher);
  }

  /** Everything at once: the month, the teacher opened by a link, the rates and their names. */
  async load(): Promise<void> {
    await Promise.all([this.loadShown(), this.rates.load()]);
  }

  private async loadShown(): Promise<void> {
    await Promise.all([this.loadMonth(), this.teacher.teacherId === null ? null : this.teacher.fetch()]);
  }

  loadMonth(): Promise<boolean> {
    const { month } = this;
    return this.status.run(
      () => this.deps.http.get<SalaryMonth>('salary', { month }),
      (salary) => (this.salary = salary),
      (error) => errorMessage(error, SALARY_TEXTS.loadFailed),
    );
  }

  setMonth(month: string) {
    if (month === this.month) return;
    this.applyState({ month, view: this.view, teacher: null });
    void this.loadMonth();
  }

  setView(view: SalaryView) {
    this.view = view;
  }

  /** A teacher's row: their held lessons of the month. */
  openTeacher(teacherId: number) {
    void this.teacher.show(this.month, teacherId);
  }

  closeTeacher() {
    this.teacher.clear();
  }

  /** The teacher opened: as their month's answer names them, as the month's table did until it comes. */
  get openedTeacherName(): string {
    const { teacherId, salary } = this.teacher;
    return salary?.teacher.fullName ?? this.rows.find((row) => row.id === teacherId)?.teacher.fullName ?? '';
  }

  /**
   * 'Закрыть месяц' (asked first) or 'Открыть месяц': the figures then stay as they are, or follow the
   * journal and the rates again. A month not yet ended is refused with the server's message.
   */
  async setClosed(closed: boolean, confirm: Confirm): Promise<boolean> {
    const { month } = this;
    if (
      closed &&
      !(await confirm(SALARY_TEXTS.closeQuestion(this.monthName), { title: SALARY_TEXTS.close, confirmLabel: SALARY_TEXTS.close }))
    ) {
      return false;
    }
    runInAction(() => (this.switching = true));
    try {
      const state = await this.deps.http.post<MonthState>(closed ? 'salary/close' : 'salary/reopen', { month });
      runInAction(() => {
        if (this.salary?.month === state.month) this.salary = { ...this.salary, closed: state.closed };
      });
      this.deps.notify.success(state.closed ? SALARY_TEXTS.closed : SALARY_TEXTS.reopened);
      void this.loadMonth();
      return true;
    } catch (error) {
      this.deps.notify.error(errorMessage(error, closed ? SALARY_TEXTS.closeFailed : SALARY_TEXTS.reopenFailed));
      return false;
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  /** GET salary/export.xlsx of the month: a row per teacher and a sheet of the held lessons. */
  exportFile(): Promise<Blob> {
    return this.deps.http.download('salary/export.xlsx', { month: this.month });
  }

  get exportFileName(): string {
    return `${SALARY_TEXTS.exportFile} ${this.month}`;
  }

  dispose() {
    this.status.cancel();
    this.teacher.cancel();
    this.rates.cancel();
  }
}
