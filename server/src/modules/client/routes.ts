import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logSignIn } from '../../db/audit';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { createCorrection, correctionsOf } from './corrections';
import { clientOf } from '../../plugins/auth';
import { clientCertRoutes } from './cert-routes';
import { authRouteLimit } from '../../plugins/rate-limit';
import { revokeSession } from '../../security/sessions';
import { issueCaptcha } from '../../security/verification';
import { clientReportRoutes } from './report-routes';
import {
  changeLoginUserRoute,
  clientAuthUserRoute,
  clientCaptchaRoute,
  clientCorrectionsRoute,
  createClientCorrectionRoute,
  clientLogoutRoute,
  clientMobileLoginRoute,
  clientProjectsRoute,
  clientSendVerifyCodeRoute,
  loginRolesRoute,
} from './schema';
import { clientFinances, sendClientReceipt } from './finances';
import { clientFinancesRoute, clientReceiptRoute } from './finances-schema';
import {
  changeLoginUser,
  clientMobileLogin,
  clientProjects,
  clientUser,
  loginRoles,
  sendClientCode,
} from './service';

/** The beneficiary portal's calls (specification §7, client list). */
export const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signIn = {
    access: { audience: 'public' as const },
    rateLimit: authRouteLimit(app.config.authRateLimit),
  };
  const client = { access: { audience: 'client' as const } };
  await app.register(clientReportRoutes);

  app.get('/client/captcha', { schema: clientCaptchaRoute, config: signIn }, async () =>
    ok(await issueCaptcha(app)),
  );

  app.post(
    '/client/send_verify_code',
    { schema: clientSendVerifyCodeRoute, config: signIn },
    async (request) => {
      await sendClientCode(app, request, request.body);
      return ok(null);
    },
  );

  app.post('/client/mobile_login', { schema: clientMobileLoginRoute, config: signIn }, async (request) =>
    ok(await clientMobileLogin(app.db, request, request.body)),
  );

  app.post('/client/logout', { schema: clientLogoutRoute, config: client }, async (request) => {
    const client = clientOf(request);
    await revokeSession(app.db, client.sessionId);
    await logSignIn(app.db, {
      entity: 'session',
      action: 'logout',
      entityId: client.beneficiaryId,
      comment: 'client',
      ip: request.ip,
    });
    return ok(null);
  });

  app.get('/client/auth_user', { schema: clientAuthUserRoute, config: client }, async (request) =>
    ok(await clientUser(app.db, request, clientOf(request).beneficiaryId)),
  );

  app.get('/client/login/roles', { schema: loginRolesRoute, config: client }, async (request) =>
    ok(await loginRoles(app.db, clientOf(request).beneficiaryId)),
  );

  app.post('/client/change/login/user', { schema: changeLoginUserRoute, config: client }, async (request) =>
    ok(await changeLoginUser(app.db, request, clientOf(request), request.body.id)),
  );

  app.get('/client/:id/projects', { schema: clientProjectsRoute, config: client }, async (request) => {
    const { beneficiaryId } = clientOf(request);
    // Data-level rule: a beneficiary sees only their own projects; another's id is not found, as an unknown one.
    if (request.params.id !== beneficiaryId) throw notFound(request.t('error.notFound'));
    return ok(await clientProjects(app.db, beneficiaryId, request.query));
  });

  app.get('/client/finances', { schema: clientFinancesRoute, config: client }, async (request) =>
    ok(await clientFinances(app.db, request, clientOf(request).beneficiaryId, request.query)),
  );

  app.get(
    '/client/payments/:id/receipt',
    { schema: clientReceiptRoute, config: client },
    async (request, reply) =>
      sendClientReceipt(app.db, request, reply, clientOf(request).beneficiaryId, request.params.id),
  );

  await clientCertRoutes(app, {});

  app.get('/client/corrections', { schema: clientCorrectionsRoute, config: client }, async (request) =>
    ok(await correctionsOf(app.db, clientOf(request).beneficiaryId)),
  );

  app.post('/client/corrections', { schema: createClientCorrectionRoute, config: client }, async (request) =>
    ok(await createCorrection(app.db, request, clientOf(request).beneficiaryId, request.body)),
  );
};
