import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import { attachmentDisposition } from '../../http/download';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { staffAccess } from '../../plugins/access-control';
import { FILE_MIME } from '../files/file-types';
import { sendStoredFile } from '../files/send';
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
import { assertMayImport, checkJob, commitJob, uploadJob, type StepContext } from './steps';
import { importTemplate } from './template';
import { acceptUploads, filePart } from '../files/multipart';

const importer = staffAccess('import');

/**
 * The import centre (`/system/files`, key `import`): templates, upload (which makes a job), dry run, commit and
 * the job list with its files. Each step runs inside its request while the page polls the job for progress.
 */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // In this module's scope only, as in files/routes.ts: see acceptUploads.
  await acceptUploads(app);
  const context: StepContext = {
    db: app.db,
    files: app.files,
    services: { hash: app.searchHash, cipher: app.fieldCipher },
    concurrent: app.dbDriver === 'postgres',
  };

  app.get(
    '/pm/import/template',
    { schema: importTemplateRoute, config: importer },
    async (request, reply) => {
      await assertMayImport(app.db, request, request.query.type);
      const { body, name } = await importTemplate(app.db, request, request.query.type);
      return reply.type(FILE_MIME.xlsx).header('content-disposition', attachmentDisposition(name)).send(body);
    },
  );

  app.post('/pm/upload', { schema: uploadImportRoute, config: importer }, async (request) => {
    const part = await filePart(request, () => new AppError(400, request.t('import.chooseFile')));
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
      return sendStoredFile(request, reply, file);
    },
  );
};
