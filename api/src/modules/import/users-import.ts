import { availableParallelism } from 'node:os';
import { inArray } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  ROLE_DESCRIPTIONS,
  ROLE_VALUES,
  USER_IMPORT_COLUMNS,
  registrationSchema,
  type GeneratedPassword,
  type ImportCheck,
  type ImportDone,
  type ImportError,
  type RegistrationInput,
  type Role,
  type TokenUser,
} from '@diary/common';
import { generatePassword, hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertMayManage, insertUsers } from '../users/users.service';
import { checkOf, fileHasErrors, mapConcurrently, sortedErrors } from './report';
import { readSheet, textOf, type SheetRow } from './workbook';

/** Read when the file has it; not in the template, whose columns are the contract's. */
export const GENDER_COLUMN = 'Пол';
/** The columns read, in the order a row's errors are listed. */
const FILE_COLUMNS = [...USER_IMPORT_COLUMNS, GENDER_COLUMN] as const;
type Column = (typeof FILE_COLUMNS)[number];

/** The registration schema's fields and the file's columns. */
const COLUMN_OF_FIELD: Record<string, Column> = {
  second_name: 'Фамилия',
  first_name: 'Имя',
  last_name: 'Отчество',
  username: 'Логин',
  password: 'Пароль',
  roles: 'Роль',
  subject: 'Предмет',
};

const ROLE_BY_NAME = new Map(ROLE_VALUES.map((role) => [ROLE_DESCRIPTIONS[role].toLowerCase(), role]));
export const UNKNOWN_ROLE = `Неизвестная роль: ${ROLE_VALUES.map((role) => ROLE_DESCRIPTIONS[role])
  .reverse()
  .join(', ')}`;

type Gender = RegistrationInput['male'];
/** Пол as written, any case; M and F are the API's own values (and a Latin M looks like the Cyrillic one). */
const GENDER_BY_NAME = new Map<string, Gender>([
  ['мужской', 'M'],
  ['м', 'M'],
  ['m', 'M'],
  ['женский', 'F'],
  ['ж', 'F'],
  ['f', 'F'],
]);
export const UNKNOWN_GENDER = 'Пол: Мужской или Женский (М или Ж)';

/** A woman's patronymic: Петровна, Ильинична, Али кызы. Anything else (or none) is taken for a man's. */
const genderOfPatronymic = (patronymic: string): Gender => (/(вна|чна|кызы)$/i.test(patronymic.trim()) ? 'F' : 'M');

interface UserRow {
  row: number;
  input: RegistrationInput;
  /** Пароль was empty: the portal made this one. */
  generated: boolean;
}

