import { CHECK_TYPES } from '@diary/common/constants/domain';
import { checkTypeShortName, STATISTICS_MESSAGES } from '@diary/common/schemas/achievement-rules';
import {
  STATISTICS_GROUPING_LABELS,
  STATISTICS_GROUPINGS,
  STATISTICS_METRIC_LABELS,
  STATISTICS_METRICS,
  statisticsQuerySchema,
  type StatisticsGrouping,
  type StatisticsMetric,
} from '@diary/common/schemas/statistics';
import type { SelectOption } from '../SelectFilter';

export type { StatisticsGrouping, StatisticsMetric, StatisticsResult } from '@diary/common/schemas/statistics';

/** docs/product/constants.md: День (default), Неделя, Месяц, Учебный год. */
export const GROUPING_OPTIONS: readonly { value: StatisticsGrouping; label: string }[] = STATISTICS_GROUPINGS.map((value) => ({
  value,
  label: STATISTICS_GROUPING_LABELS[value],
}));

/** docs/product/constants.md metrics and their labels. */
export const METRIC_OPTIONS: readonly { value: StatisticsMetric; label: string }[] = STATISTICS_METRICS.map((value) => ({
  value,
  label: STATISTICS_METRIC_LABELS[value],
}));

/** The check types as the filter shows them — without the parenthesised parts — and the value each stands for. */
export const CHECK_TYPE_FILTER_OPTIONS: readonly { label: string; value: string }[] = CHECK_TYPES.map((value) => ({
  label: checkTypeShortName(value),
  value,
}));

/** What a select of the filters holds for "all": nothing is sent for it. */
const ALL = '';

/** The check type select: 'Все типы', then the short names, which are also its values. */
export const CHECK_TYPE_SELECT_OPTIONS: readonly SelectOption<string>[] = [
  { value: ALL, label: 'Все типы' },
  ...CHECK_TYPE_FILTER_OPTIONS.map((t) => ({ value: t.label, label: t.label })),
];

/** The subject select: 'Все предметы', then the subjects. */
export function subjectSelectOptions(subjects: readonly string[]): SelectOption<string>[] {
  return [{ value: ALL, label: 'Все предметы' }, ...subjects.map((s) => ({ value: s, label: s }))];
}

export const STATISTICS_TEXTS = {
  pageTitle: 'Статистика',
  chartTitle: 'Статистика успеваемости',
  show: 'Показать',
  reset: 'Сбросить фильтры',
  dateRangeRequired: STATISTICS_MESSAGES.datesRequired,
  startAfterEnd: STATISTICS_MESSAGES.startAfterEnd,
  loadFailed: 'Произошла ошибка при загрузке статистики',
  studentsFailed: 'Произошла ошибка при загрузке пользователей',
  teachersFailed: 'Произошла ошибка при загрузке учителей',
  subjectsFailed: 'Ошибка при загрузке предметов',
  accessDenied: 'Access Denied',
  hint: 'Выберите период и нажмите «Показать».',
  loading: 'Загрузка статистики',
  noData: 'Нет данных за выбранный период',
} as const;

/** docs/product/constants.md: statistics errors stay on screen for 2 seconds. */
export const STATISTICS_ERROR_MS = 2000;

export interface StatisticsFilters {
  grouping: StatisticsGrouping;
  /** YYYY-MM-DD, '' until chosen. */
  startDate: string;
  endDate: string;
  /** '' for all subjects. */
  subject: string;
  student: number | null;
  teacher: number | null;
  /** The short name of a check type, as the filter shows it; '' for all. */
  checkType: string;
  metric: StatisticsMetric;
}

/** The body of POST /api/statistics; filters left on "all" are not sent. */
export interface StatisticsRequest {
  startDate: string;
  endDate: string;
  grouping: StatisticsGrouping;
  metric: StatisticsMetric;
  subject?: string;
  student?: number;
  teacher?: number;
  checkType?: string;
}

export function defaultStatisticsFilters(teacher: number | null = null): StatisticsFilters {
  return {
    grouping: 'day',
    startDate: '',
    endDate: '',
    subject: '',
    student: null,
    teacher,
    checkType: '',
    metric: 'app',
  };
}

/**
 * docs/product/rules.md "Statistics", by the shared schema the API checks with: both dates, and the start not
 * after the end. null when the range is fine.
 */
export function validateStatisticsRange(startDate: string, endDate: string): string | null {
  const parsed = statisticsQuerySchema.safeParse({ startDate: startDate || null, endDate: endDate || null });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? STATISTICS_MESSAGES.datesRequired);
}

/** The full check type that a short name of the filter stands for. */
export function checkTypeForFilter(shortName: string): string | undefined {
  return CHECK_TYPE_FILTER_OPTIONS.find((option) => option.label === shortName)?.value;
}

/** The request for the filters: the short check type goes back to its full value. */
export function statisticsRequest(filters: StatisticsFilters): StatisticsRequest {
  const request: StatisticsRequest = {
    startDate: filters.startDate,
    endDate: filters.endDate,
    grouping: filters.grouping,
    metric: filters.metric,
  };
  if (filters.subject) request.subject = filters.subject;
  if (filters.student != null) request.student = filters.student;
  if (filters.teacher != null) request.teacher = filters.teacher;
  const checkType = filters.checkType ? checkTypeForFilter(filters.checkType) : undefined;
  if (checkType) request.checkType = checkType;
  return request;
}

export function metricLabel(metric: StatisticsMetric): string {
  return STATISTICS_METRIC_LABELS[metric];
}

/** The metrics that are shares of 100: 'Успеваемость по баллам (%)' and 'Посещаемость (%)'. */
const PERCENT_METRICS: ReadonlySet<StatisticsMetric> = new Set(['app', 'att']);

export function isPercentMetric(metric: StatisticsMetric): boolean {
  return PERCENT_METRICS.has(metric);
}

/** A value on the y axis or in the tooltip: percentages carry '%'. */
export function formatMetricValue(metric: StatisticsMetric, value: number | null): string {
  if (value == null) return '';
  return isPercentMetric(metric) ? `${value}%` : String(value);
}

/** The value axis of a metric: from 0, and up to 100 for a percentage (a period at 100% stays on the chart's scale). */
export function metricAxisRange(metric: StatisticsMetric): { min: number; max?: number } {
  return isPercentMetric(metric) ? { min: 0, max: 100 } : { min: 0 };
}
