import { makeAutoObservable, observableRef } from 'mobx';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import type { StudentBalance } from '@diary/common/schemas/money';
import { LatestLoad } from '../crud/LatestLoad';
import { MONEY_TEXTS } from './money-texts';

/**
 * A student's balance (GET balance/student/:id): paid, charged, the balance and the payments and
 * charges newest first, as the API answers them. The student's own 'Баланс', and a debtor's in 'Оплаты'.
 */
export class StudentBalanceStore {
  studentId: number | null;
  balance: StudentBalance | null = null;
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: { http: Pick<HttpClient, 'get'> },
    studentId: number | null,
  ) {
    this.studentId = studentId;
    makeAutoObservable<StudentBalanceStore, 'deps'>(this, { deps: false, status: false, balance: observableRef });
  }

  fetch(): Promise<boolean> {
    const { studentId } = this;
    if (studentId === null) return Promise.resolve(false);
    return this.status.run(
      () => this.deps.http.get<StudentBalance>(`balance/student/${studentId}`),
      (balance) => (this.balance = balance),
      (error) => errorMessage(error, MONEY_TEXTS.balanceFailed),
    );
  }

  /** Another student's: the one shown goes at once. */
  show(studentId: number | null): Promise<boolean> {
    if (studentId !== this.studentId) {
      this.studentId = studentId;
      this.balance = null;
      this.status.reset();
    }
    return this.fetch();
  }

  cancel(): void {
    this.status.cancel();
  }
}
