// One file over 300 lines for now: the schemas of achievements, difficulties, statistics and monthly reports share its date and
// check-type fields, and the kit (common/src/ui) imports it by path; a split per resource needs those imports moved first.
import { z } from 'zod';
import { CHECK_TYPES, type CheckType } from '../constants/domain';
import { initials, type PersonName } from '../format';
import {
  ACHIEVEMENT_MESSAGES,
  checkTypeShortName,
  DIFFICULTY_MESSAGES,
  MAX_SCORE,
  STATISTICS_MESSAGES,
  toCalendarDate,
} from './achievement-rules';
import { idOf, pageQuery, queryBoolean, requiredText, sortOrder } from './primitives';

export * from './achievement-rules';

/** A required calendar date (YYYY-MM-DD or an ISO timestamp) → 'YYYY-MM-DD'. */
export function calendarDate(message: string) {
  return z.string({ error: message }).transform((value, ctx) => {
    const date = toCalendarDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });
}

const CHECK_TYPE_NAMES = [...new Set(CHECK_TYPES.flatMap((type) => [type, checkTypeShortName(type)]))] as [string, ...string[]];
const CHECK_TYPE_BY_NAME = new Map<string, CheckType>(
  CHECK_TYPES.flatMap((type) => [
    [type, type],
    [checkTypeShortName(type), type],
  ]),
);

/** One of docs/product/constants.md's six check types, by full or short name; answers the full name. */
export function checkTypeValue(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.enum(CHECK_TYPE_NAMES, { error: message }))
    .transform((name) => CHECK_TYPE_BY_NAME.get(name) as CheckType);
}

// ——— small field helpers ———

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An id filter: missing, '', null or 0 mean "none". */
const optionalId = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (blank(value) || value === 0 || value === '0') return undefined;
      const id = idOf(value);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

/** A required id whose every failure (missing, 0, text) has one message. */
const requiredId = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, ctx) => {
    const id = idOf(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** Optional text filter: trimmed, blank means none. */
const optionalFilter = z
  .string()
  .trim()
  .max(200, { error: 'Не длиннее 200 символов' })
  .optional()
  .transform((value) => (value ? value : undefined));

/** Optional text field of a record: trimmed, blank becomes null. */
const optionalNotes = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

/** A score: a number ≥ 0 (or its text, '7,5' too); missing, null or '' is "not graded". */
function score(message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return null;
      const number = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
      if (!Number.isFinite(number) || number < 0 || number > MAX_SCORE) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      // Stored as numeric(10,2): compare what will be stored.
      return Math.round(number * 100) / 100;
    });
}

// ——— achievements ———

const achievementFields = {
  /** The author; only ADMIN and MODERATOR may name a teacher, a TEACHER is always the author. */
  userId: optionalId(ACHIEVEMENT_MESSAGES.teacherNotFound),
  studentId: requiredId(ACHIEVEMENT_MESSAGES.studentNotFound),
  lessonDate: calendarDate(ACHIEVEMENT_MESSAGES.lessonDateRequired),
  lessonTheme: requiredText(ACHIEVEMENT_MESSAGES.lessonThemeRequired).max(500, { error: ACHIEVEMENT_MESSAGES.lessonThemeTooLong }),
  checkType: checkTypeValue(ACHIEVEMENT_MESSAGES.checkTypeRequired),
  subject: requiredText(ACHIEVEMENT_MESSAGES.subjectRequired).max(100, { error: ACHIEVEMENT_MESSAGES.subjectTooLong }),
  maxPoints: score(ACHIEVEMENT_MESSAGES.maxPointsInvalid),
  points: score(ACHIEVEMENT_MESSAGES.pointsInvalid),
  notes: optionalNotes(5000, ACHIEVEMENT_MESSAGES.notesTooLong),
};

interface Scores {
  points: number | null;
  maxPoints: number | null;
}

/** Points and max points: both numbers (points ≤ max) or both null ('Не оценивать ученика'). */
function checkScores(value: Scores, ctx: z.RefinementCtx): void {
  if ((value.points === null) !== (value.maxPoints === null)) {
    ctx.addIssue({ code: 'custom', path: [value.points === null ? 'points' : 'maxPoints'], message: ACHIEVEMENT_MESSAGES.pointsPair });
  } else if (value.points !== null && value.maxPoints !== null && value.points > value.maxPoints) {
    ctx.addIssue({ code: 'custom', path: ['points'], message: ACHIEVEMENT_MESSAGES.pointsAboveMax });
  }
}

/** POST /achivements/create. Unknown fields (student, author, initials…) are dropped. */
export const achievementSchema = z.object({ ...achievementFields, isArchived: queryBoolean.default(false) }).superRefine(checkScores);
export type AchievementInput = z.infer<typeof achievementSchema>;

/** PUT /achivements/update: the whole achievement with its id; isArchived kept when not sent. */
export const achievementUpdateSchema = z
  .object({ id: requiredId(ACHIEVEMENT_MESSAGES.notFound), ...achievementFields, isArchived: queryBoolean.optional() })
  .superRefine(checkScores);
export type AchievementUpdateInput = z.infer<typeof achievementUpdateSchema>;

export const ACHIEVEMENT_SORTS = [
  'lessonDate',
  'createdAt',
  'id',
  'lessonTheme',
  'subject',
  'checkType',
  'points',
  'maxPoints',
  'student',
  'author',
] as const;
export type AchievementSort = (typeof ACHIEVEMENT_SORTS)[number];

