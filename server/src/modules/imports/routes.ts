import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UPLOAD_MAX_BYTES } from '@pm/domain/contracts/files';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { files } from '../../db/schema';
import { attachmentDisposition } from '../../http/download';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { staffAccess } from '../../plugins/access-control';
import { jobDetail, jobRow, listJobs } from './jobs';
import {
  checkImportJobRoute,
  commitImportJobRoute,
  importJobFileRoute,
  importJobRoute,
  importTemplateRoute,
  listImportJobsRoute,
  uploadImportRoute,
} from './schema';
import { checkJob, commitJob, uploadJob, type StepContext } from './steps';
import { importTemplate } from './template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importer = staffAccess('import');

/**
 * The import centre (`/system/files`, key `import`): templates, upload (which makes a job), dry run, commit and
 * the job list with its files. Each step runs inside its request while the page polls the job for progress.
 */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // This module's own scope, as in files/routes.ts: only its upload accepts multipart bodies here.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  const context: StepContext = {
    db: app.db,
    filesDir: app.config.filesDir,
    services: { hash: app.searchHash, cipher: app.fieldCipher },
    concurrent: (app.db as unknown as { $client?: unknown }).$client instanceof pg.Pool,
  };

  app.get(
    '/pm/import/template',
    { schema: importTemplateRoute, config: importer },
    async (request, reply) => {
      const { body, name } = await importTemplate(app.db, request, request.query.type);
      return reply.type(XLSX).header('content-disposition', attachmentDisposition(name)).send(body);
    },
  );

  app.post('/pm/upload', { schema: uploadImportRoute, config: importer }, async (request) => {
    const noFile = () => new AppError(400, request.t('import.chooseFile'));
    if (!request.isMultipart()) throw noFile();
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw noFile();
    }
    const id = await uploadJob(context, request, request.query.type, part);
    return ok(await jobDetail(app.db, request, id));
  });

  app.get('/pm/import/jobs', { schema: listImportJobsRoute, config: importer }, async (request) =>
    ok(await listJobs(app.db, request, request.query)),
  );

  app.get('/pm/import/jobs/:id', { schema: importJobRoute, config: importer }, async (request) =>
    ok(await jobDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/import/jobs/:id/check',
    { schema: checkImportJobRoute, config: importer },
    async (request) => {
      await checkJob(context, request, request.params.id);
      return ok(await jobDetail(app.db, request, request.params.id));
    },
  );

  app.post(
    '/pm/import/jobs/:id/commit',
    { schema: commitImportJobRoute, config: importer },
    async (request) => {
      await commitJob(context, request, request.params.id, request.body.mode);
      return ok(await jobDetail(app.db, request, request.params.id));
    },
  );

  app.get(
    '/pm/import/jobs/:id/files/:kind',
    { schema: importJobFileRoute, config: importer },
    async (request, reply) => {
      const job = await jobRow(app.db, request, request.params.id);
      const fileId = request.params.kind === 'original' ? job.originalFileId : job.errorFileId;
      const [file] = fileId === null ? [] : await app.db.select().from(files).where(eq(files.id, fileId));
      if (!file) throw notFound(request.t('file.notFound'));
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.name))
        .send(createReadStream(join(app.config.filesDir, file.storageKey)));
    },
  );
};
