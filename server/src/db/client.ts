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

interface HandleCommon {
  close: () => Promise<void>;
  /** Calls `listener` with a table's name as a statement writing it starts (db/change-feed.ts). */
  onWrite: (listener: (table: string) => void) => void;
}

export type DatabaseHandle =
  | ({ driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite } & HandleCommon)
  | ({ driver: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool } & HandleCommon);

/** The table an INSERT, UPDATE, DELETE or TRUNCATE writes; `*` for a statement that may write several (a CTE). */
const WRITTEN_TABLE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)"?/i;
const WRITING_CTE = /^\s*with\b[\s\S]*\b(?:insert|update|delete)\b/i;

/** Drizzle's logger sees every statement before it runs: the writes are told to the `onWrite` listeners. */
function writeWatch() {
  const listeners: ((table: string) => void)[] = [];
  const logger = {
    logQuery(query: string) {
      if (listeners.length === 0) return;
      const table = WRITTEN_TABLE.exec(query)?.[1] ?? (WRITING_CTE.test(query) ? '*' : null);
      if (table !== null) for (const listener of listeners) listener(table);
    },
  };
  return { logger, onWrite: (listener: (table: string) => void) => void listeners.push(listener) };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const { logger, onWrite } = writeWatch();
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url });
    const db = drizzlePg({ client: pool, schema, logger });
    return { driver: 'postgres', db, pool, close: () => pool.end(), onWrite };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.snapshot });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger });
  return { driver: 'pglite', db, client, close: () => client.close(), onWrite };
}
