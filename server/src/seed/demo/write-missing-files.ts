import { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/file-storage';

/**
 * Writes each demo file's bytes to the storage where its key holds none: the database has their rows, the storage
 * may be new (or another machine's folder).
 */
export async function writeMissingFiles(
  storage: FileStorage,
  files: readonly { storageKey: string; bytes: Uint8Array }[],
): Promise<void> {
  for (const file of files) {
    if (await storage.exists(file.storageKey)) continue;
    await storage.write(file.storageKey, Readable.from([file.bytes]));
  }
}
