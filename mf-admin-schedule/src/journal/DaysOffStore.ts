import { makeAutoObservable } from 'mobx';
import { daysOffQuery, formatDate, type DayOff, type DayOffInput } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { runRowAction, saveFailure, WholeList, type Confirm, type SaveResult } from '@diary/web-kit';
import type { JournalDeps } from './JournalDayStore';
import { daysOffDefaultRange, inRange, type DateRange } from './journal-dates';
import { DAYS_OFF_TEXTS, JOURNAL_TEXTS } from './journal-texts';
import { PeriodFilter } from './PeriodFilter';

export const DAY_OFF_FIELDS = ['date', 'filial_id', 'reason'] as const;
export type DayOffField = (typeof DAY_OFF_FIELDS)[number];

/** 'Все филиалы' for a day off of every branch. */
export const dayOffFilialName = (dayOff: DayOff) => dayOff.filial?.name ?? JOURNAL_TEXTS.allFilials;

/** By date; on one date the day off of every branch first, then the branches by name. */
function byDate(a: DayOff, b: DayOff): number {
  return (
    a.date.localeCompare(b.date) ||
    Number(a.filial != null) - Number(b.filial != null) ||
    dayOffFilialName(a).localeCompare(dayOffFilialName(b), 'ru')
  );
}

/**
 * The 'Выходные' tab: the days off of a range (this month and the next two by default), added and
 * deleted. `onChange` tells the rest of the journal that which lessons occur has changed.
 */
export class DaysOffStore {
  readonly period: PeriodFilter;
  readonly list = new WholeList<DayOff>();

  constructor(
    private readonly deps: JournalDeps,
    today: string,
    private readonly onChange: () => void = () => undefined,
  ) {
    this.period = new PeriodFilter(daysOffDefaultRange(today), daysOffQuery);
    makeAutoObservable<DaysOffStore, 'deps' | 'onChange'>(this, { deps: false, onChange: false, period: false, list: false });
  }

  get canManage(): boolean {
    return this.deps.viewer.can('daysOff.manage');
  }

  get items(): DayOff[] {
    return [...this.list.items].sort(byDate);
  }

  setPeriod(field: keyof DateRange, value: string) {
    this.period.set(field, value);
    if (!this.period.problem) void this.load();
  }

  async load(): Promise<boolean> {
    if (this.period.problem) {
      this.list.cancel();
      return false;
    }
    const query = { ...this.period.range };
    return this.list.load(
      () => this.deps.http.get<DayOff[]>('days-off', query),
      (error) => errorMessage(error, DAYS_OFF_TEXTS.loadFailed),
    );
  }

  /** POST days-off; a date already off (409) lands on the date field: 'Этот день уже выходной'. */
  async add(input: DayOffInput): Promise<SaveResult<DayOffField>> {
    let created: DayOff;
    try {
      created = await this.deps.http.post<DayOff>('days-off', input);
    } catch (error) {
      this.deps.notify.error(errorMessage(error, DAYS_OFF_TEXTS.addFailed));
      return saveFailure(error, DAY_OFF_FIELDS, 'date');
    }
    if (inRange(created.date, this.period.range)) this.list.upsert(created);
    this.deps.notify.success(DAYS_OFF_TEXTS.added);
    this.onChange();
    return { ok: true };
  }

  /** After the question, DELETE days-off/:id. */
  remove(dayOff: DayOff, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: DAYS_OFF_TEXTS.removeQuestion(formatDate(dayOff.date), dayOffFilialName(dayOff)) },
      request: () => this.deps.http.delete(`days-off/${dayOff.id}`),
      apply: () => {
        this.list.remove(dayOff.id);
        this.onChange();
      },
      done: DAYS_OFF_TEXTS.removed,
      failed: (error) => errorMessage(error, DAYS_OFF_TEXTS.removeFailed),
    });
  }

  cancel() {
    this.list.cancel();
  }
}
