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
import { AppError } from '../../http/app-error';
import { assertMayManage, insertUser } from '../users/users.service';
import { checkOf, fileHasErrors, mapConcurrently, sortedErrors } from './report';
import { readSheet, textOf, type SheetRow } from './workbook';

type Column = (typeof USER_IMPORT_COLUMNS)[number];

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

  const typed = text('Пароль');
  const parsed = registrationSchema.safeParse({
    second_name: text('Фамилия'),
    first_name: text('Имя'),
    last_name: text('Отчество') || null,
    username: text('Логин'),
    password: typed || generatePassword(),
    subject: text('Предмет') || null,
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

/**
 * POST /import/users: checks every row (dry run → what is wrong), or creates every user in one
 * transaction when nothing is (400 with the errors otherwise, nothing created). Passwords left
 * empty are generated and answered once; hashing runs on as many threads as the machine has.
 */
export async function importUsers(db: Database, actor: TokenUser, file: Express.Multer.File | undefined, dryRun: boolean) {
  const sheet = await readSheet(file, USER_IMPORT_COLUMNS, ['Отчество', 'Пароль', 'Предмет']);
  const errors = [...sheet.errors];
  const parsed = sheet.rows.map((row) => parseRow(row, actor, errors));
  await refuseTakenLogins(db, sheet.rows, errors);
  const sorted = sortedErrors(errors, USER_IMPORT_COLUMNS);
  if (dryRun) return checkOf(sheet.rows.length, sorted) satisfies ImportCheck;
  if (sorted.length) throw fileHasErrors(sorted);

  const valid = parsed.filter((row): row is UserRow => row !== null);
  const hashes = await mapConcurrently(valid, availableParallelism(), (row) => hashPassword(row.input.password));
  await db.transaction(async (tx) => {
    for (const [i, row] of valid.entries()) await insertUser(tx, row.input, hashes[i] as string);
  });
  const passwords: GeneratedPassword[] = valid
    .filter((row) => row.generated)
    .map((row) => ({ row: row.row, username: row.input.username, password: row.input.password }));
  return (passwords.length ? { created: valid.length, passwords } : { created: valid.length }) satisfies ImportDone;
}
