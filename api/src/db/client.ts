import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Query, SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: everything a Database can do, scoped to one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle =
  | { driver: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { driver: 'pg'; db: Database; client: Pool; close(): Promise<void> };

export interface DatabaseOptions {
  /** postgres://… — a PostgreSQL server. */
  url?: string | null;
  /** PostgreSQL server only: statement_timeout of every connection in ms; 0 or unset: none. */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL server only: an idle connection of the pool failed (the server restarted, a
   * network cut). The pool drops that connection and opens a new one on the next query; this
   * only reports it. Default: one line on stderr.
   */
  onPoolError?: (error: Error) => void;
  /** Where PGlite keeps its files when no url is given; in memory when unset. Locked against a second process. */
  dataDir?: string | null;
  /** PGlite only: start from a dump of another instance (tests load a migrated template). */
  loadDataDir?: Blob;
}

/** How long a query waits for a connection of the pool (a new one, or one another request frees). */
export const CONNECT_TIMEOUT_MS = 10_000;

function reportPoolError(error: Error): void {
  console.error(`PostgreSQL: соединение пула потеряно, следующий запрос откроет новое (${error.message})`);
}

export async function createDatabase({
  url,
  statementTimeoutMs = 0,
  onPoolError = reportPoolError,
  dataDir,
  loadDataDir,
}: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (url) {
    // No JIT: compiling a plan's expressions takes a few hundred milliseconds, more than any
    // of this API's statements runs; on a busy server it only adds latency.
    const settings = ['-c jit=off', ...(statementTimeoutMs > 0 ? [`-c statement_timeout=${statementTimeoutMs}`] : [])];
    // A server that does not answer, or a pool whose every connection is busy, fails the request
    // after CONNECT_TIMEOUT_MS (503, see isDatabaseUnavailable) instead of holding it forever.
    const pool = new Pool({ connectionString: url, options: settings.join(' '), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // Without a listener an idle connection's error (a restarted server) would crash the process.
    pool.on('error', onPoolError);
    return { driver: 'pg', db: drizzlePg(pool, { schema }), client: pool, close: () => pool.end() };
  }
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    // The options form: new PGlite(dataDir, { extensions }) silently drops the extensions.
    const client = new PGlite({ dataDir: dataDir ?? undefined, loadDataDir, extensions: { btree_gist } });
    await client.waitReady;
    // A new WAL segment would otherwise be written full of zeros first: 16 MB through the
    // emulated file system, a quarter of a second in the middle of whichever commit crosses it.
    await client.exec('SET wal_init_zero = off');
    return {
      driver: 'pglite',
      db: drizzlePglite(client, { schema }),
      client,
      close: () => client.close().finally(release),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The rows of a raw statement: both drivers answer execute() with { rows }; the shared Database type cannot say so. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const dialect = new PgDialect();
/** The statement names given out so far (see namedRows). */
const statementNames = new Set<string>();
/** Each connection keeps every named statement it has run: a bound on the shapes so named. */
const STATEMENT_NAMES_MAX = 200;

/** The family's name for the text (a hash of it), or none once STATEMENT_NAMES_MAX names are out. */
function statementName(family: string, text: string): string | undefined {
  const name = `${family}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
  if (statementNames.has(name)) return name;
  if (statementNames.size >= STATEMENT_NAMES_MAX) return undefined;
  statementNames.add(name);
  return name;
}

async function runNamed<T>(db: Database, query: Query, name: string | undefined, values?: Record<string, unknown>): Promise<T[]> {
  const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * The rows of a raw statement run as a named statement, its name the family's plus a hash of its
 * text: each connection has PostgreSQL parse and plan a shape once, not on every call (a list
 * page's statement costs ~2 ms to plan and ~0.5 ms to run). For statements whose text depends on
 * which filters are present, not on their values; past STATEMENT_NAMES_MAX shapes, unnamed.
 */
export async function namedRows<T>(db: Database, family: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  return runNamed<T>(db, built, statementName(family, built.sql));
}

/** Statements written once per shape (see shapedRows), by family and shape. */
const shapes = new Map<string, { query: Query; name: string | undefined }>();

/**
 * namedRows for a statement written with placeholders (sql.placeholder) and kept per shape: the
 * SQL is composed and turned into text once per shape, not on every call; each call only binds
 * `values`. `shape` must name everything the text depends on.
 */
export async function shapedRows<T>(
  db: Database,
  family: string,
  shape: string,
  compose: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const key = `${family} ${shape}`;
  let statement = shapes.get(key);
  if (!statement) {
    const query = dialect.sqlToQuery(compose());
    statement = { query, name: statementName(family, query.sql) };
    if (statement.name) shapes.set(key, statement);
  }
  return runNamed<T>(db, statement.query, statement.name, values);
}
