import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
  const staff = { access: { audience: 'staff' as const } };

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

  app.post('/pm/logout', { schema: logoutRoute, config: staff }, async (request) => {
    await revokeSession(app.db, staffOf(request).sessionId);
    return ok(null);
  });

  app.get('/pm/auth_user', { schema: authUserRoute, config: staff }, async (request) =>
    ok(await authUser(app.db, request, staffOf(request).userId)),
  );
};
