import { and, eq, sql } from 'drizzle-orm';
import {
  ACHIEVEMENT_MESSAGES,
  can,
  primaryRole,
  type Achievement,
  type AchievementInput,
  type AchievementsListQuery,
  type AchievementsPage,
  type AchievementUpdateInput,
  type TokenUser,
} from '@diary/common';
import type { Database } from '../../db/client';
import { achievements, userRoles, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors/app-error';
import { assertAllRowsFit, pageWindow } from '../../http/pagination';
import {
  achievementsPage,
  countAchievements,
  filterConditions,
  pinFilters,
  selectAchievements,
  sortColumns,
  toAchievement,
} from './achievements.repository';
import { requireStudent } from '../../db/people';
import { resolveAuthor, visibilityOf, type Visibility } from '../../auth/visibility';

/** Dates sort newest first unless asked otherwise; names and texts A to Я. */
const DEFAULT_DESC = new Set(['lessonDate', 'createdAt', 'id']);

/** The archive (is_archived=1) is an ADMIN screen (docs/api/contract.md "Permissions"). */
export function assertMayReadArchive(actor: TokenUser, archived: boolean | undefined): void {
  if (archived && !can(primaryRole(actor.roles), 'achievements.viewArchive')) throw forbidden();
}

export async function listAchievements(db: Database, actor: TokenUser, query: AchievementsListQuery): Promise<AchievementsPage> {
  assertMayReadArchive(actor, query.is_archived);
  const filters = pinFilters(query, visibilityOf(actor));
  const sort = query.sort ?? 'lessonDate';
  const order = query.order ?? (DEFAULT_DESC.has(sort) ? 'desc' : 'asc');
  const window = pageWindow(query);

  if (window.limit) {
    const { rows, total } = await achievementsPage(db, filters, sort, order, { limit: window.limit, offset: window.offset });
    return { achives: rows.map(toAchievement), total };
  }
  // All rows: counted first (from the counters where they know it), read only under the cap.
  const total = await countAchievements(db, filters);
  assertAllRowsFit(window, total);
  const rows = await selectAchievements(db)
    .where(and(...filterConditions(filters)))
    .orderBy(...sortColumns(sort, order));
  return { achives: rows.map(toAchievement), total };
}

/** The achievement if the caller may see it (TEACHER: their own; STUDENT: theirs), else 404. */
async function findVisible(db: Database, visibility: Visibility, id: number): Promise<Achievement> {
  const [row] = await selectAchievements(db).where(
    and(
      eq(achievements.id, id),
      visibility.kind === 'author' ? eq(achievements.userId, visibility.userId) : undefined,
      visibility.kind === 'student' ? eq(achievements.studentId, visibility.userId) : undefined,
    ),
  );
  if (!row) throw notFound(ACHIEVEMENT_MESSAGES.notFound);
  return toAchievement(row);
}

/**
 * docs/product/lifecycle.md: the first time a teacher saves an achievement while their profile has no subject,
 * the profile takes the achievement's subject. Runs in the saving transaction.
 */
async function setTeacherSubjectIfEmpty(tx: Database, teacherId: number, subject: string): Promise<void> {
  await tx
    .update(users)
    .set({ subject })
    .where(
      and(
        eq(users.id, teacherId),
        sql`coalesce(btrim(${users.subject}), '') = ''`,
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${teacherId} and ${userRoles.role} = 'TEACHER')`,
      ),
    );
}

const scoreText = (value: number | null) => (value === null ? null : value.toFixed(2));

function columnsOf(input: Omit<AchievementInput, 'userId' | 'isArchived'>) {
  return {
    studentId: input.studentId,
    lessonDate: input.lessonDate,
    lessonTheme: input.lessonTheme,
    notes: input.notes,
    points: scoreText(input.points),
    maxPoints: scoreText(input.maxPoints),
    checkType: input.checkType,
    subject: input.subject,
  };
}

export async function createAchievement(db: Database, actor: TokenUser, input: AchievementInput): Promise<Achievement> {
  return db.transaction(async (tx) => {
    const userId = await resolveAuthor(tx, actor, input.userId, ACHIEVEMENT_MESSAGES.teacherNotFound);
    await requireStudent(tx, input.studentId, ACHIEVEMENT_MESSAGES.studentNotFound);
    const [created] = await tx
      .insert(achievements)
      .values({ ...columnsOf(input), userId, isArchived: input.isArchived })
      .returning({ id: achievements.id });
    if (!created) throw new Error('INSERT … RETURNING returned no row');
    await setTeacherSubjectIfEmpty(tx, userId, input.subject);
    return findVisible(tx, { kind: 'all' }, created.id);
  });
}

/**
 * PUT /achivements/update: every field but the author and the archive state. An isArchived sent
 * with it is ignored: a record enters the archive only through PUT /achivements/:id, for every role.
 */
export async function updateAchievement(db: Database, actor: TokenUser, input: AchievementUpdateInput): Promise<Achievement> {
  return db.transaction(async (tx) => {
    const existing = await findVisible(tx, visibilityOf(actor), input.id);
    await requireStudent(tx, input.studentId, ACHIEVEMENT_MESSAGES.studentNotFound);
    await tx.update(achievements).set(columnsOf(input)).where(eq(achievements.id, existing.id));
    await setTeacherSubjectIfEmpty(tx, existing.userId, input.subject);
    return findVisible(tx, { kind: 'all' }, existing.id);
  });
}

/** PUT /achivements/:id — moves it to the archive (docs/product/lifecycle.md); answers the achievement. */
export async function archiveAchievement(db: Database, actor: TokenUser, id: number): Promise<Achievement> {
  return db.transaction(async (tx) => {
    const existing = await findVisible(tx, visibilityOf(actor), id);
    if (!existing.isArchived) await tx.update(achievements).set({ isArchived: true }).where(eq(achievements.id, id));
    return { ...existing, isArchived: true };
  });
}

/** DELETE /achivements/:id — ADMIN only, for real; answers what was deleted. */
export async function deleteAchievement(db: Database, id: number): Promise<Achievement> {
  return db.transaction(async (tx) => {
    const existing = await findVisible(tx, { kind: 'all' }, id);
    await tx.delete(achievements).where(eq(achievements.id, id));
    return existing;
  });
}
