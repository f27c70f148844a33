import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient } from 'mf_auth/session';
import { recentSchoolYears } from '@diary/common/format';
import { schoolYearOf } from '@diary/common/schemas/achievement-rules';
import type { MonthlyReportPage, MonthlyReportStudent } from '@diary/common/schemas/monthly-reports';
import type { UserListEntry } from '@diary/common/types';
import type { StudentOption } from '../achievements/types';
import { LatestLoad } from '../crud/LatestLoad';

export const MONTHLY_REPORT_TEXTS = {
  title: 'Отчеты учителей по месяцам (учебный год)',
  empty: 'Нет данных для отображения за выбранный учебный год. Выберите учителя и учебный год.',
  loadFailed: 'Ошибка загрузки отчетов',
  teachersFailed: 'Произошла ошибка при загрузке учителей',
  clear: 'Очистить фильтры',
  previous: 'Предыдущая',
  next: 'Следующая',
  allTeachers: 'Все учителя',
} as const;

/** docs/product/constants.md: 50 students per page. */
export const MONTHLY_REPORT_PAGE_SIZE = 50;

export interface MonthlyReportsStoreOptions {
  /** A teacher's own screen: the teacher filter is this id, fixed and hidden. */
  pinnedTeacherId?: number | null;
  now?: Date;
}

export function pageText(page: number, totalPages: number): string {
  return `Страница ${page} из ${Math.max(1, totalPages)}`;
}

export function totalText(total: number): string {
  return `Всего учеников: ${total}`;
}

/** docs/product/screens.md "Monthly teacher reports": filters, the school year, server paging by 50. */
export class MonthlyReportsStore {
  readonly years: number[];
  teacherId: number | null;
  year: number;
  search = '';
  page = 1;
  rows: MonthlyReportStudent[] = [];
  total = 0;
  totalPages = 0;
  teachers: StudentOption[] = [];
  teachersError: string | null = null;
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: { http: Pick<HttpClient, 'get'> },
    private readonly options: MonthlyReportsStoreOptions = {},
  ) {
    const now = options.now ?? new Date();
    this.years = recentSchoolYears(now);
    this.year = schoolYearOf(now);
    this.teacherId = options.pinnedTeacherId ?? null;
    makeAutoObservable<MonthlyReportsStore, 'deps' | 'options'>(this, {
      deps: false,
      options: false,
      status: false,
      years: false,
    });
  }

  get teacherPinned(): boolean {
    return this.options.pinnedTeacherId != null;
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.totalPages;
  }

  async load(): Promise<void> {
    await this.status.run(
      () =>
        this.deps.http.get<MonthlyReportPage>('achivements/monthly-reports', {
          teacherId: this.teacherId ?? undefined,
          year: this.year,
          page: this.page,
          limit: MONTHLY_REPORT_PAGE_SIZE,
          studentSearch: this.search.trim() || undefined,
        }),
      (result) => {
        this.rows = result.students;
        this.total = result.total;
        this.totalPages = result.totalPages;
      },
      () => {
        this.rows = [];
        return MONTHLY_REPORT_TEXTS.loadFailed;
      },
    );
  }

  async loadTeachers(): Promise<void> {
    if (this.teacherPinned) return;
    try {
      const teachers = await this.deps.http.get<UserListEntry[]>('users/teachers');
      runInAction(() => {
        this.teachers = teachers.map((t) => ({ id: t.id, fullName: t.fullName }));
        this.teachersError = null;
      });
    } catch {
      runInAction(() => (this.teachersError = MONTHLY_REPORT_TEXTS.teachersFailed));
    }
  }

  setTeacher(id: number | null) {
    if (this.teacherPinned) return;
    this.teacherId = id;
    this.page = 1;
    void this.load();
  }

  setYear(year: number) {
    this.year = year;
    this.page = 1;
    void this.load();
  }

  /** The search box: call it after the user stops typing. */
  setSearch(text: string) {
    if (text === this.search) return;
    this.search = text;
    this.page = 1;
    void this.load();
  }

  /** 'Очистить фильтры': every teacher (unless pinned), the current school year, no search. */
  clearFilters() {
    this.teacherId = this.options.pinnedTeacherId ?? null;
    this.year = this.years[0]!;
    this.search = '';
    this.page = 1;
    void this.load();
  }

  previous() {
    if (!this.hasPrevious) return;
    this.page -= 1;
    void this.load();
  }

  next() {
    if (!this.hasNext) return;
    this.page += 1;
    void this.load();
  }
}
