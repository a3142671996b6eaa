import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { files, materialDocuments, materialDocumentVersions } from '../../db/schema';

/** Each upload becomes a document of the entry, named after the file, at version 1 (in the order given). */
export async function fileDocuments(
  tx: Transaction,
  materialId: number,
  actorId: number | null,
  fileIds: readonly number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const stored = await tx
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(inArray(files.id, [...fileIds]))
    .orderBy(asc(files.id));
  for (const fileId of fileIds) {
    const file = stored.find((row) => row.id === fileId)!;
    const [document] = await tx
      .insert(materialDocuments)
      .values({ materialId, name: file.name, currentVersion: 1 })
      .returning({ id: materialDocuments.id });
    await tx
      .insert(materialDocumentVersions)
      .values({ documentId: document!.id, version: 1, fileId, createdBy: actorId });
  }
}

/**
 * An upload as the next version of a document: it becomes the current version, and the document takes the
 * file's name (a document without a stored version yet, filed before the archive held files, gets its first).
 */
export async function fileVersion(
  tx: Transaction,
  document: { id: number; currentVersion: number },
  actorId: number,
  file: { id: number; name: string },
): Promise<number> {
  const version = document.currentVersion + 1;
  await tx
    .insert(materialDocumentVersions)
    .values({ documentId: document.id, version, fileId: file.id, createdBy: actorId });
  await tx
    .update(materialDocuments)
    .set({ currentVersion: version, name: file.name })
    .where(eq(materialDocuments.id, document.id));
  return version;
}
