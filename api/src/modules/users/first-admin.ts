import { count } from 'drizzle-orm';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@diary/common';
import type { Logger } from 'pino';
import { generatePassword, hashPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { StartupError } from '../../errors/startup-error';
import { insertUser, withUsersLock } from './users.service';

async function hasUsers(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  return Boolean(existing?.n);
}

/**
 * On a portal with no users, creates the first ADMIN from ADMIN_USERNAME / ADMIN_PASSWORD
 * (or `admin` and a random password, printed once). Returns the username when it created one.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: Pick<Config, 'adminUsername' | 'adminPassword'>,
  logger: Logger,
): Promise<string | null> {
  if (await hasUsers(db)) return null;
  // The generated password (16 random base64url characters) always passes the rule.
  const password = config.adminPassword ?? generatePassword();
  if (!newPasswordSchema.safeParse(password).success) {
    // Refused, not warned: the first administrator's password guards the whole portal.
    throw new StartupError(
      `ADMIN_PASSWORD is refused: it must have at least ${PASSWORD_MIN_LENGTH} characters and not be one of the 10,000 most common passwords / ` +
        `ADMIN_PASSWORD не подходит: нужно не короче ${PASSWORD_MIN_LENGTH} символов и не из числа самых распространённых паролей`,
    );
  }
  const passwordHash = await hashPassword(password);
  // Under the users lock, two instances starting at once cannot both create one.
  const created = await withUsersLock(db, async (tx) => {
    if (await hasUsers(tx)) return false;
    await insertUser(
      tx,
      {
        username: config.adminUsername,
        password,
        first_name: 'Суперадмин',
        second_name: 'Администратор',
        last_name: null,
        subject: null,
        male: 'M',
        roles: ['ADMIN'],
      },
      passwordHash,
    );
    return true;
  });
  if (!created) return null;

  const shown = config.adminPassword ? '(из ADMIN_PASSWORD / from ADMIN_PASSWORD)' : password;
  logger.warn(
    `Создан первый администратор. Войдите с логином "${config.adminUsername}" и паролем ${shown}; пароль показан один раз — смените его. ` +
      `First administrator created. Log in as "${config.adminUsername}" with password ${shown}; it is shown only once — change it.`,
  );
  return config.adminUsername;
}
