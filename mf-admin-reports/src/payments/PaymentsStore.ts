import { makeAutoObservable } from 'mobx';
import { formatDate, formatPrice, toIsoDate, type Debtor, type DebtorPage, type Payment, type PaymentPage } from '@diary/common';
import {
  choiceParam,
  dateParam,
  idParam,
  PagedList,
  runRowAction,
  saveFailure,
  StudentBalanceStore,
  type Confirm,
  type PageWindow,
  type SaveResult,
  type UrlBinding,
} from '@diary/web-kit';
import { errorMessage, type Query } from 'mf_auth/session';
import type { ReportsDeps } from '../shared';
import { PAYMENT_FIELDS, type PaymentField, type PaymentPayload } from './payment-form-model';
import { PAYMENT_TEXTS } from './payment-texts';

export const PAYMENT_VIEWS = ['payments', 'debtors'] as const;
export type PaymentsView = (typeof PAYMENT_VIEWS)[number];

export interface PaymentFilters {
  studentId: number | null;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const NO_PAYMENT_FILTERS: PaymentFilters = { studentId: null, from: '', to: '' };

/** A debtor as a row of a table: one a student. */
export type DebtorRow = Debtor & { id: number };

interface PaymentsUrlState extends PaymentFilters {
  view: PaymentsView;
  balance: number | null;
  page: number;
  pageSize: number;
  debtorsPage: number;
  debtorsPageSize: number;
}

export interface PaymentsDeps extends ReportsDeps {
  /** Today is taken from it (the device's clock). */
  now?: () => Date;
}

/**
 * /admin/payments 'Оплаты' (docs/product/beyond.md §7): recording a payment, the payments newest
 * first (paged by the API, filtered by student and period), deleting one made by mistake (ADMIN),
 * the debtors largest debt first and a debtor's balance, and the ADMIN's export of a period.
 */
export class PaymentsStore {
  view: PaymentsView = 'payments';
  filters: PaymentFilters = { ...NO_PAYMENT_FILTERS };
  readonly list: PagedList<Payment>;
  readonly debtors: PagedList<DebtorRow>;
  /** The balance of the debtor opened (none: `studentId` null). */
  readonly balance: StudentBalanceStore;

  constructor(private readonly deps: PaymentsDeps) {
    this.list = new PagedList<Payment>({
      fetchPage: (window) => this.fetchPayments(window),
      failure: (error) => errorMessage(error, PAYMENT_TEXTS.loadFailed),
      // the API orders newest first, and only so
      sortFields: {},
    });
    this.debtors = new PagedList<DebtorRow>({
      fetchPage: (window) => this.fetchDebtors(window),
      failure: (error) => errorMessage(error, PAYMENT_TEXTS.debtorsFailed),
      sortFields: {},
      paramPrefix: 'debtors',
    });
    this.balance = new StudentBalanceStore(deps, null);
    makeAutoObservable<PaymentsStore, 'deps'>(this, { deps: false, list: false, debtors: false, balance: false, url: false });
  }

  get rights() {
    const { viewer } = this.deps;
    return { create: viewer.can('payments.create'), remove: viewer.can('payments.delete'), export: viewer.can('payments.export') };
  }

  get today(): string {
    return toIsoDate((this.deps.now ?? (() => new Date()))());
  }

  /** The filters as the API reads them (GET payments; the export takes the period). */
  get filterQuery(): Query {
    const { studentId, from, to } = this.filters;
    return { studentId: studentId ?? undefined, from: from || undefined, to: to || undefined };
  }

  private fetchPayments({ page, limit }: PageWindow<string>) {
    return this.deps.http.get<PaymentPage>('payments', { ...this.filterQuery, page, limit });
  }

  private async fetchDebtors({ page, limit }: PageWindow<string>) {
    const answer = await this.deps.http.get<DebtorPage>('balance/debtors', { page, limit });
    return { items: answer.items.map((debtor) => ({ ...debtor, id: debtor.student.id })), total: answer.total };
  }

