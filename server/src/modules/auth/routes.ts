import { beforePasswordChange } from '../../plugins/access-control';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logSignIn } from '../../db/audit';
import { ok } from '../../http/envelope';
import { staffOf } from '../../plugins/auth';
import { authRouteLimit } from '../../plugins/rate-limit';
import { revokeSession } from '../../security/sessions';
import { issueCaptcha } from '../../security/verification';
import {
  authUserRoute,
  captchaRoute,
  loginRoute,
  logoutRoute,
  mobileLoginRoute,
  sendVerifyCodeRoute,
} from './schema';
import { authUser, passwordLogin, sendStaffCode, staffMobileLogin } from './service';

/** Staff sign-in and session calls (specification §7, staff table). */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signIn = {
    access: { audience: 'public' as const },
    rateLimit: authRouteLimit(app.config.authRateLimit),
  };

  app.get('/pm/captcha', { schema: captchaRoute, config: signIn }, async () => ok(await issueCaptcha(app)));

  app.post('/pm/login', { schema: loginRoute, config: signIn }, async (request) =>
    ok(await passwordLogin(app, request, request.body)),
  );

  app.post('/pm/send_verify_code', { schema: sendVerifyCodeRoute, config: signIn }, async (request) => {
    await sendStaffCode(app, request, request.body);
    return ok(null);
  });

  app.post('/pm/mobile_login', { schema: mobileLoginRoute, config: signIn }, async (request) =>
    ok(await staffMobileLogin(app.db, request, request.body)),
  );

  app.post('/pm/logout', { schema: logoutRoute, config: beforePasswordChange }, async (request) => {
    const caller = staffOf(request);
    await revokeSession(app.db, caller.sessionId);
    await logSignIn(app.db, {
      entity: 'session',
      action: 'logout',
      userId: caller.userId,
      entityId: caller.userId,
      ip: request.ip,
    });
    return ok(null);
  });

  app.get('/pm/auth_user', { schema: authUserRoute, config: beforePasswordChange }, async (request) =>
    ok(await authUser(app.db, request, staffOf(request).userId)),
  );
};
