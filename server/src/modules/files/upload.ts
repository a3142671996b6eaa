import type { FileRef } from '@pm/domain/shapes';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditActorOf, withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { beneficiaries, files, users } from '../../db/schema';
import { invalid } from '../../http/errors';
import { actorOf, beneficiaryOf, staffUserOf } from '../../plugins/auth';
import { filePart } from './multipart';
import { removeStored, storeUpload } from './store';

/**
 * Stores the request's one uploaded file (same limits and content checks for everyone) and records it as the
 * caller's: a staff user's (`POST /pm/files`) or a beneficiary's in the portal (`POST /client/files`). The file
 * belongs to no record until a form that saves one attaches it (`assertMayAttach`).
 */
export async function saveUpload(db: Database, request: FastifyRequest): Promise<FileRef> {
  const part = await filePart(request, () => invalid(request.t('file.choose')));
  const stored = await storeUpload(request, request.server.files, part);
  const actor = actorOf(request);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(files)
        .values({ ...stored, uploadedBy: staffUserOf(actor), uploadedByBeneficiaryId: beneficiaryOf(actor) })
        .returning();
      const { name, mime, size, sha256 } = stored;
      await withAudit(tx, await auditActorOf(tx, actor), 'upload', 'file', inserted!.id, null, {
        name,
        mime,
        size,
        sha256,
      });
      return inserted!;
    });
    const [uploader] =
      actor.kind === 'staff'
        ? await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId))
        : await db
            .select({ name: beneficiaries.name })
            .from(beneficiaries)
            .where(eq(beneficiaries.id, actor.beneficiaryId));
    return {
      id: row.id,
      name: row.name,
      size: row.size,
      mime: row.mime,
      version: 1,
      uploadedBy: uploader?.name ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    await removeStored(request.server.files, stored.storageKey);
    throw error;
  }
}
