import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { clientOf } from '../../plugins/auth';
import { acceptUploads } from '../files/multipart';
import { sendStoredFile } from '../files/send';
import { saveUpload } from '../files/upload';
import {
  clientDownloadRoute,
  clientReportItemRoute,
  clientReportItemsRoute,
  clientReportRoute,
  clientUploadRoute,
  createClientReportRoute,
  submitClientReportRoute,
  updateClientReportRoute,
} from './report-schema';
import {
  clientReadableFile,
  clientReportDetail,
  clientReportItem,
  clientReportItems,
  createClientReport,
  submitClientReport,
  updateClientReport,
} from './reports';

/**
 * The portal's stage reports: the schedule the beneficiary's agreements set, their reports filled from the
 * template, their uploads. Every id is the identity's own or a 404. Staff review the reports in their approvals.
 */
export const clientReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart in this plugin's scope only (the upload route), as in the files module.
  await acceptUploads(app);
  const config = { access: { audience: 'client' as const } };

  app.get('/client/report-items', { schema: clientReportItemsRoute, config }, async (request) =>
    ok(await clientReportItems(app.db, clientOf(request).beneficiaryId, request.query)),
  );

  app.get('/client/report-items/:id', { schema: clientReportItemRoute, config }, async (request) =>
    ok(await clientReportItem(app.db, request, clientOf(request).beneficiaryId, request.params.id)),
  );

  app.get('/client/reports/:id', { schema: clientReportRoute, config }, async (request) =>
    ok(await clientReportDetail(app.db, request, request.params.id)),
  );

  app.post('/client/reports', { schema: createClientReportRoute, config }, async (request) =>
    ok(await createClientReport(app.db, request, clientOf(request).beneficiaryId, request.body)),
  );

  app.put('/client/reports/:id', { schema: updateClientReportRoute, config }, async (request) =>
    ok(
      await updateClientReport(
        app.db,
        request,
        clientOf(request).beneficiaryId,
        request.params.id,
        request.body,
      ),
    ),
  );

  app.post('/client/reports/:id/submit', { schema: submitClientReportRoute, config }, async (request) =>
    ok(await submitClientReport(app.db, request, request.params.id, request.body.version)),
  );

  app.post('/client/files', { schema: clientUploadRoute, config }, async (request) =>
    ok(await saveUpload(app.db, request)),
  );

  app.get('/client/files/:id', { schema: clientDownloadRoute, config }, async (request, reply) =>
    sendStoredFile(
      request,
      reply,
      await clientReadableFile(app.db, request, clientOf(request).beneficiaryId, request.params.id),
    ),
  );
};
