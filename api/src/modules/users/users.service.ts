import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import {
  BAN_REASON,
  primaryRole,
  STUDENT_SEARCH_LIMIT,
  type Paged,
  type RegistrationInput,
  type Role,
  type StudentsListQuery,
  type TokenUser,
  type User,
  type UserListEntry,
  type UsersListQuery,
  type UserUpdateInput,
} from '@diary/common';
import { hashPassword } from '../../auth/passwords';
import { endUserAccess } from '../../auth/sessions';
import { rowsOf, type Database } from '../../db/client';
import { conflictOnUnique, isReferenceViolation } from '../../db/errors';
import { userRoles, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors/app-error';
import { asksForPage, containsPattern, readPage, requestedPage } from '../../http/pagination';
import { hasHistory } from './users.history';
import { assertMayManage } from './users.policy';

/** Who may give which roles: other modules that create users (the import) apply the same rule. */
export { assertMayManage };
import { findUserById, userColumns, type UserRecord } from '../../auth/token-user';
import { replaceRoles, toListEntry, toUserDto, withRoles } from './users.repository';

export const USERNAME_TAKEN = 'Пользователь с таким логином уже существует';
export const USER_NOT_FOUND = 'Пользователь не найден';
export const HAS_HISTORY = 'Нельзя удалить пользователя с историей (занятия, достижения, отметки). Заблокируйте его вместо удаления';
export const LAST_ADMIN = {
  demote: 'Нельзя снять роль суперадмина с последнего суперадмина',
  ban: 'Нельзя заблокировать последнего суперадмина',
  delete: 'Нельзя удалить последнего суперадмина',
};
export const SELF = {
  ban: 'Нельзя заблокировать самого себя',
  delete: 'Нельзя удалить самого себя',
};

/** An ADMIN who can still act as one: primary role ADMIN and not banned. */
const isActiveAdmin = (user: { roles: readonly Role[]; banned: boolean }) => !user.banned && primaryRole(user.roles) === 'ADMIN';

/** The portal must keep at least one active ADMIN, or nobody could manage it any more. */
async function assertAnotherAdminRemains(
  db: Database,
  target: UserRecord,
  after: { roles: readonly Role[]; banned: boolean } | 'deleted',
  message: string,
): Promise<void> {
  if (!isActiveAdmin(target) || (after !== 'deleted' && isActiveAdmin(after))) return;
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.position, 0), eq(userRoles.role, 'ADMIN')))
    .where(and(eq(users.banned, false), ne(users.id, target.id)));
  if (!others?.n) throw conflict(message);
}

/**
 * Runs changes to existing users one at a time (a transaction-scoped advisory lock), so
 * that two admins demoting each other at once cannot leave the portal without one.
 */
export function withUsersLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('diary.users'))`);
    return work(tx);
  });
}

async function requireUser(db: Database, id: number): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

const hasRole = (role: Role) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`;

/** ё is written as е as often as not: the surname search treats them as one letter (either case). */
const withoutYo = (text: string) => text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
const surnameWithoutYo = sql`translate(${users.secondName}, 'Ёё', 'Ее')`;
/**
 * A student picker searches the surname, name, patronymic and login at once, as one text (ё as е):
 * one pass over a row instead of four (about 10 ms for 5,000 students, docs/product/beyond.md).
 */
const namesWithoutYo = sql`translate(${users.secondName} || ' ' || ${users.firstName} || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.username}, 'Ёё', 'Ее')`;

/** A picker's search takes this many words at most (a full name is three); the rest are left out. */
const SEARCH_WORDS_MAX = 5;

/** Each word of the text (no spaces: it never spans two fields) found in the names or the login, any case. */
function nameWordsMatch(text: string): SQL | undefined {
  const words = [...new Set(withoutYo(text).split(/\s+/).filter(Boolean))].slice(0, SEARCH_WORDS_MAX);
  return and(...words.map((word) => ilike(namesWithoutYo, containsPattern(word))));
}

const SORT_COLUMNS = {
  id: users.id,
  createdAt: users.createdAt,
  second_name: users.secondName,
  first_name: users.firstName,
  username: users.username,
};

