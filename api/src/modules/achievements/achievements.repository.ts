// One file over 300 lines: the filters, the selection, the search arms and the page query compose one statement (achievementsPage).
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  disciplineFormatted,
  initials,
  summaryPoints,
  type Achievement,
  type AchievementsExportQuery,
  type AchievementSort,
  type CheckType,
} from '@diary/common';
import { namedRows, rowsOf, shapedRows, type Database } from '../../db/client';
import { achievementCounts, achievementDays, achievementDayTotals, achievements, achievementTeacherDays, users } from '../../db/schema';
import { containsPattern } from '../../http/pagination';
import { authorUser, lowerPrefixPattern, personColumns, studentUser, surnameMatch, surnamePeople, surnamePrefixIds } from '../../db/people';
import { type Visibility } from '../../auth/visibility';

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

/** A record whose creation time is a Date (drizzle's) or already its ISO text (the page's statement writes it). */
export type AchievementRow = Omit<AchievementRecord, 'createdAt'> & { createdAt: Date | string };

export function toAchievement(row: AchievementRow): Achievement {
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
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString(),
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
 * The ids of a search page (q), newest first or oldest first: each arm — the student's
 * surname, the teacher's surname, the topic — gives at most `offset + limit` candidates,
 * the people arms per matching person from their date index, and only those are merged.
 */
function searchPageIds(
  filters: AchievementFilters & { q: string },
  sort: 'lessonDate' | 'id',
  order: 'asc' | 'desc',
  window: { limit: number; offset: number },
): SQL {
  const others = and(...filterConditions({ ...filters, q: undefined }));
  const direction = sql.raw(order);
  const orderBy = (date: SQLWrapper, id: SQLWrapper) =>
    sort === 'lessonDate' ? sql`${date} ${direction}, ${id} ${direction}` : sql`${id} ${direction}`;
  const candidates = window.offset + window.limit;
  const byPerson = (column: typeof achievements.studentId | typeof achievements.userId) =>
    sql`select x.id, x.lesson_date from ${users} p cross join lateral (
          select ${achievements.id} as id, ${achievements.lessonDate} as lesson_date from ${achievements}
          where ${others} and ${column} = p.id
          order by ${orderBy(achievements.lessonDate, achievements.id)} limit ${candidates}) x
        where ${surnameMatch(sql`p.second_name`, filters.q)}`;
  const byTheme = sql`select ${achievements.id} as id, ${achievements.lessonDate} as lesson_date from ${achievements}
        where ${others} and ${themePrefixArm(filters.q)}
        order by ${orderBy(achievements.lessonDate, achievements.id)} limit ${candidates}`;
  return sql`select m.id from ((${byPerson(achievements.studentId)}) union (${byPerson(achievements.userId)}) union (${byTheme})) m
    order by ${orderBy(sql`m.lesson_date`, sql`m.id`)} limit ${window.limit} offset ${window.offset}`;
}

/**
 * The total of a search without merging its arms: the student arm, then the teacher arm less
 * what the student arm has, then the topic arm less both — index-only counts, the exclusions
 * hashed (NOT IN), nothing deduplicated.
 */
function searchCount(filters: AchievementFilters & { q: string }): SQL {
  const others = and(...filterConditions({ ...filters, q: undefined }));
  const count = (condition: SQL) => sql`(select count(*) from ${achievements} where ${others} and ${condition})`;
  const student = sql`${achievements.studentId} in (${surnamePeople(filters.q)})`;
  const author = sql`${achievements.userId} in (${surnamePeople(filters.q)})`;
  return sql`select (${count(student)} + ${count(sql`${author} and not ${student}`)} + ${count(sql`${themePrefixArm(filters.q)} and not ${student} and not ${author}`)})::integer as total`;
}

const hasSearch = (filters: AchievementFilters): filters is AchievementFilters & { q: string } => filters.q !== undefined;

/**
 * The ids of one page, in order, chosen before anything is joined: deep pages skip index
 * entries, not joined rows.
 */
function pageIdsQuery(db: Database, filters: AchievementFilters, sort: AchievementSort, order: 'asc' | 'desc', window: PageSlice): SQL {
  // A search's page is never written with placeholders (see achievementsPage): its window is numbers.
  if (hasSearch(filters) && (sort === 'lessonDate' || sort === 'id'))
    return searchPageIds(filters, sort, order, window as { limit: number; offset: number });
  let query = db.select({ id: achievements.id }).from(achievements).$dynamic();
  if (sort === 'student') query = query.innerJoin(studentUser, eq(studentUser.id, achievements.studentId));
  if (sort === 'author') query = query.innerJoin(authorUser, eq(authorUser.id, achievements.userId));
  return query
    .where(and(...filterConditions(filters)))
    .orderBy(...sortColumns(sort, order))
    .limit(window.limit)
    .offset(window.offset)
    .getSQL();
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
  total: number;
}

/** A page's limit and offset: numbers, or placeholders in a statement kept per shape. */
type PageSlice = { limit: number | Placeholder; offset: number | Placeholder };

/**
 * One page of a list and its total in a single statement: the page's ids, then just those rows
 * with their people, in that order; the total rides along on every row. Every value comes as
 * text or a plain number, so that both drivers answer alike.
 */
function pageQuery(db: Database, filters: AchievementFilters, sort: AchievementSort, order: 'asc' | 'desc', window: PageSlice): SQL {
  return sql`select a.id, a.user_id, a.student_id, a.lesson_date::text as lesson_date, a.lesson_theme, a.notes,
        a.points::text as points, a.max_points::text as max_points, a.check_type, a.subject, a.is_archived,
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        s.first_name as s_first, s.second_name as s_second, s.last_name as s_last,
        t.first_name as a_first, t.second_name as a_second, t.last_name as a_last,
        (${countQuery(db, filters)}) as total
      from unnest(array(${pageIdsQuery(db, filters, sort, order, window)})) with ordinality as page(id, position)
      join ${achievements} a on a.id = page.id
      join ${users} s on s.id = a.student_id
      join ${users} t on t.id = a.user_id
      order by page.position`;
}

/** The filters whose values a page's statement takes as placeholders; q and topic shape its text themselves. */
const BOUND_FILTERS = ['teacherId', 'studentId', 'subject', 'checkType', 'dateFrom', 'dateTo'] as const;

/** The page's rows by a named statement: written once per shape (which filters, sort, order, archive), but for searches. */
function pageRows(
  db: Database,
  filters: AchievementFilters,
  sort: AchievementSort,
  order: 'asc' | 'desc',
  window: { limit: number; offset: number },
): Promise<FlatRow[]> {
  if (filters.q !== undefined || filters.topic !== undefined) {
    return namedRows<FlatRow>(db, 'achievements_page', pageQuery(db, filters, sort, order, window));
  }
  const bound = BOUND_FILTERS.filter((key) => filters[key] !== undefined);
  const archived = filters.is_archived ?? false;
  const compose = () => {
    const placeholders = Object.fromEntries(bound.map((key) => [key, sql.placeholder(key)]));
    const slice = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
    return pageQuery(db, { is_archived: archived, ...placeholders } as AchievementFilters, sort, order, slice);
  };
  const values = Object.fromEntries(bound.map((key) => [key, filters[key]]));
  return shapedRows<FlatRow>(db, 'achievements_page', [sort, order, archived, ...bound].join(' '), compose, { ...values, ...window });
}

/** One page of a list and its total in a single statement (the list's hot path, one round trip). */
export async function achievementsPage(
  db: Database,
  filters: AchievementFilters,
  sort: AchievementSort,
  order: 'asc' | 'desc',
  window: { limit: number; offset: number },
): Promise<{ rows: AchievementRow[]; total: number }> {
  const rows = await pageRows(db, filters, sort, order, window);
  // A page past the end has no row to carry the total.
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countAchievements(db, filters);
  return {
    total,
    rows: rows.map((row) => ({
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
      createdAt: row.created_at,
      student: { id: row.student_id, first_name: row.s_first, second_name: row.s_second, last_name: row.s_last },
      author: { id: row.user_id, first_name: row.a_first, second_name: row.a_second, last_name: row.a_last },
    })),
  };
}

export async function countAchievements(db: Database, filters: AchievementFilters): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(db, countQuery(db, filters));
  return Number(row?.total ?? 0);
}

