import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { syncSearchHashes } from './db/search-hashes';
import { syncVolunteerIdHashes } from './db/volunteer-id-hashes';
import { withStartupLock } from './db/startup-lock';
import { fieldCipher } from './security/field-cipher';
import { searchHasher } from './security/search-hash';
import { seedDatabase } from './seed';

/**
 * Opens the configured database, applies pending migrations, seeds what is missing and brings the search hashes of
 * masked fields in step with the configured key.
 */
export async function startDatabase(
  config: Config,
): Promise<{ handle: DatabaseHandle; generatedAdminPassword?: string }> {
  const handle = await openDatabase(config.database);
  try {
    const seeded = await withStartupLock(handle, async () => {
      await migrateDatabase(handle);
      const hash = searchHasher(config.searchHashKey);
      const seeded = await seedDatabase(handle.db, {
        demo: config.seedDemo,
        adminPassword: config.adminPassword,
        production: config.env === 'production',
        protection: { hash, cipher: fieldCipher(config.fieldEncryptionKey) },
      });
      await syncSearchHashes(handle.db, hash);
      await syncVolunteerIdHashes(handle.db, hash, fieldCipher(config.fieldEncryptionKey));
      return seeded;
    });
    return { handle, ...seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