export async function listUsers(db: Database, query: UsersListQuery): Promise<Paged<User>> {
  const role = query.role && query.role !== 'all' ? query.role : undefined;
  const where = and(
    eq(users.banned, query.banned ?? false),
    role ? hasRole(role) : undefined,
    query.q ? ilike(surnameWithoutYo, containsPattern(withoutYo(query.q))) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const { rows, total } = await readPage(query, {
    count: async () => (await db.select({ total: count() }).from(users).where(where))[0]?.total ?? 0,
    rows: ({ limit, offset }) => {
      const page = db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[query.sort ?? 'id']), direction(users.id))
        .offset(offset)
        .$dynamic();
      return limit ? page.limit(limit) : page;
    },
  });
  const items = await withRoles(db, rows);
  return { items: items.map(toUserDto), total };
}

const listEntryColumns = { id: users.id, firstName: users.firstName, secondName: users.secondName, lastName: users.lastName };
/** Surname, name, patronymic, then id: a stable order for pages. */
const BY_NAME = [asc(users.secondName), asc(users.firstName), asc(users.lastName), asc(users.id)];

/** Not banned users who have the role (in any position), surname first. */
export async function listByRole(db: Database, role: Role): Promise<UserListEntry[]> {
  const rows = await db
    .select(listEntryColumns)
    .from(users)
    .where(and(eq(users.banned, false), hasRole(role)))
    .orderBy(...BY_NAME);
  return rows.map(toListEntry);
}

/**
 * GET /users/students: every student (the plain array) when the call sends none of q, page and
 * limit; otherwise a page of the students whose names or login hold every word of q, by surname.
 */
export async function listStudents(db: Database, query: StudentsListQuery): Promise<UserListEntry[] | Paged<UserListEntry>> {
  if (query.q === undefined && !asksForPage(query)) return listByRole(db, 'STUDENT');
  const where = and(eq(users.banned, false), hasRole('STUDENT'), query.q ? nameWordsMatch(query.q) : undefined);
  const { rows, total } = await readPage(requestedPage(query, STUDENT_SEARCH_LIMIT), {
    count: async () => (await db.select({ total: count() }).from(users).where(where))[0]?.total ?? 0,
    rows: ({ limit, offset }) => {
      const page = db
        .select(listEntryColumns)
        .from(users)
        .where(where)
        .orderBy(...BY_NAME)
        .offset(offset)
        .$dynamic();
      return limit ? page.limit(limit) : page;
    },
  });
  return { items: rows.map(toListEntry), total };
}

export async function getUser(db: Database, id: number): Promise<User> {
  return toUserDto(await requireUser(db, id));
}

/** Inserts a user and their roles; the caller provides the transaction. A login taken is refused (409). */
export async function insertUser(tx: Database, input: RegistrationInput, passwordHash: string): Promise<number> {
  const [created] = await insertUsers(tx, [{ input, passwordHash }]);
  if (!created) throw conflict(USERNAME_TAKEN);
  return created.id;
}

/**
 * Inserts users and their roles in one statement (an import: a thousand in one), each column sent
 * as one array: a few parameters, not eleven a user, and the audit's triggers run once for the
 * statement, each user's record written with their roles (migration 0021). On the embedded
 * database the transaction holds the only connection: its length is how long every other request
 * waits. The caller provides the transaction. A user whose login is taken by then is left out, not
 * refused: the answer lists those inserted, and a caller that wants all or nothing rolls back when
 * one is missing.
 */
