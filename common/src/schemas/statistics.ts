// Statistics: what POST /statistics takes, its metrics and groupings, and what it answers.
import { z } from 'zod';
import { STATISTICS_MESSAGES, toCalendarDate } from './achievement-rules';
import { checkTypeValue } from './achievements';
import { optionalId, textFilter } from './record-fields';

export const STATISTICS_GROUPINGS = ['day', 'week', 'month', 'year'] as const;
export type StatisticsGrouping = (typeof STATISTICS_GROUPINGS)[number];
export const STATISTICS_METRICS = ['app', 'gpa', 'nr', 'att'] as const;
export type StatisticsMetric = (typeof STATISTICS_METRICS)[number];

/** docs/product/constants.md's names of the metrics and groupings. */
export const STATISTICS_METRIC_LABELS: Record<StatisticsMetric, string> = {
  app: 'Успеваемость по баллам (%)',
  gpa: 'Средний балл успеваемости',
  nr: 'Кол-во отправленных отчетов',
  att: 'Посещаемость (%)',
};
export const STATISTICS_GROUPING_LABELS: Record<StatisticsGrouping, string> = {
  day: 'День',
  week: 'Неделя',
  month: 'Месяц',
  year: 'Учебный год',
};

/** Most periods one request may ask for (day grouping: about 13 years). */
export const STATISTICS_MAX_PERIODS = 5000;

const lenientDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => toCalendarDate(value));

/** POST /statistics. Empty filters ('' or null) mean "all". */
export const statisticsQuerySchema = z
  .object({
    startDate: lenientDate,
    endDate: lenientDate,
    grouping: z.enum(STATISTICS_GROUPINGS, { error: 'grouping: day, week, month или year' }).default('day'),
    metric: z.enum(STATISTICS_METRICS, { error: 'metric: app, gpa, nr или att' }).default('app'),
    subject: textFilter.or(z.null().transform(() => undefined)),
    student: optionalId('student: ожидается идентификатор ученика'),
    teacher: optionalId('teacher: ожидается идентификатор преподавателя'),
    checkType: z
      .union([z.literal(''), z.null(), checkTypeValue('Неизвестный тип проверки')], { error: 'Неизвестный тип проверки' })
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .transform((value, ctx) => {
    const { startDate, endDate } = value;
    if (startDate === null || endDate === null) {
      for (const key of ['startDate', 'endDate'] as const) {
        if (value[key] === null) ctx.addIssue({ code: 'custom', path: [key], message: STATISTICS_MESSAGES.datesRequired });
      }
      return z.NEVER;
    }
    if (startDate > endDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: STATISTICS_MESSAGES.startAfterEnd });
      return z.NEVER;
    }
    return { ...value, startDate, endDate };
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

// ——— what the API answers ———

export interface StatisticsStudent {
  id: number;
  fullName: string;
}

export interface StatisticsStudents {
  total: number;
  items: StatisticsStudent[];
}

export interface StatisticsResult {
  labels: string[];
  /** null: no graded achievement in the period (app, gpa). */
  values: (number | null)[];
}
