import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors/startup-error';

/** One environment variable the API reads: its name, its default in words and what it does. */
export interface EnvVariable {
  name: string;
  default: string;
  meaning: string;
}

/**
 * Every variable the API reads, in the order of the README's configuration table. This file is
 * the one place that reads the environment; a test holds the README table and .env.example to
 * exactly these names (plus the ones only docker-compose.yml reads).
 */
export const ENV_VARIABLES: readonly EnvVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'the port serving /api, the shell and the remotes' },
  {
    name: 'PUBLIC_URL',
    default: 'unset',
    meaning:
      'the address people open, e.g. https://diary.example.ru: the calendar feed addresses start with it (unset: http://localhost:PORT); https makes the refresh cookie Secure',
  },
  {
    name: 'DATABASE_URL',
    default: 'unset',
    meaning: 'postgres://… to use a PostgreSQL server; unset: embedded PostgreSQL (PGlite) in DATA_DIR',
  },
  {
    name: 'DB_STATEMENT_TIMEOUT_MS',
    default: '30000',
    meaning: 'PostgreSQL server only: longest a statement may run before it is cancelled (503); 0: no limit',
  },
  { name: 'DATA_DIR', default: './data', meaning: 'the embedded database and generated secrets' },
  { name: 'JWT_SECRET', default: 'generated once into DATA_DIR', meaning: 'access token signing key' },
  { name: 'JWT_REFRESH_SECRET', default: 'generated once into DATA_DIR', meaning: 'refresh token signing key' },
  { name: 'ADMIN_USERNAME', default: 'admin', meaning: 'first administrator, created only when there is no user' },
  { name: 'ADMIN_PASSWORD', default: 'random, printed once', meaning: "first administrator's password" },
  {
    name: 'TRUST_PROXY',
    default: 'unset (false)',
    meaning: 'Express "trust proxy": how many proxies in front of the API set X-Forwarded-For (1 behind the docker gateway)',
  },
  { name: 'ANSWER_CACHE_MB', default: '32', meaning: 'room for cached answers of the heaviest reads; 0 turns the cache off' },
  { name: 'REMOTES_CONFIG', default: 'built-in', meaning: 'a JSON file telling the shell where each remote lives' },
  {
    name: 'STATIC_ROOT',
    default: 'the repository',
    meaning: 'the folder holding shell/dist and mf-*/dist; empty: the API serves no frontends',
  },
  {
    name: 'CENTRE_TIME_ZONE',
    default: 'Europe/Moscow',
    meaning: 'the centre\'s IANA time zone: calendar feed times (VTIMEZONE), "today" and "past"',
  },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent' },
  { name: 'NODE_ENV', default: 'development', meaning: 'production in the docker image; test silences the log' },
];

/** pino's levels. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the environment says (docs/api/contract.md "Configuration"). JWT secrets may still be missing. */
export interface EnvConfig {
  port: number;
  /** postgres://… — unset: embedded PostgreSQL (PGlite) in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string | null;
  jwtRefreshSecret: string | null;
  adminUsername: string;
  /** null: a random password, printed once. */
  adminPassword: string | null;
  /** A JSON file with the remotes' manifest URLs; null: the built-in same-origin ones. */
  remotesConfig: string | null;
  /** The folder holding shell/dist and mf-* /dist; null: the API serves no frontends. */
  staticRoot: string | null;
  /** Express's "trust proxy" (e.g. "loopback" or "1" behind a TLS proxy); false when unset. */
  trustProxy: string | number | boolean;
  /** Room for cached answers (lists, weeks) in MB; 0 turns the cache off. */
  answerCacheMb: number;
  nodeEnv: string;
  /** The address people open (origin, no trailing slash); null: not configured. */
  publicUrl: string | null;
  logLevel: LogLevel;
  /** The centre's IANA time zone (CENTRE_TIME_ZONE): calendar times, "today" and "past" are taken in it. */
  centreTimeZone: string;
  /** PostgreSQL server only: statement_timeout of the API's connections in ms; 0: none. */
  dbStatementTimeoutMs: number;
}

/** The complete configuration the app runs with. */
export interface Config extends EnvConfig {
  jwtSecret: string;
  jwtRefreshSecret: string;
}

/** The repository root: two levels above both api/src and api/dist. */
const REPO_ROOT = path.resolve(__dirname, '../..');

