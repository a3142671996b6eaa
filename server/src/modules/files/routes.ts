import { PREVIEW_TYPES } from '@pm/domain/contracts/files';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { files } from '../../db/schema';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { staffAccess } from '../../plugins/access-control';
import { staffOf } from '../../plugins/auth';
import { mayReadFile } from './access';
import { downloadFileRoute, previewFileRoute, uploadFileRoute } from './schema';
import { sendStoredFile } from './send';
import { saveUpload } from './upload';
import { acceptUploads } from './multipart';

/** Uploading needs the projects key; reading is decided per file (mayReadFile), for every kind of record. */
const uploaders = staffAccess('project');
const readers = staffAccess();

/**
 * Uploads (one file per call, owned by the uploader, linked to a record by the form that saves it: see
 * `assertMayAttach`), downloads and previews (the uploader, and whoever may see a record the file is attached to).
 */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // In this module's scope only (and the import centre's): see acceptUploads.
  await acceptUploads(app);

  app.post('/pm/files', { schema: uploadFileRoute, config: uploaders }, async (request) =>
    ok(await saveUpload(app.db, request)),
  );

  /** The stored file the caller may read; a file the caller may not read does not exist. */
  const readableFile = async (request: FastifyRequest, id: number) => {
    const [row] = await app.db.select().from(files).where(eq(files.id, id));
    if (!row || !(await mayReadFile(app.db, staffOf(request), row)))
      throw notFound(request.t('file.notFound'));
    return row;
  };

  app.get('/pm/files/:id', { schema: downloadFileRoute, config: readers }, async (request, reply) =>
    sendStoredFile(request, reply, await readableFile(request, request.params.id)),
  );

  app.get('/pm/files/:id/preview', { schema: previewFileRoute, config: readers }, async (request, reply) => {
    const row = await readableFile(request, request.params.id);
    if (!PREVIEW_TYPES.includes(row.mime)) throw new AppError(415, request.t('file.notPreviewable'));
    return sendStoredFile(request, reply, row, { inline: true });
  });
};
