import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { PREVIEW_TYPES, UPLOAD_MAX_BYTES } from '@pm/domain/contracts/files';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import { files, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import { AppError, invalid, notFound } from '../../http/errors';
import { staffAccess } from '../../plugins/access-control';
import { staffOf } from '../../plugins/auth';
import { mayReadFile } from './access';
import { attachmentDisposition, inlineDisposition } from '../../http/download';
import { downloadFileRoute, previewFileRoute, uploadFileRoute } from './schema';
import { storeUpload } from './store';

/** Uploading needs the projects key; reading is decided per file (mayReadFile), for every kind of record. */
const uploaders = staffAccess('project');
const readers = staffAccess();

/**
 * Uploads (one file per call, owned by the uploader, linked to a record by the form that saves it: see
 * `assertMayAttach`), downloads and previews (the uploader, and whoever may see a record the file is attached to).
 */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  const filesDir = app.config.filesDir;

  app.post('/pm/files', { schema: uploadFileRoute, config: uploaders }, async (request) => {
    const noFile = () => invalid(request.t('file.choose'));
    if (!request.isMultipart()) throw noFile();
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw noFile();
    }
    const stored = await storeUpload(request, filesDir, part);
    const actor = staffOf(request);
    try {
      const row = await app.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(files)
          .values({ ...stored, uploadedBy: actor.userId })
          .returning();
        const { name, mime, size, sha256 } = stored;
        await withAudit(tx, { id: actor.userId }, 'upload', 'file', inserted!.id, null, {
          name,
          mime,
          size,
          sha256,
        });
        return inserted!;
      });
      const [uploader] = await app.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, actor.userId));
      return ok({
        id: row.id,
        name: row.name,
        size: row.size,
        mime: row.mime,
        version: 1,
        uploadedBy: uploader?.name ?? null,
        createdAt: row.createdAt.toISOString(),
      });
    } catch (error) {
      await rm(join(filesDir, stored.storageKey), { force: true });
      throw error;
    }
  });

  /** The stored file the caller may read, with its size on disk; a file the caller may not read does not exist. */
  const readableFile = async (request: FastifyRequest, id: number) => {
    const missing = () => notFound(request.t('file.notFound'));
    const [row] = await app.db.select().from(files).where(eq(files.id, id));
    if (!row || !(await mayReadFile(app.db, staffOf(request), row))) throw missing();
    const path = join(filesDir, row.storageKey);
    const size = await stat(path).then(
      (stats) => stats.size,
      () => null,
    );
    if (size === null) throw missing();
    return { row, path, size };
  };

  app.get('/pm/files/:id', { schema: downloadFileRoute, config: readers }, async (request, reply) => {
    const { row, path, size } = await readableFile(request, request.params.id);
    return reply
      .type(row.mime)
      .header('content-length', size)
      .header('content-disposition', attachmentDisposition(row.name))
      .send(createReadStream(path));
  });

  app.get('/pm/files/:id/preview', { schema: previewFileRoute, config: readers }, async (request, reply) => {
    const { row, path, size } = await readableFile(request, request.params.id);
    if (!PREVIEW_TYPES.includes(row.mime)) throw new AppError(415, request.t('file.notPreviewable'));
    return reply
      .type(row.mime)
      .header('content-length', size)
      .header('content-disposition', inlineDisposition(row.name))
      .send(createReadStream(path));
  });
};
