/** PostgreSQL error codes the API turns into client errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_EXCLUSION_VIOLATION = '23P01';

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
