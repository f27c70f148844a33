import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient } from 'mf_auth/session';
import { errorMessage } from 'mf_auth/session';
import type { Paged, Subject, UserListEntry } from '@diary/common/types';
import type { StudentOption } from '../achievements/types';
import { LatestLoad } from '../crud/LatestLoad';
import {
  defaultStatisticsFilters,
  statisticsRequest,
  STATISTICS_ERROR_MS,
  STATISTICS_TEXTS,
  validateStatisticsRange,
  type StatisticsFilters,
  type StatisticsMetric,
  type StatisticsRequest,
  type StatisticsResult,
} from './statistics-model';

export interface StatisticsStoreDeps {
  http: Pick<HttpClient, 'get' | 'post'>;
  /** Where failures that are only logged go (docs/product/messages.md: the subject list). */
  log?: (message: string, error: unknown) => void;
}

export interface StatisticsStoreOptions {
  /** ADMIN: a teacher selector; otherwise the teacher is pinned to `ownId`. */
  teacherSelectable: boolean;
  ownId: number | null;
}

/**
 * The statistics screen (docs/product/screens.md and docs/product/rules.md, docs/product/messages.md): filters, the lists behind them, POST statistics,
 * and errors that clear themselves after 2 seconds.
 */
export class StatisticsStore {
  filters: StatisticsFilters;
  students: StudentOption[] = [];
  teachers: StudentOption[] = [];
  subjects: string[] = [];
  result: StatisticsResult | null = null;
  /** The metric the shown result was asked for. */
  resultMetric: StatisticsMetric = 'app';
  error: string | null = null;
  private errorTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly resultLoad = new LatestLoad();

  constructor(
    private readonly deps: StatisticsStoreDeps,
    readonly options: StatisticsStoreOptions,
  ) {
    this.filters = defaultStatisticsFilters(this.pinnedTeacher);
    makeAutoObservable<StatisticsStore, 'deps' | 'errorTimer' | 'resultLoad'>(this, {
      deps: false,
      options: false,
      errorTimer: false,
      resultLoad: false,
    });
  }

  private get pinnedTeacher(): number | null {
    return this.options.teacherSelectable ? null : this.options.ownId;
  }

  setFilter<K extends keyof StatisticsFilters>(key: K, value: StatisticsFilters[K]) {
    if (key === 'teacher' && !this.options.teacherSelectable) return;
    this.filters = { ...this.filters, [key]: value };
  }

  /** 'Сбросить фильтры': the defaults; a pinned teacher stays. */
  reset() {
    this.filters = defaultStatisticsFilters(this.pinnedTeacher);
    this.result = null;
    this.clearError();
  }

  /** The students with visible achievements, the teachers (ADMIN) and the subjects. */
  async loadLists(): Promise<void> {
    const { http } = this.deps;
    const jobs: Promise<void>[] = [
      http.get<Paged<StudentOption>>('statistics').then(
        (page) => {
          runInAction(() => (this.students = page.items));
        },
        (error: unknown) => this.showError(errorMessage(error, STATISTICS_TEXTS.studentsFailed)),
      ),
      http.get<Subject[]>('subjects').then(
        (subjects) => {
          runInAction(() => (this.subjects = subjects.map((s) => s.name)));
        },
        (error: unknown) => {
          (this.deps.log ?? console.error)(STATISTICS_TEXTS.subjectsFailed, error);
          runInAction(() => (this.subjects = []));
        },
      ),
    ];
    if (this.options.teacherSelectable) {
      jobs.push(
        http.get<UserListEntry[]>('users/teachers').then(
          (teachers) => {
            runInAction(() => (this.teachers = teachers.map((t) => ({ id: t.id, fullName: t.fullName }))));
          },
          (error: unknown) => this.showError(errorMessage(error, STATISTICS_TEXTS.teachersFailed)),
        ),
      );
    }
    await Promise.all(jobs);
  }

  /**
   * 'Показать' on any statistics screen: a refused range shows its error and gives null;
   * otherwise the error clears and the request for the filters comes back.
   */
  requestToShow(): StatisticsRequest | null {
    const invalid = validateStatisticsRange(this.filters.startDate, this.filters.endDate);
    if (invalid) {
      this.showError(invalid);
      return null;
    }
    this.clearError();
    return statisticsRequest(this.filters);
  }

  /** 'Показать': checks the range, then POST statistics. */
  async show(): Promise<void> {
    const request = this.requestToShow();
    if (!request) return;
    await this.resultLoad.run(
      () => this.deps.http.post<StatisticsResult>('statistics', request),
      (result) => {
        this.result = { labels: result.labels ?? [], values: result.values ?? [] };
        this.resultMetric = request.metric;
      },
      (error) => {
        const message = errorMessage(error, STATISTICS_TEXTS.loadFailed);
        this.showError(message);
        return message;
      },
    );
  }

  get isLoading(): boolean {
    return this.resultLoad.isLoading;
  }

  showError(message: string) {
    if (this.errorTimer) clearTimeout(this.errorTimer);
    this.error = message;
    this.errorTimer = setTimeout(() => this.clearError(), STATISTICS_ERROR_MS);
  }

  clearError() {
    if (this.errorTimer) clearTimeout(this.errorTimer);
    this.errorTimer = null;
    this.error = null;
  }

  /** Stops a pending error timer when the screen goes away. */
  dispose() {
    if (this.errorTimer) clearTimeout(this.errorTimer);
    this.errorTimer = null;
    this.resultLoad.cancel();
  }
}
