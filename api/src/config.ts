import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the environment says (API.md "Configuration"). JWT secrets may still be missing. */
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
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseCacheMb(value: string | undefined): number {
  if (!nonEmpty(value)) return 32;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0) throw new Error(`ANSWER_CACHE_MB must be a number of megabytes (0: no cache), got "${value}"`);
  return mb;
}

function parseTrustProxy(value: string | undefined): string | number | boolean {
  const text = nonEmpty(value);
  if (text === null || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** Reads the environment; no I/O. STATIC_ROOT="" turns static serving off. */
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
  };
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
