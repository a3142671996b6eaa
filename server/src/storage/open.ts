import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { FileStorage } from './file-storage';
import { localFolderStorage } from './local-folder';
import { postgresLargeObjectStorage } from './postgres-large-objects';

/**
 * The configured storage (FILE_STORAGE): made once for the app (app.files) and once for the start-up's seed.
 * Large objects live in the opened database; config.ts has already refused them on PGlite. The S3 client is
 * loaded only for a bucket: it is among the heaviest modules of the server, and most installations keep files elsewhere.
 */
export async function openFileStorage(
  config: Pick<Config, 'fileStorage' | 'filesDir'>,
  database: DatabaseHandle,
): Promise<FileStorage> {
  const settings = config.fileStorage;
  switch (settings.kind) {
    case 'local':
      return localFolderStorage(config.filesDir);
    case 'postgres':
      if (database.driver !== 'postgres')
        throw new Error('FILE_STORAGE=postgres needs PostgreSQL (DATABASE_URL)');
      return postgresLargeObjectStorage(database.pool);
    case 's3':
      return (await import('./s3-bucket')).s3BucketStorage(settings);
  }
}