function nonEmpty(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

function parsePort(value: string | undefined): number {
  if (!nonEmpty(value)) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseCacheMb(value: string | undefined): number {
  if (!nonEmpty(value)) return 32;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0) throw new StartupError(`ANSWER_CACHE_MB must be a number of megabytes (0: no cache), got "${value}"`);
  return mb;
}

function parseStatementTimeout(value: string | undefined): number {
  if (!nonEmpty(value)) return 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new StartupError(`DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0: no limit), got "${value}"`);
  }
  return ms;
}

function parsePublicUrl(value: string | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new StartupError(`PUBLIC_URL must be the address people open, e.g. https://diary.example.ru, got "${value}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const text = nonEmpty(value)?.toLowerCase() ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === text);
  if (!level) throw new StartupError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/** An IANA time zone the runtime knows ('Europe/Moscow'), kept as written (Intl would turn Asia/Kolkata into Asia/Calcutta). */
function parseTimeZone(value: string | undefined): string {
  const text = nonEmpty(value) ?? 'Europe/Moscow';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return text;
  } catch {
    throw new StartupError(`CENTRE_TIME_ZONE must be an IANA time zone such as Europe/Moscow, got "${value}"`);
  }
}

function parseTrustProxy(value: string | undefined): string | number | boolean {
  const text = nonEmpty(value);
  if (text === null || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** Reads the environment (only the variables of ENV_VARIABLES); no I/O. STATIC_ROOT="" turns static serving off. */
export function loadConfig(env: NodeJS.ProcessEnv): EnvConfig {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const remotesConfig = nonEmpty(env.REMOTES_CONFIG);
  const staticRoot = env.STATIC_ROOT === undefined ? REPO_ROOT : nonEmpty(env.STATIC_ROOT);
  return {
    port: parsePort(env.PORT),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir,
    jwtSecret: nonEmpty(env.JWT_SECRET),
    jwtRefreshSecret: nonEmpty(env.JWT_REFRESH_SECRET),
    adminUsername: nonEmpty(env.ADMIN_USERNAME) ?? 'admin',
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    remotesConfig: remotesConfig && path.resolve(remotesConfig),
    staticRoot: staticRoot && path.resolve(staticRoot),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    answerCacheMb: parseCacheMb(env.ANSWER_CACHE_MB),
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    centreTimeZone: parseTimeZone(env.CENTRE_TIME_ZONE),
    dbStatementTimeoutMs: parseStatementTimeout(env.DB_STATEMENT_TIMEOUT_MS),
  };
}

/**
 * The origin of the addresses the API hands out (a calendar feed's): PUBLIC_URL, or without it
 * http://localhost:<PORT>. Never a request's Host header: the client writes it.
 */
export function publicOrigin(config: Pick<EnvConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** The warning the start logs when production runs without PUBLIC_URL, or null. */
export function publicUrlWarning(config: Pick<EnvConfig, 'publicUrl' | 'port' | 'nodeEnv'>): string | null {
  if (config.publicUrl || config.nodeEnv !== 'production') return null;
  return `PUBLIC_URL не задан: адреса календарей, которые выдаёт портал, начинаются с ${publicOrigin(config)}. Задайте PUBLIC_URL — адрес, который открывают люди (например, https://diary.example.ru)`;
}

interface StoredSecrets {
  jwtSecret: string;
  jwtRefreshSecret: string;
}

function readSecrets(file: string): Partial<StoredSecrets> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { jwtSecret, jwtRefreshSecret } = parsed as Record<string, unknown>;
    return {
      jwtSecret: typeof jwtSecret === 'string' ? jwtSecret : undefined,
      jwtRefreshSecret: typeof jwtRefreshSecret === 'string' ? jwtRefreshSecret : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Fills in the JWT secrets that the environment leaves unset from DATA_DIR/secrets.json,
 * generating that file on first start so tokens survive restarts.
 */
export function withSecrets(config: EnvConfig): Config {
  const { jwtSecret, jwtRefreshSecret } = config;
  if (jwtSecret && jwtRefreshSecret) return { ...config, jwtSecret, jwtRefreshSecret };

  const file = path.join(config.dataDir, 'secrets.json');
  const stored = readSecrets(file);
  const secrets: StoredSecrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    jwtRefreshSecret: stored.jwtRefreshSecret ?? randomBytes(48).toString('base64url'),
  };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.jwtRefreshSecret !== stored.jwtRefreshSecret) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    ...config,
    jwtSecret: jwtSecret ?? secrets.jwtSecret,
    jwtRefreshSecret: jwtRefreshSecret ?? secrets.jwtRefreshSecret,
  };
}
