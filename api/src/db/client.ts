import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
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
  /** Where PGlite keeps its files when no url is given; in memory when unset. */
  dataDir?: string | null;
  /** PGlite only: start from a dump of another instance (tests load a migrated template). */
  loadDataDir?: Blob;
}

export async function createDatabase({ url, dataDir, loadDataDir }: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (url) {
    // No JIT: compiling a plan's expressions takes a few hundred milliseconds, more than any
    // of this API's statements runs; on a busy server it only adds latency.
    const pool = new Pool({ connectionString: url, options: '-c jit=off' });
    return { driver: 'pg', db: drizzlePg(pool, { schema }), client: pool, close: () => pool.end() };
  }
  // The options form: new PGlite(dataDir, { extensions }) silently drops the extensions.
  const client = new PGlite({ dataDir: dataDir ?? undefined, loadDataDir, extensions: { btree_gist } });
  await client.waitReady;
  return {
    driver: 'pglite',
    db: drizzlePglite(client, { schema }),
    client,
    close: () => client.close(),
  };
}
