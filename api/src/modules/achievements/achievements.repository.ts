import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  disciplineFormatted,
  initials,
  summaryPoints,
  type Achievement,
  type AchievementsExportQuery,
  type AchievementSort,
  type CheckType,
} from '@diary/common';
import type { Database } from '../../db/client';
import { achievementCounts, achievementDays, achievementDayTotals, achievements, achievementTeacherDays, users } from '../../db/schema';
import { containsPattern } from '../../http/pagination';
import { authorUser, lowerPrefixPattern, personColumns, studentUser, surnamePrefixIds, type Visibility } from './people';

/** The list's filters after the caller's visibility is applied. */
export type AchievementFilters = AchievementsExportQuery;

/** A TEACHER only ever sees their own, a STUDENT only theirs: their id replaces whatever they sent. */
export function pinFilters(filters: AchievementFilters, visibility: Visibility): AchievementFilters {
  if (visibility.kind === 'author') return { ...filters, teacherId: visibility.userId };
  if (visibility.kind === 'student') return { ...filters, studentId: visibility.userId };
  return filters;
}

const studentSurnameArm = (q: string) => sql`${achievements.studentId} = any(${surnamePrefixIds(q)})`;
const authorSurnameArm = (q: string) => sql`${achievements.userId} = any(${surnamePrefixIds(q)})`;
const themePrefixArm = (q: string) => sql`lower(${achievements.lessonTheme}) like ${lowerPrefixPattern(q)}`;

export function filterConditions(filters: AchievementFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(achievements.isArchived, filters.is_archived ?? false),
    filters.teacherId === undefined ? undefined : eq(achievements.userId, filters.teacherId),
    filters.studentId === undefined ? undefined : eq(achievements.studentId, filters.studentId),
    filters.subject === undefined ? undefined : eq(achievements.subject, filters.subject),
    filters.checkType === undefined ? undefined : eq(achievements.checkType, filters.checkType),
    filters.dateFrom === undefined ? undefined : gte(achievements.lessonDate, filters.dateFrom),
    filters.dateTo === undefined ? undefined : lte(achievements.lessonDate, filters.dateTo),
    filters.topic === undefined ? undefined : ilike(achievements.lessonTheme, containsPattern(filters.topic)),
    // Three indexed arms that PostgreSQL ORs as bitmaps: student's surname, teacher's surname, topic.
    filters.q === undefined ? undefined : or(studentSurnameArm(filters.q), authorSurnameArm(filters.q), themePrefixArm(filters.q)),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Every column of an achievement with its student and author, for the list, one item and the export. */
export const achievementSelection = {
  id: achievements.id,
  userId: achievements.userId,
  studentId: achievements.studentId,
  lessonDate: achievements.lessonDate,
  lessonTheme: achievements.lessonTheme,
  notes: achievements.notes,
  points: achievements.points,
  maxPoints: achievements.maxPoints,
  checkType: achievements.checkType,
  subject: achievements.subject,
  isArchived: achievements.isArchived,
  createdAt: achievements.createdAt,
  student: personColumns(studentUser),
  author: personColumns(authorUser),
};

export const selectAchievements = (db: Database) =>
  db
    .select(achievementSelection)
    .from(achievements)
    .innerJoin(studentUser, eq(studentUser.id, achievements.studentId))
    .innerJoin(authorUser, eq(authorUser.id, achievements.userId))
    .$dynamic();

export type AchievementRecord = Awaited<ReturnType<ReturnType<typeof selectAchievements>['execute']>>[number];

const score = (value: string | null) => (value === null ? null : Number(value));

export function toAchievement(row: AchievementRecord): Achievement {
  const points = score(row.points);
  const maxPoints = score(row.maxPoints);
  return {
    id: row.id,
    userId: row.userId,
    studentId: row.studentId,
    student: row.student,
    author: row.author,
    authorInitials: initials(row.author),
    studentInitials: initials(row.student),
    lessonDate: row.lessonDate,
    lessonTheme: row.lessonTheme,
    notes: row.notes,
    points,
    maxPoints,
    checkType: row.checkType as CheckType,
    subject: row.subject,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
    discipline: row.subject,
    disciplineFormatted: disciplineFormatted(row.subject, row.author),
    summaryPoints: summaryPoints(points, maxPoints),
  };
}

/** ORDER BY of each sort; the id last keeps pages stable. */
export function sortColumns(sort: AchievementSort, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const columns = {
    lessonDate: [achievements.lessonDate],
    createdAt: [achievements.createdAt],
    id: [],
    lessonTheme: [achievements.lessonTheme],
    subject: [achievements.subject],
    checkType: [achievements.checkType],
    points: [achievements.points],
    maxPoints: [achievements.maxPoints],
    student: [studentUser.secondName, studentUser.firstName],
    author: [authorUser.secondName, authorUser.firstName],
  }[sort];
  return [...columns.map((column) => direction(column)), direction(achievements.id)];
}

/**
 * The search (q) as a union of its three arms — student's surname, teacher's surname, topic —
 * each with every other filter: (id, lesson_date) pairs that the student and author indexes
 * give without reading the table, instead of one OR that reads every candidate row.
 */
function searchMatches(filters: AchievementFilters & { q: string }): SQL {
  const others = filterConditions({ ...filters, q: undefined });
  const arm = (match: SQL) =>
    sql`select ${achievements.id} as id, ${achievements.lessonDate} as lesson_date from ${achievements} where ${and(...others, match)}`;
  return sql`${arm(studentSurnameArm(filters.q))} union ${arm(authorSurnameArm(filters.q))} union ${arm(themePrefixArm(filters.q))}`;
}

const hasSearch = (filters: AchievementFilters): filters is AchievementFilters & { q: string } => filters.q !== undefined;

/** Both drivers answer execute() with { rows }; the shared Database type cannot say so. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The ids of one page, in order, read before anything is joined: deep pages skip index
 * entries, not joined rows.
 */
export async function pageIds(
  db: Database,
  filters: AchievementFilters,
  sort: AchievementSort,
  order: 'asc' | 'desc',
  window: { limit: number; offset: number },
): Promise<number[]> {
  if (hasSearch(filters) && (sort === 'lessonDate' || sort === 'id')) {
    const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
    const byDate = sort === 'lessonDate' ? sql`m.lesson_date ${direction}, ` : sql``;
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`select m.id from (${searchMatches(filters)}) m order by ${byDate}m.id ${direction} limit ${window.limit} offset ${window.offset}`,
    );
    return rows.map((row) => Number(row.id));
  }
  let query = db.select({ id: achievements.id }).from(achievements).$dynamic();
  if (sort === 'student') query = query.innerJoin(studentUser, eq(studentUser.id, achievements.studentId));
  if (sort === 'author') query = query.innerJoin(authorUser, eq(authorUser.id, achievements.userId));
  const rows = await query
    .where(and(...filterConditions(filters)))
    .orderBy(...sortColumns(sort, order))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => row.id);
}

