import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { encryptPendingIdNumbers } from './db/id-number-encryption';
import { syncSearchHashes } from './db/search-hashes';
import { syncVolunteerIdHashes } from './db/volunteer-id-hashes';
import { withStartupLock } from './db/startup-lock';
import { fieldCipher } from './security/field-cipher';
import { searchHasher } from './security/search-hash';
import { seedDatabase } from './seed';
import { openFileStorage } from './storage/open';

/**
 * Opens the configured database, applies pending migrations, seeds what is missing, encrypts ID numbers still in
 * the clear and brings the search hashes of masked fields in step with the configured keys.
 */
export async function startDatabase(
  config: Config,
): Promise<{ handle: DatabaseHandle; generatedAdminPassword?: string }> {
  const handle = await openDatabase(config.database);
  try {
    const seeded = await withStartupLock(handle, async () => {
      await migrateDatabase(handle);
      const hash = searchHasher(config.searchHashKey);
      const cipher = fieldCipher(config.fieldEncryptionKey);
      const files = await openFileStorage(config, handle);
      const seeded = await seedDatabase(handle.db, {
        demo: config.seedDemo,
        adminPassword: config.adminPassword,
        production: config.env === 'production',
        protection: { hash, cipher },
        files,
      }).finally(() => files.close());
      await encryptPendingIdNumbers(handle.db, cipher, hash);
      await syncSearchHashes(handle.db, hash, cipher);
      await syncVolunteerIdHashes(handle.db, hash, cipher);
      return seeded;
    });
    return { handle, ...seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
