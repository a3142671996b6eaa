import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import { sendStoredFile } from '../files/send';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { staffAccess } from '../../plugins/access-control';
import { authRouteLimit } from '../../plugins/rate-limit';
import { ensurePdf, issueBatch, issueOne, revokeCertificate } from './actions';
import { listCertificates, listTemplates, recipientCertificates, templateDetail } from './list';
import { publicOrigin } from './rows';
import { projectOptions, recipientOptions } from './options';
import {
  certificatePdfRoute,
  projectOptionsRoute,
  recipientOptionsRoute,
  createTemplateRoute,
  issueBatchRoute,
  issueOneRoute,
  listCertificatesRoute,
  listTemplatesRoute,
  recipientCertificatesRoute,
  revokeRoute,
  templateDetailRoute,
  updateTemplateRoute,
  verifyRoute,
} from './schema';
import { verifyCertificate } from './verify';
import { createTemplate, updateTemplate } from './write';

/** The menu key of certificate settings: templates, issuing, revoking. */
export const CERT_KEY = 'cert';
const staff = staffAccess(CERT_KEY);

/** Templates, issued certificates and the public verify call (`/verify/<code>` is its page: see verify-page.ts). */
export const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/cert/templates', { schema: listTemplatesRoute, config: staff }, async () =>
    ok(await listTemplates(app.db)),
  );
  app.get('/pm/cert/templates/:id', { schema: templateDetailRoute, config: staff }, async (request) =>
    ok(await templateDetail(app.db, request, request.params.id)),
  );
  app.post('/pm/cert/templates', { schema: createTemplateRoute, config: staff }, async (request) =>
    ok(await createTemplate(app.db, request, request.body)),
  );
  app.put('/pm/cert/templates/:id', { schema: updateTemplateRoute, config: staff }, async (request) =>
    ok(await updateTemplate(app.db, request, request.params.id, request.body)),
  );
  app.get('/pm/cert/recipient-options', { schema: recipientOptionsRoute, config: staff }, async (request) =>
    ok(await recipientOptions(app.db, request.query.recipientType, request.query.keyword)),
  );
  app.get('/pm/cert/project-options', { schema: projectOptionsRoute, config: staff }, async (request) =>
    ok(await projectOptions(app.db, request.query.keyword)),
  );
  app.get('/pm/cert/issued', { schema: listCertificatesRoute, config: staff }, async (request) =>
    ok(await listCertificates(app.db, request, request.query)),
  );
  app.get('/pm/cert/recipient', { schema: recipientCertificatesRoute, config: staff }, async (request) =>
    ok(
      await recipientCertificates(app.db, publicOrigin(request), {
        type: request.query.recipientType,
        id: request.query.recipientId,
      }),
    ),
  );
  app.post('/pm/cert/issued', { schema: issueOneRoute, config: staff }, async (request) =>
    ok(await issueOne(app.db, request, request.body)),
  );
  app.post('/pm/cert/issued/batch', { schema: issueBatchRoute, config: staff }, async (request) =>
    ok(await issueBatch(app.db, request, request.body)),
  );
  app.post('/pm/cert/issued/:id/revoke', { schema: revokeRoute, config: staff }, async (request) =>
    ok(await revokeCertificate(app.db, request, request.params.id, request.body)),
  );
  app.get(
    '/pm/cert/issued/:id/pdf',
    { schema: certificatePdfRoute, config: staff },
    async (request, reply) => {
      const fileId = await ensurePdf(app.db, request, request.params.id);
      const [file] = await app.db.select().from(files).where(eq(files.id, fileId));
      return sendStoredFile(request, reply, file!);
    },
  );
  app.get(
    '/pm/cert/verify/:code',
    {
      schema: verifyRoute,
      config: {
        access: { audience: 'public' as const },
        rateLimit: authRouteLimit(app.config.authRateLimit * 3),
      },
    },
    async (request) => {
      const result = await verifyCertificate(app.db, request.params.code);
      if (!result) throw notFound(request.t('cert.verify.notFound'));
      return ok(result);
    },
  );
};
