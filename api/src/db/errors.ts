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

/** The SQLSTATE of a database error: on the error itself (pg, PGlite) or on its cause (drizzle's DrizzleQueryError). */
export function pgErrorCode(error: unknown): string | undefined {
  const own = codeOf(error);
  if (own) return own;
  if (error instanceof Error) return codeOf(error.cause);
  return undefined;
}
