import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  can,
  DIFFICULTY_MESSAGES,
  initials,
  primaryRole,
  type DifficultiesExportQuery,
  type DifficultiesListQuery,
  type Difficulty,
  type DifficultyInput,
  type Paged,
  type TokenUser,
} from '@diary/common';
import type { Database } from '../../db/client';
import { difficulties } from '../../db/schema';
import { forbidden, notFound } from '../../errors/app-error';
import { containsPattern, readPage } from '../../http/pagination';
import { authorUser, personColumns, requireStudent, studentUser, surnamePrefixIds } from '../../db/people';
import { resolveAuthor, visibilityOf, type Visibility } from '../../auth/visibility';

export const difficultySelection = {
  id: difficulties.id,
  userId: difficulties.userId,
  studentId: difficulties.studentId,
  notes: difficulties.notes,
  isArchived: difficulties.isArchived,
  createdAt: difficulties.createdAt,
  student: personColumns(studentUser),
  author: personColumns(authorUser),
};

export const selectDifficulties = (db: Database) =>
  db
    .select(difficultySelection)
    .from(difficulties)
    .innerJoin(studentUser, eq(studentUser.id, difficulties.studentId))
    .innerJoin(authorUser, eq(authorUser.id, difficulties.userId))
    .$dynamic();

export type DifficultyRecord = Awaited<ReturnType<ReturnType<typeof selectDifficulties>['execute']>>[number];

export function toDifficulty(row: DifficultyRecord): Difficulty {
  return {
    id: row.id,
    userId: row.userId,
    studentId: row.studentId,
    notes: row.notes,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
    student: row.student,
    author: row.author,
    studentInitials: initials(row.student),
    authorInitials: initials(row.author),
  };
}

/** A TEACHER sees only what they reported (docs/api/contract.md "Permissions"); STUDENT never gets here (guard). */
function pinFilters(filters: DifficultiesExportQuery, visibility: Visibility): DifficultiesExportQuery {
  return visibility.kind === 'all' ? filters : { ...filters, teacherId: visibility.userId };
}

export function difficultyConditions(filters: DifficultiesExportQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(difficulties.isArchived, filters.archived ?? false),
    filters.teacherId === undefined ? undefined : eq(difficulties.userId, filters.teacherId),
    filters.studentId === undefined ? undefined : eq(difficulties.studentId, filters.studentId),
    filters.q === undefined
      ? undefined
      : or(
          sql`${difficulties.studentId} = any(${surnamePrefixIds(filters.q)})`,
          sql`${difficulties.userId} = any(${surnamePrefixIds(filters.q)})`,
          ilike(difficulties.notes, containsPattern(filters.q)),
        ),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The archived difficulties screen is ADMIN's (docs/product/screens.md "Архив"). */
function assertMayReadArchive(actor: TokenUser, archived: boolean | undefined): void {
  if (archived && !can(primaryRole(actor.roles), 'archive.view')) throw forbidden();
}

export async function listDifficulties(db: Database, actor: TokenUser, query: DifficultiesListQuery): Promise<Paged<Difficulty>> {
  assertMayReadArchive(actor, query.archived);
  const filters = pinFilters(query, visibilityOf(actor));
  const where = and(...difficultyConditions(filters));
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? (sort === 'createdAt' || sort === 'id' ? 'desc' : 'asc');
  const direction = order === 'desc' ? desc : asc;
  const columns = {
    createdAt: [difficulties.createdAt],
    id: [],
    student: [studentUser.secondName, studentUser.firstName],
    author: [authorUser.secondName, authorUser.firstName],
  }[sort];
  const { rows, total } = await readPage(query, {
    count: async () =>
      Number(
        (
          await db
            .select({ total: sql<number>`count(*)::integer` })
            .from(difficulties)
            .where(where)
        )[0]?.total ?? 0,
      ),
    rows: ({ limit, offset }) => {
      const page = selectDifficulties(db)
        .where(where)
        .orderBy(...columns.map((column) => direction(column)), direction(difficulties.id))
        .offset(offset);
      return limit ? page.limit(limit) : page;
    },
  });
  return { items: rows.map(toDifficulty), total };
}

async function findVisible(db: Database, visibility: Visibility, id: number): Promise<Difficulty> {
  const [row] = await selectDifficulties(db).where(
    and(eq(difficulties.id, id), visibility.kind === 'all' ? undefined : eq(difficulties.userId, visibility.userId)),
  );
  if (!row) throw notFound(DIFFICULTY_MESSAGES.notFound);
  return toDifficulty(row);
}

export async function createDifficulty(db: Database, actor: TokenUser, input: DifficultyInput): Promise<Difficulty> {
  return db.transaction(async (tx) => {
    const userId = await resolveAuthor(tx, actor, input.userId, DIFFICULTY_MESSAGES.teacherNotFound);
    await requireStudent(tx, input.studentId, DIFFICULTY_MESSAGES.studentNotFound);
    const [created] = await tx
      .insert(difficulties)
      .values({ userId, studentId: input.studentId, notes: input.notes, isArchived: input.isArchived })
      .returning({ id: difficulties.id });
    if (!created) throw new Error('INSERT … RETURNING returned no row');
    return findVisible(tx, { kind: 'all' }, created.id);
  });
}

/** PUT /difficulty/:id — moves it to the archive; a TEACHER only their own. */
export async function archiveDifficulty(db: Database, actor: TokenUser, id: number): Promise<Difficulty> {
  return db.transaction(async (tx) => {
    const existing = await findVisible(tx, visibilityOf(actor), id);
    if (!existing.isArchived) await tx.update(difficulties).set({ isArchived: true }).where(eq(difficulties.id, id));
    return { ...existing, isArchived: true };
  });
}

/** DELETE /difficulty/:id — ADMIN only, for real. */
export async function deleteDifficulty(db: Database, id: number): Promise<Difficulty> {
  return db.transaction(async (tx) => {
    const existing = await findVisible(tx, { kind: 'all' }, id);
    await tx.delete(difficulties).where(eq(difficulties.id, id));
    return existing;
  });
}
