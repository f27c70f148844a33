import { CHECK_TYPES, checkTypeShortName, DEFAULT_SUBJECTS } from '@diary/common';
import { formatMetricValue, type StatisticsMetric, type StatisticsRequest, type StatisticsResult } from '@diary/web-kit';

/** What the dashboard breaks the chosen data down by. */
export type Breakdown = 'subject' | 'checkType' | 'teacher';

export interface BreakdownInfo {
  value: Breakdown;
  /** The tab. */
  label: string;
  /** The heading of the bars' names in the table under the chart. */
  itemLabel: string;
  /** What each bar shows: a mean result (app) or a count of reports (nr). */
  metric: StatisticsMetric;
  chartTitle: string;
  valueLabel: string;
}

export const BREAKDOWNS: readonly BreakdownInfo[] = [
  {
    value: 'subject',
    label: 'По предметам',
    itemLabel: 'Предмет',
    metric: 'app',
    chartTitle: 'Средний результат по предметам',
    valueLabel: 'Средний результат, %',
  },
  {
    value: 'checkType',
    label: 'По типам проверки',
    itemLabel: 'Тип проверки',
    metric: 'app',
    chartTitle: 'Результаты по типам проверки',
    valueLabel: 'Средний результат, %',
  },
  {
    value: 'teacher',
    label: 'По преподавателям',
    itemLabel: 'Преподаватель',
    metric: 'nr',
    chartTitle: 'Отчеты по преподавателям',
    valueLabel: 'Кол-во отправленных отчетов',
  },
];

export const breakdownInfo = (breakdown: Breakdown): BreakdownInfo => BREAKDOWNS.find((b) => b.value === breakdown)!;

/** Bars per load: one POST statistics each, so a load never sends more than this many requests. */
export const VISUALIZER_PAGE_SIZE = 12;
/** Requests in flight at once. */
export const VISUALIZER_CONCURRENCY = 4;

/** One bar: a subject, a check type or a teacher, and the request that measures it. */
export interface DimensionItem {
  key: string;
  label: string;
  patch: Pick<StatisticsRequest, 'subject' | 'checkType' | 'teacher'>;
}

export interface Bar {
  key: string;
  label: string;
  /** null: nothing graded in the range (a mean of nothing). */
  value: number | null;
}

export interface DimensionLists {
  subjects: readonly string[];
  teachers: readonly { id: number; fullName: string }[];
}

/**
 * The bars a breakdown has for the applied filters: a filter that already pins the dimension
 * leaves one bar (the chosen subject, check type or teacher).
 */
export function dimensionItems(breakdown: Breakdown, base: StatisticsRequest, lists: DimensionLists): DimensionItem[] {
  switch (breakdown) {
    case 'subject': {
      const subjects = base.subject ? [base.subject] : lists.subjects.length > 0 ? lists.subjects : DEFAULT_SUBJECTS;
      return subjects.map((subject) => ({ key: subject, label: subject, patch: { subject } }));
    }
    case 'checkType': {
      const types = base.checkType ? [base.checkType] : [...CHECK_TYPES];
      return types.map((type) => ({
        key: type,
        label: checkTypeShortName(type as (typeof CHECK_TYPES)[number]),
        patch: { checkType: type },
      }));
    }
    case 'teacher': {
      if (base.teacher != null) {
        const chosen = lists.teachers.find((t) => t.id === base.teacher);
        return [{ key: String(base.teacher), label: chosen?.fullName ?? `№ ${base.teacher}`, patch: { teacher: base.teacher } }];
      }
      return lists.teachers.map((t) => ({ key: String(t.id), label: t.fullName, patch: { teacher: t.id } }));
    }
  }
}

/**
 * The request of one bar: the applied filters, the bar's own dimension, grouped by school year
 * (a range inside one school year is one period, the exact figure).
 */
export function barRequest(base: StatisticsRequest, item: DimensionItem, metric: StatisticsMetric): StatisticsRequest {
  return { ...base, ...item.patch, grouping: 'year', metric };
}

/**
 * One figure from the periods POST statistics answers: a count (nr) is summed; a mean (app, gpa, att)
 * is the mean of the periods that have one — exact for one school year, the mean of the yearly
 * means over several. null when no period has a value.
 */
export function aggregate(metric: StatisticsMetric, result: Pick<StatisticsResult, 'values'>): number | null {
  const values = (result.values ?? []).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (metric === 'nr') return values.reduce((sum, v) => sum + v, 0);
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 100) / 100;
}

/** Runs the jobs with at most `limit` at a time; answers in the jobs' order, rejects on the first failure. */
export async function runLimited<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** Whether a page of bars has anything to draw. */
export function hasData(metric: StatisticsMetric, bars: readonly Bar[]): boolean {
  return bars.some((bar) => bar.value != null && (metric !== 'nr' || bar.value > 0));
}

export function formatBarValue(metric: StatisticsMetric, value: number | null): string {
  return value == null ? '—' : formatMetricValue(metric, value);
}
