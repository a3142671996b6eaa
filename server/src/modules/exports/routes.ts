import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { staffAccess } from '../../plugins/access-control';
import { staffOf } from '../../plugins/auth';
import { holdsPermission } from '../../security/rbac';
import { listExportJobs, readExportJob } from './list';
import { allExportJobsRoute, exportJobFileRoute, exportJobRoute, myExportJobsRoute } from './schema';
import { FILE_MIME } from '../files/file-types';
import { sendStoredFile } from '../files/send';

/**
 * The export jobs (modules/exports/send.ts starts them): one's own from any list page, everyone's in the import and
 * export centre (`/system/files`, key `import`). Only its creator downloads a job's workbook: it holds what their
 * data scope let them read.
 */
export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/exports', { schema: myExportJobsRoute, config: staffAccess() }, async (request) =>
    ok(await listExportJobs(app.db, request, request.query, staffOf(request).userId)),
  );

  app.get('/pm/exports/all', { schema: allExportJobsRoute, config: staffAccess('import') }, async (request) =>
    ok(await listExportJobs(app.db, request, request.query, null)),
  );

  app.get('/pm/exports/:id', { schema: exportJobRoute, config: staffAccess() }, async (request) => {
    const { userId, isAdmin } = staffOf(request);
    const mayRead = async (createdBy: number) =>
      createdBy === userId || isAdmin || (await holdsPermission(app.db, userId, 'import'));
    return ok((await readExportJob(app.db, request, request.params.id, mayRead)).job);
  });

  app.get(
    '/pm/exports/:id/file',
    { schema: exportJobFileRoute, config: staffAccess() },
    async (request, reply) => {
      const { userId } = staffOf(request);
      const { job, storageKey } = await readExportJob(
        app.db,
        request,
        request.params.id,
        (createdBy) => createdBy === userId,
      );
      if (storageKey === null) throw conflict(request.t('exports.notReady'));
      return sendStoredFile(request, reply, { name: job.fileName, mime: FILE_MIME.xlsx, storageKey });
    },
  );
};