export async function insertUsers(
  tx: Database,
  rows: readonly { input: RegistrationInput; passwordHash: string }[],
): Promise<{ id: number; username: string }[]> {
  if (rows.length === 0) return [];
  const column = (value: (row: (typeof rows)[number]) => string | null) => sql.param(rows.map(value));
  const roles = rows.flatMap(({ input }) => input.roles.map((role, position) => ({ username: input.username, role, position })));
  return rowsOf<{ id: number; username: string }>(
    tx,
    sql`with made as (
          insert into users (username, password_hash, first_name, second_name, last_name, subject, male)
          select * from unnest(${column((row) => row.input.username)}::text[], ${column((row) => row.passwordHash)}::text[],
            ${column((row) => row.input.first_name)}::text[], ${column((row) => row.input.second_name)}::text[],
            ${column((row) => row.input.last_name)}::text[], ${column((row) => row.input.subject)}::text[],
            ${column((row) => row.input.male)}::text[])
          on conflict (username) do nothing
          returning id, username
        ), roles as (
          insert into user_roles (user_id, role, position)
          select made.id, given.role, given.position
            from unnest(${sql.param(roles.map((role) => role.username))}::text[], ${sql.param(roles.map((role) => role.role))}::text[],
                        ${sql.param(roles.map((role) => role.position))}::integer[]) as given(username, role, position)
            join made on made.username = given.username
        )
        select id, username from made order by id`,
  );
}

export async function createUser(db: Database, actor: TokenUser, input: RegistrationInput): Promise<User> {
  assertMayManage(actor, null, input.roles);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction((tx) => insertUser(tx, input, passwordHash));
  return getUser(db, id);
}

export async function updateUser(db: Database, actor: TokenUser, id: number, input: Partial<UserUpdateInput>): Promise<User> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return withUsersLock(db, async (tx) => {
    const target = await requireUser(tx, id);
    const roles = input.roles ?? target.roles;
    assertMayManage(actor, target, roles);
    await assertAnotherAdminRemains(tx, target, { roles, banned: target.banned }, LAST_ADMIN.demote);

    if (input.roles) await replaceRoles(tx, id, input.roles);
    // drizzle leaves out undefined fields: only what the request sent changes.
    const changes = {
      username: input.username,
      firstName: input.first_name,
      secondName: input.second_name,
      lastName: input.last_name,
      subject: input.subject,
      male: input.male,
      passwordHash,
    };
    if (Object.values(changes).some((value) => value !== undefined)) {
      await tx.update(users).set(changes).where(eq(users.id, id)).catch(conflictOnUnique(USERNAME_TAKEN));
    }
    // A new password ends the sessions that the old one opened.
    if (passwordHash) await endUserAccess(tx, id);
    return getUser(tx, id);
  });
}

export function assignRoles(db: Database, actor: TokenUser, userId: number, roles: Role[]): Promise<User> {
  return updateUser(db, actor, userId, { roles });
}

export async function updateOwnSubject(db: Database, actor: TokenUser, subject: string | null): Promise<User> {
  await db.update(users).set({ subject }).where(eq(users.id, actor.id));
  return getUser(db, actor.id);
}

export function banUser(db: Database, actor: TokenUser, userId: number): Promise<User> {
  return withUsersLock(db, async (tx) => {
    const target = await requireUser(tx, userId);
    if (target.id === actor.id) throw forbidden(SELF.ban);
    assertMayManage(actor, target);
    await assertAnotherAdminRemains(tx, target, { roles: target.roles, banned: true }, LAST_ADMIN.ban);
    await tx.update(users).set({ banned: true, banReason: BAN_REASON }).where(eq(users.id, userId));
    await endUserAccess(tx, userId);
    return getUser(tx, userId);
  });
}

export function deleteUser(db: Database, actor: TokenUser, id: number): Promise<User> {
  return withUsersLock(db, async (tx) => {
    const target = await requireUser(tx, id);
    if (target.id === actor.id) throw forbidden(SELF.delete);
    assertMayManage(actor, target);
    await assertAnotherAdminRemains(tx, target, 'deleted', LAST_ADMIN.delete);
    // A user with history is banned instead; the database refuses too (ON DELETE RESTRICT), should
    // history appear between the check and the delete. Roles and sessions go with the user (CASCADE).
    if (await hasHistory(tx, id)) throw conflict(HAS_HISTORY);
    await tx
      .delete(users)
      .where(eq(users.id, id))
      .catch((error: unknown) => {
        if (isReferenceViolation(error)) throw conflict(HAS_HISTORY);
        throw error;
      });
    return toUserDto(target);
  });
}