interface FlatRow {
  id: number;
  user_id: number;
  student_id: number;
  lesson_date: string;
  lesson_theme: string;
  notes: string | null;
  points: string | null;
  max_points: string | null;
  check_type: string;
  subject: string;
  is_archived: boolean;
  created_at: string;
  s_first: string;
  s_second: string;
  s_last: string | null;
  a_first: string;
  a_second: string;
  a_last: string | null;
}

/**
 * The rows of a page by their ids, in that order: one fixed statement (the list's hot path),
 * every value as text or a plain number, so that both drivers answer alike.
 */
export async function achievementsByIds(db: Database, ids: readonly number[]): Promise<AchievementRecord[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<FlatRow>(
    db,
    sql`select a.id, a.user_id, a.student_id, a.lesson_date::text as lesson_date, a.lesson_theme, a.notes,
        a.points::text as points, a.max_points::text as max_points, a.check_type, a.subject, a.is_archived,
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        s.first_name as s_first, s.second_name as s_second, s.last_name as s_last,
        t.first_name as a_first, t.second_name as a_second, t.last_name as a_last
      from unnest(${sql.param(ids)}::integer[]) with ordinality as page(id, position)
      join ${achievements} a on a.id = page.id
      join ${users} s on s.id = a.student_id
      join ${users} t on t.id = a.user_id
      order by page.position`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    studentId: row.student_id,
    lessonDate: row.lesson_date,
    lessonTheme: row.lesson_theme,
    notes: row.notes,
    points: row.points,
    maxPoints: row.max_points,
    checkType: row.check_type,
    subject: row.subject,
    isArchived: row.is_archived,
    createdAt: new Date(row.created_at),
    student: { id: row.student_id, first_name: row.s_first, second_name: row.s_second, last_name: row.s_last },
    author: { id: row.user_id, first_name: row.a_first, second_name: row.a_second, last_name: row.a_last },
  }));
}

/**
 * The total of a list without counting its rows where a roll-up knows it: the counters for
 * no filter or a teacher alone; the per-day roll-ups for teacher, subject, check type and
 * dates (not archived only). Anything else (student, search) is counted, under an index.
 */
export async function countAchievements(db: Database, filters: AchievementFilters): Promise<number> {
  const archived = filters.is_archived ?? false;
  const { teacherId, subject, checkType, dateFrom, dateTo } = filters;
  const needsRows = filters.studentId !== undefined || filters.q !== undefined || filters.topic !== undefined;

  if (!needsRows && subject === undefined && checkType === undefined && dateFrom === undefined && dateTo === undefined) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${achievementCounts.n}), 0)::integer` })
      .from(achievementCounts)
      .where(
        and(
          eq(achievementCounts.isArchived, archived),
          teacherId === undefined ? undefined : eq(achievementCounts.userId, teacherId),
        ),
      );
    return Number(row?.total ?? 0);
  }

  if (!needsRows && !archived && teacherId === undefined && subject === undefined && checkType === undefined) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${achievementDays.n}), 0)::integer` })
      .from(achievementDays)
      .where(
        and(
          dateFrom === undefined ? undefined : gte(achievementDays.day, dateFrom),
          dateTo === undefined ? undefined : lte(achievementDays.day, dateTo),
        ),
      );
    return Number(row?.total ?? 0);
  }

  if (!needsRows && !archived) {
    const table = teacherId === undefined ? achievementDayTotals : achievementTeacherDays;
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${table.n}), 0)::integer` })
      .from(table)
      .where(
        and(
          teacherId === undefined ? undefined : eq(achievementTeacherDays.userId, teacherId),
          subject === undefined ? undefined : eq(table.subject, subject),
          checkType === undefined ? undefined : eq(table.checkType, checkType),
          dateFrom === undefined ? undefined : gte(table.day, dateFrom),
          dateTo === undefined ? undefined : lte(table.day, dateTo),
        ),
      );
    return Number(row?.total ?? 0);
  }

  if (hasSearch(filters)) {
    const [row] = await rowsOf<{ total: number }>(db, sql`select count(*)::integer as total from (${searchMatches(filters)}) m`);
    return Number(row?.total ?? 0);
  }

  const [row] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(achievements)
    .where(and(...filterConditions(filters)));
  return Number(row?.total ?? 0);
}
