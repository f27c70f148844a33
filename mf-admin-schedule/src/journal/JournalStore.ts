import { makeAutoObservable, runInAction } from 'mobx';
import type { Filial, UserListEntry } from '@diary/common';
import {
  choiceParam,
  dateParam,
  idParam,
  WholeList,
  type SelectOption,
  type StoreDeps,
  type UrlBinding,
  type UrlParam,
} from '@diary/web-kit';
import type { HttpClient } from 'mf_auth/session';
import { DaysOffStore } from './DaysOffStore';
import { JournalDayStore, type JournalDeps } from './JournalDayStore';
import { monthOf, rangeText } from './journal-dates';
import { JOURNAL_TEXTS } from './journal-texts';
import { momentOf } from './occurrence-model';
import { UnmarkedStore } from './UnmarkedStore';

export const JOURNAL_TABS = ['day', 'unmarked', 'daysOff'] as const;
export type JournalTab = (typeof JOURNAL_TABS)[number];

/** The journal's calls: the kit's, and the download of its export. */
export interface JournalScreenDeps extends Omit<JournalDeps, 'http'> {
  http: StoreDeps['http'] & Pick<HttpClient, 'download'>;
}

interface JournalUrlState {
  tab: JournalTab;
  date: string;
  filial: number | null;
}

/** What a select of branches or teachers holds for "all". */
const ALL = '';

/**
 * /admin/journal 'Журнал посещаемости' (docs/product/beyond.md §3): a date's occurrences of one
 * branch or all (cancel, restore), the registers not taken, the days off, and the ADMIN's export
 * of the day's month. A cancellation or a day off reads again what it changes.
 */
export class JournalStore {
  readonly filials = new WholeList<Filial>();
  teachers: UserListEntry[] = [];
  tab: JournalTab = 'day';
  readonly today: string;
  readonly day: JournalDayStore;
  readonly unmarked: UnmarkedStore;
  readonly daysOff: DaysOffStore;

  constructor(private readonly deps: JournalScreenDeps) {
    this.today = momentOf((deps.now ?? (() => new Date()))()).date;
    this.unmarked = new UnmarkedStore(deps, this.today);
    this.day = new JournalDayStore(deps, this.today, () => this.unmarked.refresh());
    this.daysOff = new DaysOffStore(deps, this.today, () => {
      if (this.day.status.loaded) void this.day.load();
      this.unmarked.refresh();
    });
    makeAutoObservable<JournalStore, 'deps'>(this, {
      deps: false,
      filials: false,
      today: false,
      day: false,
      unmarked: false,
      daysOff: false,
    });
  }

  get rights() {
    const { viewer } = this.deps;
    return {
      cancel: viewer.can('journal.cancel'),
      export: viewer.can('journal.export'),
      manageDaysOff: viewer.can('daysOff.manage'),
      history: viewer.can('audit.read'),
    };
  }

  /** 'Все филиалы', then the active branches. */
  get filialOptions(): SelectOption<string>[] {
    return [{ value: ALL, label: JOURNAL_TEXTS.allFilials }, ...this.filials.items.map((f) => ({ value: String(f.id), label: f.name }))];
  }

  /** 'Все преподаватели', then the teachers. */
  get teacherOptions(): SelectOption<string>[] {
    return [{ value: ALL, label: JOURNAL_TEXTS.allTeachers }, ...this.teachers.map((t) => ({ value: String(t.id), label: t.fullName }))];
  }

  setTab(tab: JournalTab) {
    this.tab = tab;
  }

  /** The tab, and the day's date and branch, in the address: a reload or a shared link shows the same day. */
  get url(): UrlBinding<JournalUrlState> {
    const date: UrlParam<string> = { ...dateParam('date'), fallback: this.today };
    return {
      params: { tab: choiceParam('tab', JOURNAL_TABS, 'day'), date, filial: idParam('filial') },
      read: () => ({ tab: this.tab, date: this.day.date, filial: this.day.filialId }),
      apply: (state) => this.applyState(state),
      load: () => this.day.load(),
    };
  }

  applyState({ tab, date, filial }: JournalUrlState) {
    this.tab = tab;
    this.day.apply(date, filial);
  }

  /** Everything at once: the tabs switch without a wait, and 'Не отмечено' shows its count from the start. */
  async load(): Promise<void> {
    await Promise.all([this.loadFilials(), this.loadTeachers(), this.day.load(), this.unmarked.load(), this.daysOff.load()]);
  }

  /** The export: the month of the day on screen, of the day's branch or all. */
  get exportRange() {
    return monthOf(this.day.date);
  }

  get exportFileName(): string {
    return `${JOURNAL_TEXTS.exportFile} ${rangeText(this.exportRange)}`;
  }

  exportFile(): Promise<Blob> {
    return this.deps.http.download('journal/export.xlsx', { ...this.exportRange, filialId: this.day.filialId ?? undefined });
  }

  dispose() {
    this.filials.cancel();
    this.day.cancelLoad();
    this.unmarked.cancel();
    this.daysOff.cancel();
  }

  private async loadFilials() {
    const ok = await this.filials.load(
      () => this.deps.http.get<Filial[]>('filials', { isArchived: false }),
      () => JOURNAL_TEXTS.filialsFailed,
    );
    if (!ok) this.deps.notify.error(JOURNAL_TEXTS.filialsFailed);
  }

  private async loadTeachers() {
    try {
      const teachers = await this.deps.http.get<UserListEntry[]>('users/teachers');
      runInAction(() => (this.teachers = teachers));
    } catch {
      this.deps.notify.error(JOURNAL_TEXTS.teachersFailed);
    }
  }
}