/**
 * The total of a list without counting its rows where a roll-up knows it: the counters for
 * no filter or a teacher alone; the per-day roll-ups for teacher, subject, check type and
 * dates (not archived only). Anything else (student, search) is counted, under an index.
 */
function countQuery(db: Database, filters: AchievementFilters): SQL {
  const archived = filters.is_archived ?? false;
  const { teacherId, subject, checkType, dateFrom, dateTo } = filters;
  const needsRows = filters.studentId !== undefined || filters.q !== undefined || filters.topic !== undefined;

  if (!needsRows && subject === undefined && checkType === undefined && dateFrom === undefined && dateTo === undefined) {
    return db
      .select({ total: sql<number>`coalesce(sum(${achievementCounts.n}), 0)::integer`.as('total') })
      .from(achievementCounts)
      .where(and(eq(achievementCounts.isArchived, archived), teacherId === undefined ? undefined : eq(achievementCounts.userId, teacherId)))
      .getSQL();
  }

  if (!needsRows && !archived && teacherId === undefined && subject === undefined && checkType === undefined) {
    return db
      .select({ total: sql<number>`coalesce(sum(${achievementDays.n}), 0)::integer`.as('total') })
      .from(achievementDays)
      .where(
        and(
          dateFrom === undefined ? undefined : gte(achievementDays.day, dateFrom),
          dateTo === undefined ? undefined : lte(achievementDays.day, dateTo),
        ),
      )
      .getSQL();
  }

  if (!needsRows && !archived) {
    const table = teacherId === undefined ? achievementDayTotals : achievementTeacherDays;
    return db
      .select({ total: sql<number>`coalesce(sum(${table.n}), 0)::integer`.as('total') })
      .from(table)
      .where(
        and(
          teacherId === undefined ? undefined : eq(achievementTeacherDays.userId, teacherId),
          subject === undefined ? undefined : eq(table.subject, subject),
          checkType === undefined ? undefined : eq(table.checkType, checkType),
          dateFrom === undefined ? undefined : gte(table.day, dateFrom),
          dateTo === undefined ? undefined : lte(table.day, dateTo),
        ),
      )
      .getSQL();
  }

  if (hasSearch(filters)) {
    return searchCount(filters);
  }

  return db
    .select({ total: sql<number>`count(*)::integer`.as('total') })
    .from(achievements)
    .where(and(...filterConditions(filters)))
    .getSQL();
}
