import type { FileRef } from '@pm/domain/shapes';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor, Transaction } from '../../db/client';
import { entityFiles, files, users } from '../../db/schema';
import { assertMayAttach } from '../files/access';

/** The records whose files live in `entity_files`. */
export type RecordEntity = 'application' | 'agreement' | 'report' | 'beneficiary';

/**
 * Links uploads to a record, skipping those already linked. Each file must pass `assertMayAttach` (422 on the
 * form's `field`): the caller's own unattached upload, or one already on this record. Agreement files count
 * versions, so each save that adds files to an agreement adds one version; the files of applications and reports are
 * all version 1.
 */
export async function linkFiles(
  tx: Transaction,
  request: FastifyRequest,
  target: { entity: RecordEntity; id: number; field: string },
  fileIds: readonly number[],
): Promise<number | null> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return null;
  await assertMayAttach(tx, request, { kind: target.entity, id: target.id, field: target.field }, wanted);
  const linked = await tx
    .select({ fileId: entityFiles.fileId, version: entityFiles.version })
    .from(entityFiles)
    .where(and(eq(entityFiles.entity, target.entity), eq(entityFiles.entityId, target.id)));
  const fresh = wanted.filter((id) => !linked.some((row) => row.fileId === id));
  if (fresh.length === 0) return null;
  const version = target.entity === 'agreement' ? Math.max(0, ...linked.map((row) => row.version)) + 1 : 1;
  await tx
    .insert(entityFiles)
    .values(fresh.map((fileId) => ({ entity: target.entity, entityId: target.id, fileId, version })));
  return version;
}

/** Unlinks the record's files that a saved form no longer lists (the uploads themselves stay). */
export async function unlinkOtherFiles(
  tx: Transaction,
  target: { entity: RecordEntity; id: number },
  keep: readonly number[],
): Promise<void> {
  await tx
    .delete(entityFiles)
    .where(
      and(
        eq(entityFiles.entity, target.entity),
        eq(entityFiles.entityId, target.id),
        keep.length > 0 ? notInArray(entityFiles.fileId, [...keep]) : undefined,
      ),
    );
}

/** A file as a record lists it (`FileRef`): read from `entity_files` joined by `withUploader`. */
export const fileRefColumns = {
  id: files.id,
  name: files.name,
  size: files.size,
  mime: files.mime,
  version: entityFiles.version,
  uploadedBy: users.name,
  createdAt: files.createdAt,
};

/** Joins the file and its uploader's name to `entity_files` rows, for `fileRefColumns`. */
export function withUploader<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(files, eq(files.id, entityFiles.fileId))
    .leftJoin(users, eq(users.id, files.uploadedBy));
}

/** The files of each record, oldest version first, as `FileRef`s. */
export async function fileRefsOf(
  db: Executor,
  entity: RecordEntity,
  ids: readonly number[],
): Promise<Map<number, FileRef[]>> {
  const byRecord = new Map<number, FileRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecord;
  const rows = await withUploader(
    db
      .select({ entityId: entityFiles.entityId, ...fileRefColumns })
      .from(entityFiles)
      .$dynamic(),
  )
    .where(and(eq(entityFiles.entity, entity), inArray(entityFiles.entityId, [...ids])))
    .orderBy(asc(entityFiles.version), asc(entityFiles.id));
  for (const { entityId, createdAt, ...file } of rows) {
    byRecord.get(entityId)?.push({ ...file, createdAt: createdAt.toISOString() });
  }
  return byRecord;
}