  get url(): UrlBinding<PaymentsUrlState> {
    const payments = this.list.positionParams();
    const debtors = this.debtors.positionParams();
    return {
      params: {
        view: choiceParam('view', PAYMENT_VIEWS, 'payments'),
        studentId: idParam('student'),
        from: dateParam('from'),
        to: dateParam('to'),
        balance: idParam('balance'),
        page: payments.page,
        pageSize: payments.pageSize,
        debtorsPage: debtors.page,
        debtorsPageSize: debtors.pageSize,
      },
      read: () => ({
        view: this.view,
        ...this.filters,
        balance: this.balance.studentId,
        page: this.list.pagination.page,
        pageSize: this.list.pagination.pageSize,
        debtorsPage: this.debtors.pagination.page,
        debtorsPageSize: this.debtors.pagination.pageSize,
      }),
      apply: (state) => this.applyUrl(state),
      load: () => this.load(),
    };
  }

  private applyUrl({ view, studentId, from, to, balance, page, pageSize, debtorsPage, debtorsPageSize }: PaymentsUrlState) {
    this.view = view;
    this.filters = { studentId, from, to };
    this.list.restore({ page, pageSize, sortModel: [] });
    this.debtors.restore({ page: debtorsPage, pageSize: debtorsPageSize, sortModel: [] });
    if (balance !== this.balance.studentId) void this.balance.show(balance);
  }

  /** Both lists at once, so the tabs switch without a wait. */
  async load(): Promise<void> {
    await Promise.all([this.list.load(), this.debtors.load()]);
  }

  setView(view: PaymentsView) {
    this.view = view;
  }

  setFilter<K extends keyof PaymentFilters>(key: K, value: PaymentFilters[K]) {
    if (this.filters[key] === value) return;
    this.filters = { ...this.filters, [key]: value };
    this.list.firstPage();
    void this.list.load();
  }

  /** POST payments: the list's first page shows it, and the debtors are read again. */
  async record(payload: PaymentPayload): Promise<SaveResult<PaymentField>> {
    try {
      await this.deps.http.post<Payment>('payments', payload);
    } catch (error) {
      return saveFailure(error, PAYMENT_FIELDS);
    }
    this.deps.notify.success(PAYMENT_TEXTS.recorded);
    this.list.firstPage();
    void this.list.load();
    this.moneyChanged();
    return { ok: true };
  }

  remove(payment: Payment, confirm: Confirm): Promise<boolean> {
    const what = `${formatPrice(payment.amount)} от ${formatDate(payment.date)} (${payment.student.fullName})`;
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: PAYMENT_TEXTS.removeQuestion(what) },
      request: () => this.deps.http.delete(`payments/${payment.id}`),
      apply: () => {
        this.list.drop(payment.id);
        this.moneyChanged();
      },
      done: PAYMENT_TEXTS.removed,
      failed: (error) => errorMessage(error, PAYMENT_TEXTS.removeFailed),
    });
  }

  /** A payment came or went: who owes what, and the balance opened, are read again. */
  private moneyChanged() {
    void this.debtors.load();
    if (this.balance.studentId !== null) void this.balance.fetch();
  }

  /** A debtor's balance: paid, charged and the operations. */
  openBalance(studentId: number) {
    void this.balance.show(studentId);
  }

  closeBalance() {
    void this.balance.show(null);
  }

  /** The debtor opened: as their balance names them, as the debtors' table did until it comes. */
  get openedStudentName(): string {
    const { studentId, balance } = this.balance;
    return balance?.student.fullName ?? this.debtors.items.find((row) => row.id === studentId)?.student.fullName ?? '';
  }

  /** GET payments/export.xlsx of the period chosen. */
  exportFile(): Promise<Blob> {
    const { from, to } = this.filterQuery;
    return this.deps.http.download('payments/export.xlsx', { from, to });
  }

  get exportFileName(): string {
    const { from, to } = this.filters;
    return [PAYMENT_TEXTS.exportFile, from && `с ${formatDate(from)}`, to && `по ${formatDate(to)}`].filter(Boolean).join(' ');
  }

  dispose() {
    this.list.cancel();
    this.debtors.cancel();
    this.balance.cancel();
  }
}
