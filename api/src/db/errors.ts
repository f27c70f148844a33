import { conflict } from '../errors/app-error';

/** PostgreSQL error codes the API turns into client errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_EXCLUSION_VIOLATION = '23P01';
/** ON DELETE RESTRICT: PostgreSQL 18 (PGlite) answers 23001; older servers answer 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
/** A statement cancelled, e.g. by statement_timeout (DB_STATEMENT_TIMEOUT_MS): 503, try again later. */
export const PG_QUERY_CANCELED = '57014';

const PG_DEADLOCK = '40P01';
const PG_SERIALIZATION_FAILURE = '40001';

/** A transaction PostgreSQL aborted to break a deadlock or a serialization race: run it again. */
export function isWriteRace(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_DEADLOCK || code === PG_SERIALIZATION_FAILURE;
}

/** A write refused because other rows still reference the row. */
export function isReferenceViolation(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

/**
 * SQLSTATEs of a database that cannot serve now: class 08 (the connection failed or broke),
 * 53 (out of connections, memory or disk), 57P01–57P03 (shutting down, restarting, starting up).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53)|^57P0[1-3]$/;
/**
 * The codes of Node's errors connecting to a server that is down or unreachable. Not ECONNRESET
 * or EPIPE: a client that goes away mid-download gives those too; a server that goes away
 * mid-query is pg's 'Connection terminated unexpectedly'.
 */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg, its pool and PGlite throw, without a code, when there is no connection to use. */
const UNAVAILABLE_MESSAGE = [
  /^Connection terminated/, // pg: the server went away mid-query, or the pool's connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/**
 * The database cannot be reached or has gone away (not the request's fault, nor a bug): answered
 * 503 'База данных недоступна…' rather than 500. Looks through drizzle's wrapper (cause) and
 * Node's AggregateError (errors: one per address tried).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Read by shape, not instanceof: Node's own errors (a refused connect) may come from another realm (jest's vm).
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = codeOf(error);
  if (code && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (UNAVAILABLE_MESSAGE.some((pattern) => pattern.test(message))) return true;
  const inner: unknown[] = 'errors' in error && Array.isArray(error.errors) ? error.errors : [];
  if (inner.some((one) => isDatabaseUnavailable(one, depth + 1))) return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** The SQLSTATE of a database error: on the error itself (pg, PGlite) or on its cause (drizzle's DrizzleQueryError). */
export function pgErrorCode(error: unknown): string | undefined {
  const own = codeOf(error);
  if (own) return own;
  if (error instanceof Error) return codeOf(error.cause);
  return undefined;
}

/** For a write's .catch(): a unique clash becomes a 409 with the given message; anything else passes on. */
export function conflictOnUnique(message: string) {
  return (error: unknown): never => {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  };
}
