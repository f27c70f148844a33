import { Client } from 'pg';
import { StartupError } from '../errors/startup-error';

const PG_INVALID_CATALOG_NAME = '3D000';
const PG_INVALID_PASSWORD = '28P01';
const PG_INVALID_AUTHORIZATION = '28000';
const PG_INSUFFICIENT_PRIVILEGE = '42501';
const PG_DUPLICATE_DATABASE = '42P04';

/** How long the first connection may take before the server gives up with a message. */
const CONNECT_TIMEOUT_MS = 10_000;

/** What a person reads about a DATABASE_URL: user@host:port/database, never the password. */
export interface PostgresTarget {
  user: string;
  host: string;
  port: string;
  database: string;
  /** user@host:port/database */
  label: string;
}

export function describeUrl(url: string): PostgresTarget {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new StartupError('DATABASE_URL должен быть адресом вида postgres://user:password@host:5432/database');
  }
  // Left out of the URL, the driver takes them from PG* variables or the system user.
  const user = decodeURIComponent(parsed.username) || '(по умолчанию)';
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(по умолчанию)';
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
  const port = parsed.port || '5432';
  return { user, host, port, database, label: `${user}@${host}:${port}/${database}` };
}

function field(error: unknown, name: 'code' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !(name in error)) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The error's code, or that of the first of several (Node's AggregateError when every address refused). */
function codeOf(error: unknown): string | undefined {
  const own = field(error, 'code');
  if (own) return own;
  if (error instanceof AggregateError) return field(error.errors[0], 'code');
  return undefined;
}

function messageOf(error: unknown): string {
  const own = field(error, 'message');
  if (own) return own;
  if (error instanceof AggregateError) return field(error.errors[0], 'message') ?? 'AggregateError';
  return String(error);
}

/**
 * One line for a person: why the server could not reach the database of DATABASE_URL and what to
 * do about it; null when the error is not about connecting (a missing database is handled apart).
 */
export function connectionProblem(error: unknown, target: PostgresTarget): string | null {
  const at = `${target.host}:${target.port}`;
  switch (codeOf(error)) {
    case PG_INVALID_PASSWORD:
    case PG_INVALID_AUTHORIZATION:
      return `PostgreSQL на ${at} не пускает пользователя "${target.user}" (${messageOf(error)}): проверьте имя пользователя и пароль в DATABASE_URL.`;
    case 'ECONNREFUSED':
      return `PostgreSQL на ${at} не принимает соединения: запущен ли сервер, верны ли хост и порт в DATABASE_URL?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Хост "${target.host}" из DATABASE_URL не найден: проверьте имя хоста.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `PostgreSQL на ${at} недоступен (${codeOf(error)}): проверьте хост, порт и сеть (файрвол).`;
    default:
      break;
  }
  if (/timeout/i.test(messageOf(error))) {
    return `PostgreSQL на ${at} не ответил за ${CONNECT_TIMEOUT_MS / 1000} с: проверьте хост, порт и сеть (файрвол).`;
  }
  return null;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An error after connect (the server going away) must not be an unhandled 'error' event.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database from a maintenance database of the same server (postgres, else template1). */
async function createMissingDatabase(url: string, target: PostgresTarget): Promise<void> {
  if (!new URL(url).pathname.replace(/^\//, '')) {
    throw new StartupError(
      `База данных по умолчанию на ${target.host}:${target.port} не существует: назовите базу в DATABASE_URL (…:5432/diary).`,
    );
  }
  let lastError: unknown;
  for (const maintenance of ['postgres', 'template1']) {
    const maintenanceUrl = new URL(url);
    maintenanceUrl.pathname = `/${maintenance}`;
    try {
      await withClient(maintenanceUrl.toString(), (client) => client.query(`CREATE DATABASE ${quoteIdentifier(target.database)}`));
      return;
    } catch (error) {
      if (codeOf(error) === PG_DUPLICATE_DATABASE) return; // created meanwhile by someone else
      if (codeOf(error) === PG_INVALID_CATALOG_NAME) {
        lastError = error;
        continue;
      }
      if (codeOf(error) === PG_INSUFFICIENT_PRIVILEGE) {
        throw new StartupError(
          `База данных "${target.database}" на ${target.host}:${target.port} не существует, а у пользователя "${target.user}" нет права ` +
            `её создать: создайте её (CREATE DATABASE ${quoteIdentifier(target.database)} OWNER ${quoteIdentifier(target.user)};) ` +
            'или укажите в DATABASE_URL существующую.',
          { cause: error },
        );
      }
      throw new StartupError(
        connectionProblem(error, target) ?? `База данных "${target.database}" не существует, и создать её не удалось: ${messageOf(error)}`,
        { cause: error },
      );
    }
  }
  throw new StartupError(
    `База данных "${target.database}" не существует, и на сервере нет базы postgres или template1, из которой её создать: ` +
      `создайте её вручную. (${messageOf(lastError)})`,
    { cause: lastError },
  );
}

/**
 * Before the server opens its pool: checks that DATABASE_URL's database answers, creates it when
 * it does not exist and the user may, and otherwise stops with one line saying what is wrong.
 * Answers whether it created the database.
 */
export async function preparePostgres(url: string): Promise<{ created: boolean; target: PostgresTarget }> {
  const target = describeUrl(url);
  try {
    await withClient(url, (client) => client.query('select 1'));
    return { created: false, target };
  } catch (error) {
    if (codeOf(error) !== PG_INVALID_CATALOG_NAME) {
      const problem = connectionProblem(error, target);
      throw new StartupError(problem ?? `Не удалось подключиться к PostgreSQL (${target.label}): ${messageOf(error)}`, { cause: error });
    }
  }
  await createMissingDatabase(url, target);
  return { created: true, target };
}
