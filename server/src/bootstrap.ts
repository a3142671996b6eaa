import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { seedDatabase } from './seed';

/** Opens the configured database, applies pending migrations and seeds what is missing. */
export async function startDatabase(
  config: Config,
): Promise<{ handle: DatabaseHandle; generatedAdminPassword?: string }> {
  const handle = await openDatabase(config.database);
  try {
    const seeded = await withStartupLock(handle, async () => {
      await migrateDatabase(handle);
      return seedDatabase(handle.db, {
        demo: config.seedDemo,
        adminPassword: config.adminPassword,
        production: config.env === 'production',
      });
    });
    return { handle, ...seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