/** 'Преподаватель' or 'Преподаватель, Администратор' (the first is the main role) → roles; null when one is unknown. */
function rolesOf(text: string): Role[] | null {
  const names = text
    .split(/[,;]/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const roles = names.map((name) => ROLE_BY_NAME.get(name));
  return roles.every((role): role is Role => role !== undefined) ? roles : null;
}

/** One row through the rules of creating a user (the registration schema, who may give which role). */
function parseRow(sheetRow: SheetRow, actor: TokenUser, errors: ImportError[]): UserRow | null {
  const { row, cells } = sheetRow;
  const text = (column: Column) => textOf(cells.get(column));
  const problems: ImportError[] = [];
  const roleText = text('Роль');
  const roles = roleText ? rolesOf(roleText) : [];
  if (roles === null) problems.push({ row, column: 'Роль', message: UNKNOWN_ROLE });

  const genderText = text(GENDER_COLUMN).toLowerCase();
  const gender = genderText ? GENDER_BY_NAME.get(genderText) : genderOfPatronymic(text('Отчество'));
  if (!gender) problems.push({ row, column: GENDER_COLUMN, message: UNKNOWN_GENDER });

  const typed = text('Пароль');
  const parsed = registrationSchema.safeParse({
    second_name: text('Фамилия'),
    first_name: text('Имя'),
    last_name: text('Отчество') || null,
    username: text('Логин'),
    password: typed || generatePassword(),
    subject: text('Предмет') || null,
    male: gender ?? 'M',
    roles: roles ?? [],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? '';
      if (column === 'Роль' && roles === null) continue;
      problems.push({ row, column, message: issue.message });
    }
  } else {
    try {
      assertMayManage(actor, null, parsed.data.roles);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({ row, column: 'Роль', message: error.message });
    }
  }
  // A cell that could not be read has its error already; what the schema says of it being empty adds nothing.
  const unreadable = new Set(errors.filter((error) => error.row === row).map((error) => error.column));
  errors.push(...problems.filter((problem) => !unreadable.has(problem.column)));
  return parsed.success && problems.length === 0 ? { row, input: parsed.data, generated: !typed } : null;
}

/** Logins twice in the file, or taken in the portal: each such row gets the error. */
async function refuseTakenLogins(db: Database, rows: readonly SheetRow[], errors: ImportError[]): Promise<void> {
  const rowsOfLogin = new Map<string, number[]>();
  for (const { row, cells } of rows) {
    const login = textOf(cells.get('Логин'));
    if (login) rowsOfLogin.set(login, [...(rowsOfLogin.get(login) ?? []), row]);
  }
  const logins = [...rowsOfLogin.keys()];
  const taken = new Set<string>();
  for (let at = 0; at < logins.length; at += 1000) {
    const found = await db
      .select({ username: users.username })
      .from(users)
      .where(inArray(users.username, logins.slice(at, at + 1000)));
    for (const { username } of found) taken.add(username);
  }
  for (const [login, loginRows] of rowsOfLogin) {
    if (loginRows.length > 1 || taken.has(login)) {
      for (const row of loginRows) errors.push({ row, column: 'Логин', message: IMPORT_MESSAGES.usernameTaken });
    }
  }
}

/** A users file read and checked: a dry run's answer, or the users to create, their passwords hashed. */
export type PreparedUsers = { check: ImportCheck } | { users: ReadyUser[] };

interface ReadyUser extends UserRow {
  passwordHash: string;
}

/**
 * POST /import/users, what needs no transaction: the file read, every row checked (logins taken
 * in the portal included), and — for a write of a file without errors — the passwords hashed, as
 * many at a time as argon2's bound allows (auth/passwords.ts). A write of a file with errors is refused here.
 */
export async function prepareUsersImport(
  db: Database,
  actor: TokenUser,
  file: Express.Multer.File | undefined,
  dryRun: boolean,
): Promise<PreparedUsers> {
  const sheet = await readSheet(file, FILE_COLUMNS, ['Отчество', 'Пароль', 'Предмет', GENDER_COLUMN]);
  const errors = [...sheet.errors];
  const parsed = sheet.rows.map((row) => parseRow(row, actor, errors));
  await refuseTakenLogins(db, sheet.rows, errors);
  const sorted = sortedErrors(errors, FILE_COLUMNS);
  if (dryRun) return { check: checkOf(sheet.rows.length, sorted) };
  if (sorted.length) throw fileHasErrors(sorted);

  const valid = parsed.filter((row): row is UserRow => row !== null);
  // A few at a time, not all queued at once: argon2's queue (auth/passwords.ts) is first come first
  // served, and a sign-in arriving meanwhile must not wait behind a thousand of the file's passwords.
  const hashes = await mapConcurrently(valid, availableParallelism(), (row) => hashPassword(row.input.password));
  return { users: valid.map((row, i) => ({ ...row, passwordHash: hashes[i] as string })) };
}

/**
 * POST /import/users, the writes (in the request's transaction): every user of a prepared file,
 * all or nothing. A login taken since the check refuses the file as the check would have, and
 * nothing is created. Passwords left empty are answered once; `created` says who was created.
 */
export async function importUsers(db: Database, prepared: PreparedUsers) {
  if ('check' in prepared) return { answer: prepared.check, created: [] };
  const rows = prepared.users;
  const created = await db.transaction(async (tx) => {
    const inserted = await insertUsers(tx, rows);
    const taken = new Set(rows.map((row) => row.input.username));
    for (const user of inserted) taken.delete(user.username);
    if (taken.size) {
      const errors = rows
        .filter((row) => taken.has(row.input.username))
        .map((row): ImportError => ({ row: row.row, column: 'Логин', message: IMPORT_MESSAGES.usernameTaken }));
      throw fileHasErrors(errors);
    }
    return inserted;
  });
  const passwords: GeneratedPassword[] = rows
    .filter((row) => row.generated)
    .map((row) => ({ row: row.row, username: row.input.username, password: row.input.password }));
  const answer: ImportDone = passwords.length ? { created: rows.length, passwords } : { created: rows.length };
  return { answer, created };
}
