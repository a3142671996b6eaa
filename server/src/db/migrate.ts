import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';
import type { DatabaseHandle } from './client';

/** Applies the committed migrations in server/drizzle that the database has not seen yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') await migratePglite(handle.db, { migrationsFolder });
  else await migratePg(handle.db, { migrationsFolder });
}
