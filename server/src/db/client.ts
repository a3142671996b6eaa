import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** What the rest of the server uses: the same query builder whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: services take this so callers decide the transaction scope. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | {
      driver: 'pglite';
      /** Omitted: in memory. */
      dataDir?: string;
      /** Start from a `dumpDataDir()` dump instead of an empty cluster (fast test databases). */
      snapshot?: Blob;
    }
  | { driver: 'postgres'; url: string };

export type DatabaseHandle =
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite; close: () => Promise<void> }
  | { driver: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool; close: () => Promise<void> };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url });
    return { driver: 'postgres', db: drizzlePg({ client: pool, schema }), pool, close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.snapshot });
  await client.waitReady;
  return { driver: 'pglite', db: drizzlePglite({ client, schema }), client, close: () => client.close() };
}