/** Filters shared by the list and its export. */
const achievementFilters = {
  is_archived: queryBoolean.optional(),
  teacherId: optionalId('teacherId: ожидается идентификатор'),
  studentId: optionalId('studentId: ожидается идентификатор'),
  subject: optionalFilter,
  checkType: z
    .union([z.literal(''), checkTypeValue('Неизвестный тип проверки')], { error: 'Неизвестный тип проверки' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** Start of the student's or the teacher's surname, or of the topic; case-insensitive. */
  q: optionalFilter,
  /** Part of the topic, anywhere; case-insensitive. */
  topic: optionalFilter,
  dateFrom: z
    .union([z.literal(''), calendarDate('dateFrom: ожидается дата YYYY-MM-DD')], { error: 'dateFrom: ожидается дата YYYY-MM-DD' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  dateTo: z
    .union([z.literal(''), calendarDate('dateTo: ожидается дата YYYY-MM-DD')], { error: 'dateTo: ожидается дата YYYY-MM-DD' })
    .optional()
    .transform((value) => (value ? value : undefined)),
};

export const achievementsListQuery = pageQuery.extend({
  ...achievementFilters,
  sort: z.enum(ACHIEVEMENT_SORTS, { error: `sort: одно из ${ACHIEVEMENT_SORTS.join(', ')}` }).optional(),
  order: sortOrder.optional(),
});
export type AchievementsListQuery = z.infer<typeof achievementsListQuery>;

export const achievementsExportQuery = z.object(achievementFilters);
export type AchievementsExportQuery = z.infer<typeof achievementsExportQuery>;

export const monthlyReportsQuery = z.object({
  teacherId: optionalId('teacherId: ожидается идентификатор'),
  year: z.coerce
    .number({ error: 'year: ожидается год' })
    .int({ error: 'year: ожидается год' })
    .min(2000, { error: 'year: ожидается год' })
    .max(2100, { error: 'year: ожидается год' })
    .optional(),
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit.unwrap().default(50),
  studentSearch: optionalFilter,
});
export type MonthlyReportsQuery = z.infer<typeof monthlyReportsQuery>;

// ——— difficulties ———

export const difficultySchema = z.object({
  userId: optionalId(DIFFICULTY_MESSAGES.teacherNotFound),
  studentId: requiredId(DIFFICULTY_MESSAGES.studentNotFound),
  notes: requiredText(DIFFICULTY_MESSAGES.notesRequired).max(5000, { error: DIFFICULTY_MESSAGES.notesTooLong }),
  isArchived: queryBoolean.default(false),
});
export type DifficultyInput = z.infer<typeof difficultySchema>;

export const DIFFICULTY_SORTS = ['createdAt', 'id', 'student', 'author'] as const;

const difficultyFilters = {
  archived: queryBoolean.optional(),
  teacherId: optionalId('teacherId: ожидается идентификатор'),
  studentId: optionalId('studentId: ожидается идентификатор'),
  /** Start of the student's or the teacher's surname, or part of the description. */
  q: optionalFilter,
};

export const difficultiesListQuery = pageQuery.extend({
  ...difficultyFilters,
  sort: z.enum(DIFFICULTY_SORTS, { error: `sort: одно из ${DIFFICULTY_SORTS.join(', ')}` }).optional(),
  order: sortOrder.optional(),
});
export type DifficultiesListQuery = z.infer<typeof difficultiesListQuery>;

export const difficultiesExportQuery = z.object(difficultyFilters);
export type DifficultiesExportQuery = z.infer<typeof difficultiesExportQuery>;

// ——— statistics ———

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
    subject: optionalFilter.or(z.null().transform(() => undefined)),
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

/** A person as achievements and difficulties carry them. */
export interface PersonRef {
  id: number;
  first_name: string;
  second_name: string;
  last_name: string | null;
}

/** An item of GET /achivements (docs/product/data.md and docs/api/contract.md). */
export interface Achievement {
  id: number;
  /** The author (teacher). */
  userId: number;
  studentId: number;
  student: PersonRef;
  author: PersonRef;
  /** 'Иванов И. И.' */
  authorInitials: string;
  studentInitials: string;
  /** YYYY-MM-DD */
  lessonDate: string;
  lessonTheme: string;
  notes: string | null;
  /** Both null when not graded. */
  points: number | null;
  maxPoints: number | null;
  checkType: CheckType;
  subject: string;
  isArchived: boolean;
  createdAt: string;
  /** The subject. */
  discipline: string;
  /** 'Физика (Иванов И. И.)' */
  disciplineFormatted: string;
  /** '7 / 10', or '' when not graded. */
  summaryPoints: string;
}

export interface AchievementsPage {
  achives: Achievement[];
  total: number;
}

export interface Difficulty {
  id: number;
  userId: number;
  studentId: number;
  notes: string;
  isArchived: boolean;
  createdAt: string;
  student: PersonRef;
  author: PersonRef;
  studentInitials: string;
  authorInitials: string;
}

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

export interface MonthlyReportStudent {
  studentId: number;
  studentInitials: string;
  /** Achievement counts, September first. */
  months: number[];
}

export interface MonthlyReportPage {
  students: MonthlyReportStudent[];
  total: number;
  totalPages: number;
}

// ——— derived fields ———

/** '7 / 10', or '' when not graded. */
export function summaryPoints(points: number | null, maxPoints: number | null): string {
  return points === null || maxPoints === null ? '' : `${points} / ${maxPoints}`;
}

/** 'Физика (Иванов И. И.)' */
export function disciplineFormatted(subject: string, author: PersonName): string {
  const name = initials(author);
  return name ? `${subject} (${name})` : subject;
}
