// Achievements: what POST/PUT /achivements and their list and export take, and what they answer.
import { z } from 'zod';
import { CHECK_TYPES, type CheckType } from '../constants/domain';
import { initials, type PersonName } from '../format';
import { ACHIEVEMENT_MESSAGES, checkTypeShortName, MAX_SCORE } from './achievement-rules';
import { calendarDate, pageQuery, queryBoolean, requiredText, sortOrder, type PersonRef } from './primitives';
import { optionalId, requiredId, textFilter } from './record-fields';

export * from './achievement-rules';

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
  subject: textFilter,
  checkType: z
    .union([z.literal(''), checkTypeValue('Неизвестный тип проверки')], { error: 'Неизвестный тип проверки' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** Start of the student's or the teacher's surname, or of the topic; case-insensitive. */
  q: textFilter,
  /** Part of the topic, anywhere; case-insensitive. */
  topic: textFilter,
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

// ——— what the API answers ———

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
