import { asc, eq, sql } from 'drizzle-orm';
import { roleRef, type Role, type TokenUser } from '@diary/common';
import type { Database } from '../db/client';
import type { AnswerVersions } from '../db/answer-versions';
import { answerVersions, refreshSessions, userRoles, users, type UserRow } from '../db/schema';

/** Every user column except the password hash, which never leaves the auth code. */
export const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  secondName: users.secondName,
  lastName: users.lastName,
  subject: users.subject,
  male: users.male,
  banned: users.banned,
  banReason: users.banReason,
  tokenVersion: users.tokenVersion,
  createdAt: users.createdAt,
};

export type UserColumnsRow = Omit<UserRow, 'passwordHash'>;

/** A user with roles in order (the first is the primary role). */
export interface UserRecord extends UserColumnsRow {
  roles: Role[];
}

/** One query: the user and their roles, or null. */
export async function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  return (await readUser(userStatement(db, false, false), id, null))?.user ?? null;
}

/**
 * The user of an access token, read on every authenticated request, in one query: the user, their
 * roles, whether the token's refresh family still stands (not revoked by a logout, nor deleted
 * by logout everywhere; `familyLive` is true for a token of no family), and the answer versions
 * (answer_versions, undefined without its row), so a cached answer costs no second round trip.
 */
export async function findTokenUser(
  db: Database,
  id: number,
  familyId: string | null,
): Promise<(UserRecord & { familyLive: boolean; answerVersions: AnswerVersions | undefined }) | null> {
  const found = await readUser(tokenUserStatement(db, familyId !== null), id, familyId);
  return found && { ...found.user, familyLive: found.familyLive, answerVersions: found.answerVersions };
}

/** The counters of answer_versions as columns of the user's statement (uncorrelated: run once). */
const versionColumns = {
  achievementsVersion: sql<number | null>`(select ${answerVersions.achievements} from ${answerVersions})`.mapWith(Number),
  timetableVersion: sql<number | null>`(select ${answerVersions.timetable} from ${answerVersions})`.mapWith(Number),
};

/** The user with their roles in order (one row per role), as a named statement: planned once per connection. */
function userStatement(db: Database, withFamily: boolean, withVersions: boolean) {
  // Not correlated with the row: PostgreSQL runs it once per statement (an index probe on family_id).
  const familyLive = withFamily
    ? sql<boolean>`exists (select 1 from ${refreshSessions} where ${refreshSessions.familyId} = ${sql.placeholder('familyId')} and ${refreshSessions.revokedAt} is null)`
    : sql<boolean>`true`;
  return db
    .select({ ...userColumns, role: userRoles.role, familyLive, ...(withVersions ? versionColumns : {}) })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .orderBy(asc(userRoles.position))
    .prepare(`user_${withFamily ? 'family_' : ''}${withVersions ? 'versions' : 'only'}`);
}

type UserStatement = ReturnType<typeof userStatement>;
/**
 * The token user's statements of each database, built once (they run on every signed-in request).
 * Only for a database itself: one built on a transaction would keep that transaction's connection.
 */
const tokenUserStatements = new WeakMap<Database, { plain?: UserStatement; family?: UserStatement }>();

function tokenUserStatement(db: Database, withFamily: boolean): UserStatement {
  let statements = tokenUserStatements.get(db);
  if (!statements) tokenUserStatements.set(db, (statements = {}));
  const kind = withFamily ? 'family' : 'plain';
  return (statements[kind] ??= userStatement(db, withFamily, true));
}

async function readUser(
  statement: UserStatement,
  id: number,
  familyId: string | null,
): Promise<{ user: UserRecord; familyLive: boolean; answerVersions?: AnswerVersions } | null> {
  const rows = await statement.execute({ id, familyId });
  const [first] = rows;
  if (!first) return null;
  const { role: _role, familyLive: live, achievementsVersion, timetableVersion, ...user } = first;
  const answerVersions =
    achievementsVersion == null || timetableVersion == null
      ? undefined
      : { achievements: achievementsVersion, timetable: timetableVersion };
  return { user: { ...user, roles: rows.flatMap((row) => (row.role ? [row.role] : [])) }, familyLive: live === true, answerVersions };
}

export function toTokenUser(user: UserRecord): TokenUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    second_name: user.secondName,
    last_name: user.lastName,
    roles: user.roles.map(roleRef),
    male: user.male,
    subject: user.subject,
  };
}
