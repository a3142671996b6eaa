import { inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { entityFiles, files } from '../../db/schema';
import { readWhole, type FileStorage } from '../../storage/file-storage';
import { FILE_MIME } from '../files/file-types';
import { removeStored, storeGenerated } from '../files/store';

/** The bytes of stored files by id (template images, embedded whole); a missing file reads as none. */
export async function readStoredFiles(
  db: Executor,
  storage: FileStorage,
  ids: readonly (number | null)[],
): Promise<Map<number, Uint8Array>> {
  const wanted = ids.filter((id): id is number => id !== null);
  const found = new Map<number, Uint8Array>();
  if (wanted.length === 0) return found;
  const rows = await db.select().from(files).where(inArray(files.id, wanted));
  for (const row of rows) {
    const bytes = await readWhole(storage, row.storageKey).catch(() => null);
    if (bytes) found.set(row.id, bytes);
  }
  return found;
}

/**
 * Stores a rendered PDF like an upload (under a random key, outside the web root) and attaches it to the
 * certificate (`entity_files`, kind `certificate`): it downloads through `/pm/files/:id` for whoever may read
 * certificates (files/access.ts). The stored file is removed again when its rows cannot be written.
 */
export async function storeCertificatePdf(
  tx: Transaction,
  storage: FileStorage,
  certificate: { id: number; number: string },
  bytes: Uint8Array,
  userId: number,
): Promise<number> {
  const stored = await storeGenerated(storage, bytes);
  try {
    const [file] = await tx
      .insert(files)
      .values({ ...stored, name: `${certificate.number}.pdf`, mime: FILE_MIME.pdf, uploadedBy: userId })
      .returning({ id: files.id });
    await tx
      .insert(entityFiles)
      .values({ entity: 'certificate', entityId: certificate.id, fileId: file!.id });
    return file!.id;
  } catch (error) {
    await removeStored(storage, stored.storageKey);
    throw error;
  }
}
